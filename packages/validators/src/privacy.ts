// Her data in her hands: what "Delete my data" takes and answers. What "Download my data" writes is read from the
// tables themselves, so its columns are listed beside the readers (packages/api/src/privacy/kinds.ts).
import { z } from "zod";
import { verifyCodeInput } from "./portal";

/** "Delete my data": the code e-mailed for that purpose alone (a sign-in code does not erase). */
export const eraseMyDataInput = z.object({ code: verifyCodeInput.shape.code });
export type EraseMyDataInput = z.input<typeof eraseMyDataInput>;

export const erasedOutput = z.object({
  success: z.literal(true),
  /** Her bookings kept as accounting rows, under "Erased client" with no personal field. */
  bookingsKept: z.number().int().nonnegative(),
  /** Her scheduled sessions cancelled, their places freed for others. */
  sessionsCancelled: z.number().int().nonnegative(),
  message: z.string(),
});
export type ErasedAnswer = z.infer<typeof erasedOutput>;

/** The name an erased client's kept rows carry instead of hers. */
export const ERASED_NAME = "Erased client";
/** The address an erased client's kept rows carry: `.invalid` is reserved (RFC 2606), so it matches nobody real. */
export const erasedAddress = (id: number | string) => `erased-${id}@invalid`;
