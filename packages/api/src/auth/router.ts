import {
  addPasskeyInput,
  adminLoginInput,
  adminLoginOutput,
  adminMeOutput,
  confirmTotpInput,
  okOutput,
  passkeyIdInput,
  passkeySignInOptionsOutput,
  recoveryCodesOutput,
  secondFactorInput,
  securityStatusOutput,
  totpSetupOutput,
  webAuthnOptionsOutput,
} from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { adminProcedure, publicProcedure, router } from "../trpc";
import { checkAdminCredentials, deleteAdminSession } from "./admin-auth";
import { ADMIN_COOKIE, PENDING_COOKIE } from "./cookies";
import {
  completeSecondStep,
  factorsOf,
  openSecondStep,
  secondStepPasskeyOptions,
  startAdminSession,
} from "./second-factor";
import {
  addPasskey,
  confirmTotp,
  generateRecoveryCodes,
  removePasskey,
  removeTotp,
  securityStatus,
  startPasskeyRegistration,
  startTotpSetup,
} from "./security";
import { countPasswordAttempt } from "./sign-in-limits";

/** The trainer's sign-in (admin.login, admin.secondFactor, admin.logout, admin.me). */
export const adminSignInProcedures = {
  login: publicProcedure
    .input(adminLoginInput)
    .output(adminLoginOutput)
    .mutation(async ({ ctx, input }) => {
      // Counted as a failure before the password is checked, and given back when it proves right.
      const attempt = await countPasswordAttempt(ctx, input.username);
      if (!(await checkAdminCredentials(ctx.admin, input.username, input.password))) {
        throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid username or password" });
      }
      await attempt.giveBack();
      const methods = await factorsOf(ctx.db, ctx.admin.username);
      if (methods.length) {
        await openSecondStep(ctx);
        return { secondFactor: { required: true as const, methods } };
      }
      return startAdminSession(ctx);
    }),

  /** The sign-in's second step, after a right password: a passkey's options, then one of the three ways. */
  secondFactor: router({
    passkeyOptions: publicProcedure
      .output(passkeySignInOptionsOutput)
      .mutation(async ({ ctx }) => ({ ...(await secondStepPasskeyOptions(ctx)) })),
    verify: publicProcedure
      .input(secondFactorInput)
      .output(adminMeOutput)
      .mutation(({ ctx, input }) => completeSecondStep(ctx, input)),
  }),

  logout: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    const token = ctx.request.getCookie(ADMIN_COOKIE);
    if (token) await deleteAdminSession(ctx.db, token);
    ctx.request.clearCookie(ADMIN_COOKIE);
    ctx.request.clearCookie(PENDING_COOKIE);
    return { success: true as const };
  }),

  me: adminProcedure.output(adminMeOutput).query(({ ctx }) => ({ username: ctx.adminSession.username })),
};

/** The Security screen (admin.security.*): her passkeys, her authenticator app and her recovery codes. */
export const securityAdminRouter = router({
  status: adminProcedure.output(securityStatusOutput).query(({ ctx }) => securityStatus(ctx)),
  passkeyOptions: adminProcedure
    .output(webAuthnOptionsOutput)
    .mutation(async ({ ctx }) => ({ ...(await startPasskeyRegistration(ctx)) })),
  addPasskey: adminProcedure
    .input(addPasskeyInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => addPasskey(ctx, input)),
  removePasskey: adminProcedure
    .input(passkeyIdInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => removePasskey(ctx, input.id)),
  startTotp: adminProcedure.output(totpSetupOutput).mutation(({ ctx }) => startTotpSetup(ctx)),
  confirmTotp: adminProcedure
    .input(confirmTotpInput)
    .output(okOutput)
    .mutation(({ ctx, input }) => confirmTotp(ctx, input.code)),
  removeTotp: adminProcedure.output(okOutput).mutation(({ ctx }) => removeTotp(ctx)),
  generateRecoveryCodes: adminProcedure.output(recoveryCodesOutput).mutation(({ ctx }) => generateRecoveryCodes(ctx)),
});
