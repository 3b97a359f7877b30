import { adminLoginInput, adminMeOutput, okOutput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { takeLimits, tryAgain } from "../lib/rate-limit";
import { adminProcedure, publicProcedure } from "../trpc";
import { ADMIN_SESSION_MS, checkAdminCredentials, createAdminSession, deleteAdminSession } from "./admin-auth";
import { ADMIN_COOKIE } from "./cookies";

const FAILURES_ALLOWED = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** The trainer's sign-in (admin.login, admin.logout, admin.me). */
export const adminSignInProcedures = {
  login: publicProcedure
    .input(adminLoginInput)
    .output(adminMeOutput)
    .mutation(async ({ ctx, input }) => {
      // Counted as a failure before the password is checked, and given back when it proves right.
      const attempt = await takeLimits(
        ctx,
        [`ip:${ctx.request.ip}`, `user:${input.username.toLowerCase()}`].map((who) => ({
          key: `admin-login:${who}`,
          limit: FAILURES_ALLOWED,
          windowMs: FAILURE_WINDOW_MS,
        })),
        tryAgain("Too many sign-in attempts."),
      );
      if (!(await checkAdminCredentials(ctx.admin, input.username, input.password))) {
        throw new TRPCError({ code: "UNAUTHORIZED", message: "Invalid username or password" });
      }
      await attempt.giveBack();
      const token = await createAdminSession(ctx.db, ctx.admin.username, ctx.now());
      ctx.request.setCookie(ADMIN_COOKIE, token, { maxAge: ADMIN_SESSION_MS / 1000 });
      return { username: ctx.admin.username };
    }),

  logout: publicProcedure.output(okOutput).mutation(async ({ ctx }) => {
    const token = ctx.request.getCookie(ADMIN_COOKIE);
    if (token) await deleteAdminSession(ctx.db, token);
    ctx.request.clearCookie(ADMIN_COOKIE);
    return { success: true as const };
  }),

  me: adminProcedure.output(adminMeOutput).query(({ ctx }) => ({ username: ctx.adminSession.username })),
};
