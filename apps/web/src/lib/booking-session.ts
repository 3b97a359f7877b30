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
