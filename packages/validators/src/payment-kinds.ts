// How a booking was paid, as a plain list (no schema library): the zod enum, the column type and the admin filters
// derive from it, the last in every visitor's first load.
/** stripe, manual (cash or bank, marked by the admin), free, or mock (no Stripe configured). */
export const PAYMENT_METHODS = ["stripe", "manual", "free", "mock"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
