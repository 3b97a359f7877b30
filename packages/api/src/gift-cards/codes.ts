// A gift card's code: "GIFT-" and two groups of four from an alphabet no one misreads, drawn with the system's
// cryptographic randomness (29^8, about 5 × 10^11 codes), so a code cannot be guessed from another.
import { randomInt } from "node:crypto";
import { GIFT_CARD_ALPHABET } from "@studio/validators/kinds";

const group = () => Array.from({ length: 4 }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join("");

export const newGiftCardCode = () => `GIFT-${group()}-${group()}`;
