import {
  okOutput,
  openedProgramOutput,
  openProgramInput,
  portalPackage,
  portalSessionsOutput,
  programAccessOutput,
  sendCodeInput,
  signedInClientOutput,
  successMessageOutput,
  userIdInput,
  verifyCodeInput,
} from "@studio/validators";
import { z } from "zod";
import { deleteClientSession } from "../auth/client-sessions";
import { CLIENT_COOKIE } from "../auth/cookies";
import { ownUserId } from "../auth/own-user";
import { signedInClient } from "../auth/signed-in";
import { clientProcedure, publicProcedure } from "../trpc";
import { sessionsFor } from "./portal";
import { openProgram, programAccessFor } from "./programs";
import { sendVerificationCode, verifyCode } from "./verification";

/** E-mail codes and what a signed-in client reads; her scheduling procedures join these under portal.*. */
export const portalProcedures = {
  sendCode: publicProcedure
    .input(sendCodeInput)
    .output(successMessageOutput)
    .mutation(({ ctx, input }) => sendVerificationCode(ctx, input.email)),
  /** My Sessions: a correct code answers with her paid packages and starts her session. */
  verifySessions: publicProcedure
    .input(verifyCodeInput)
    .output(portalSessionsOutput)
    .mutation(async ({ ctx, input }) => {
      const client = await verifyCode(ctx, input.email, input.code);
      return { email: client.email, sessions: await sessionsFor(ctx, client.email, ctx.request.language) };
    }),
  /**
   * Program access: a correct code answers with her latest program or Workout of the Day, lists every one she
   * owns, and starts her session, in which openProgram opens the others.
   */
  verifyProgram: publicProcedure
    .input(verifyCodeInput)
    .output(programAccessOutput)
    .mutation(async ({ ctx, input }) => {
      const client = await verifyCode(ctx, input.email, input.code);
      return programAccessFor(ctx, client.email, ctx.request.language);
    }),
  /** Proves the e-mail and starts the session, for screens that only need to know who she is. */
  verify: publicProcedure
    .input(verifyCodeInput)
    .output(signedInClientOutput)
    .mutation(({ ctx, input }) => verifyCode(ctx, input.email, input.code)),
  /** Who is signed in on this device, or null: asking is not an error, so a visitor's browser logs none. */
  me: publicProcedure.output(signedInClientOutput.nullable()).query(async ({ ctx }) => {
    const client = await signedInClient(ctx);
    return client ? { email: client.email, userId: client.userId } : null;
  }),
  mySessions: clientProcedure.output(portalSessionsOutput).query(async ({ ctx }) => ({
    email: ctx.client.email,
    sessions: await sessionsFor(ctx, ctx.client.email, ctx.request.language),
  })),
  /** What verifyProgram answers, for a device where she already proved her e-mail. */
  myProgram: clientProcedure
    .output(programAccessOutput)
    .query(({ ctx }) => programAccessFor(ctx, ctx.client.email, ctx.request.language)),
  /** One of her own purchases by booking id; anybody else's is not found. */
  openProgram: clientProcedure
    .input(openProgramInput)
    .output(openedProgramOutput)
    .query(({ ctx, input }) => openProgram(ctx, ctx.client.email, input.bookingId, ctx.request.language)),
  signOut: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    const token = ctx.request.getCookie(CLIENT_COOKIE);
    if (token) await deleteClientSession(ctx.db, token);
    ctx.request.clearCookie(CLIENT_COOKIE);
    return { success: true as const };
  }),
};

/** Her packages on the reminder settings page, each session with its reminder (reminders.upcoming). */
export const reminderPageProcedures = {
  upcoming: clientProcedure
    .input(userIdInput.partial())
    .output(z.array(portalPackage))
    .query(({ ctx, input }) => {
      ownUserId(ctx.client, input.userId, "reminders");
      return sessionsFor(ctx, ctx.client.email, ctx.request.language);
    }),
};
