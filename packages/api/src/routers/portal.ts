import { availabilityInput, scheduleInput, sendCodeInput, sessionIdInput, verifyCodeInput } from "@studio/validators";
import { deleteClientSession } from "../services/client-sessions";
import { CLIENT_COOKIE } from "../services/cookies";
import { programFor, sessionsFor } from "../services/portal";
import { availability, cancelSession, scheduleSession, sessionCalendarFile } from "../services/scheduling";
import { signedInClient } from "../services/signed-in";
import { studioDate } from "../services/studio-time";
import { sendVerificationCode, verifyCode } from "../services/verification";
import { clientProcedure, publicProcedure, router } from "../trpc";

export const portalRouter = router({
  sendCode: publicProcedure.input(sendCodeInput).mutation(({ ctx, input }) => sendVerificationCode(ctx, input.email)),
  /** My Sessions: a correct code answers with her paid packages and starts her session. */
  verifySessions: publicProcedure.input(verifyCodeInput).mutation(async ({ ctx, input }) => {
    const client = await verifyCode(ctx, input.email, input.code);
    return { email: client.email, sessions: await sessionsFor(ctx, client.email) };
  }),
  /** Program access: a correct code answers with her latest program or Workout of the Day. */
  verifyProgram: publicProcedure.input(verifyCodeInput).mutation(async ({ ctx, input }) => {
    const client = await verifyCode(ctx, input.email, input.code);
    return programFor(ctx, client.email);
  }),
  /** Proves the e-mail and starts the session, for screens that only need to know who she is. */
  verify: publicProcedure.input(verifyCodeInput).mutation(({ ctx, input }) => verifyCode(ctx, input.email, input.code)),
  /** Who is signed in on this device, or null: asking is not an error, so a visitor's browser logs none. */
  me: publicProcedure.query(async ({ ctx }) => {
    const client = await signedInClient(ctx);
    return client ? { email: client.email, userId: client.userId } : null;
  }),
  mySessions: clientProcedure.query(async ({ ctx }) => ({
    email: ctx.client.email,
    sessions: await sessionsFor(ctx, ctx.client.email),
  })),
  myProgram: clientProcedure.query(({ ctx }) => programFor(ctx, ctx.client.email)),
  availability: clientProcedure
    .input(availabilityInput)
    .query(({ ctx, input }) =>
      availability(ctx, { client: ctx.client }, input.sessionId, input.weekStart ?? studioDate(ctx.now())),
    ),
  schedule: clientProcedure
    .input(scheduleInput)
    .mutation(({ ctx, input }) =>
      scheduleSession(ctx, { client: ctx.client }, input.sessionId, input.date, input.time),
    ),
  cancelSession: clientProcedure
    .input(sessionIdInput)
    .mutation(({ ctx, input }) => cancelSession(ctx, { client: ctx.client }, input.sessionId)),
  calendarFile: clientProcedure
    .input(sessionIdInput)
    .query(({ ctx, input }) => sessionCalendarFile(ctx, { client: ctx.client }, input.sessionId)),
  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const token = ctx.request.getCookie(CLIENT_COOKIE);
    if (token) await deleteClientSession(ctx.db, token);
    ctx.request.clearCookie(CLIENT_COOKIE);
    return { success: true as const };
  }),
});
