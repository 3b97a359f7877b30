// Who is signed in on the device behind a request: the admin, or a client who proved her e-mail with a code.
import type { Context } from "../context";
import { findAdminSession } from "./admin-auth";
import { findClientSession } from "./client-sessions";
import { ADMIN_COOKIE, CLIENT_COOKIE } from "./cookies";

/** The admin's live session on this device, or null. */
export const signedInAdmin = (ctx: Context) => findAdminSession(ctx.db, ctx.request.getCookie(ADMIN_COOKIE), ctx.now());

/** The client's live session on this device, or null. */
export const signedInClient = (ctx: Context) =>
  findClientSession(ctx.db, ctx.request.getCookie(CLIENT_COOKIE), ctx.now());
