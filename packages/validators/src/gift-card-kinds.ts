// Gift cards as plain rules (no schema library): what the gift card page's first load, the column types and the
// server's zod schemas all derive from.

/** pending: bought, not yet paid (its code works nowhere); active: paid, its balance there to spend. */
export const GIFT_CARD_STATUSES = ["pending", "active"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

/** The amounts the page offers with one tap, in whole dollars; any other whole amount in the range may be typed. */
export const GIFT_CARD_AMOUNTS = [50, 100, 200, 300] as const;
export const GIFT_CARD_MIN = 25;
export const GIFT_CARD_MAX = 1000;
/** The buyer's note to the recipient, printed in the gift card's e-mail. */
export const GIFT_CARD_MESSAGE_MAX = 500;

/**
 * The letters and digits of a code: no 0/O, 1/I/L or 5/S pairs a person could read one for the other, so a code
 * read aloud or typed from a phone is typed right.
 */
export const GIFT_CARD_ALPHABET = "ABCDEFGHJKMNPQRTUVWXYZ2346789";
const CODE = new RegExp(`^GIFT-[${GIFT_CARD_ALPHABET}]{4}-[${GIFT_CARD_ALPHABET}]{4}$`);

/** Whether a code typed in the discount box is a gift card's ("GIFT-7KQ4-M9XR"), already trimmed and uppercased. */
export const isGiftCardCode = (code: string) => CODE.test(code);
