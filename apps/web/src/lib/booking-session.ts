import type { BookingFormValues } from "@studio/validators";
import { useEffect, useState } from "react";

// SPEC section 3's session-storage keys, plus the token that lets this browser read its confirmation.
const KEYS = ["clientName", "bookingId", "packageId", "finalAmount", "bookingToken"] as const;
type Key = (typeof KEYS)[number];

export type StoredBooking = Partial<Record<Key, string>>;

export function saveBooking(values: StoredBooking) {
  for (const key of KEYS) {
    const value = values[key];
    if (value === undefined) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  }
}

export function readBooking(): StoredBooking {
  return Object.fromEntries(
    KEYS.flatMap((key) => {
      const value = sessionStorage.getItem(key);
      return value === null ? [] : [[key, value]];
    }),
  );
}

/**
 * The booking this browser just made, read once the page is hers: null while the server draws the page and while
 * the browser first takes it over (neither can see this tab's storage), so both draw the same.
 */
export function useStoredBooking(): StoredBooking | null {
  const [stored, setStored] = useState<StoredBooking | null>(null);
  useEffect(() => setStored(readBooking()), []);
  return stored;
}

/** What she typed into the booking form, kept for this tab so that coming back to the form loses nothing. */
export type BookingDraft = Omit<BookingFormValues, "location">;

const DRAFT_KEY = "bookingDraft";

export function saveDraft(draft: BookingDraft) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
}

export function readDraft(): Partial<BookingDraft> | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as unknown;
    if (!draft || typeof draft !== "object") return null;
    // Only text fields, whatever the storage holds.
    return Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === "string"));
  } catch {
    return null;
  }
}

export const clearDraft = () => sessionStorage.removeItem(DRAFT_KEY);
