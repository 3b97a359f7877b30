// The trainer sends a client the portal's sign-in code (she asked on the phone, say): the portal's own service,
// under its own limits, so a code sent this way is the same single-use, 15-minute code she would ask for herself.
import type { Context } from "../context";
import { sendVerificationCode } from "../portal/verification";
import { mustBeClient } from "./summaries";

/** How long a request key is remembered: longer than a retried request takes, as long as the code lives. */
const ATTEMPT_MS = 15 * 60 * 1000;

export async function sendClientSignInCode(ctx: Context, email: string, requestKey: string | undefined) {
  await mustBeClient(ctx, email);
  const sent = { success: true, message: `A sign-in code is on its way to ${email}.` };
  if (!requestKey) {
    await sendVerificationCode(ctx, email);
    return sent;
  }
  // One e-mail per attempt: the attempt's key is counted atomically, and only its first count sends. (A second
  // code would void the first, so a double tap could leave her holding a dead one.)
  const key = `client-code:${requestKey}`;
  const [attempt] = await ctx.limits.take([{ key, windowMs: ATTEMPT_MS }], ctx.now());
  if (attempt && attempt.count > 1) return sent;
  try {
    await sendVerificationCode(ctx, email);
  } catch (error) {
    // Refused (too many codes this hour) or failed: a retry of this attempt must try again, not claim success.
    await ctx.limits.giveBack(key, ctx.now());
    throw error;
  }
  return sent;
}
