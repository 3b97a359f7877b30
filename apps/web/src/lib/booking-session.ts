import type { BookingFormValues } from "@studio/validators";
import { useSyncExternalStore } from "react";

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

let lastRead: { raw: string; booking: StoredBooking } | undefined;
/** The tab's booking, the same object while it is unchanged (React compares snapshots by identity). */
function tabSnapshot(): StoredBooking {
  const booking = readBooking();
  const raw = JSON.stringify(booking);
  if (lastRead?.raw !== raw) lastRead = { raw, booking };
  return lastRead.booking;
}
// The tab's storage sends no event for its own writes, and pages read it once: nothing to subscribe to.
const noChanges = () => () => {};

/**
 * The booking this browser just made: null while the server draws the page and while the browser first takes it
 * over (neither can see this tab's storage), so both draw the same; read at once on a page reached in the app.
 */
export function useStoredBooking(): StoredBooking | null {
  return useSyncExternalStore(noChanges, tabSnapshot, () => null);
}

/**
 * Run in the document's head before the first paint (the server writes it there): marks the page when this tab
 * holds a booking, so a page drawn by the server before it can read the tab shows the right one of its two first
 * states (see TabBookingGate) with nothing drawn late or swapped in view.
 */
export const TAB_BOOKING_FLAG = "data-tab-booking";
export const TAB_BOOKING_SCRIPT = `try{sessionStorage.getItem("bookingToken")&&document.documentElement.setAttribute("${TAB_BOOKING_FLAG}","")}catch(e){}`;

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
