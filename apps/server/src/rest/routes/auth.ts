// The trainer's sign-in (the client's is the portal's code flow).
import { type RestRoute, route } from "../define";

export const authRoutes: RestRoute[] = [
  route({
    method: "POST",
    url: "/api/admin/login",
    procedure: "admin.login",
    summary:
      "Sign the admin in; sets the admin session cookie, or, when a second factor is set up, answers " +
      "{ secondFactor: { required: true, methods } } and sets the second step's cookie instead",
    tag: "admin",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/admin/login/second-factor",
    procedure: "admin.secondFactor.verify",
    summary:
      "The sign-in's second step: a code of the authenticator app, a recovery code or a passkey's answer; " +
      "sets the admin session cookie",
    tag: "admin",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/admin/login/passkey-options",
    procedure: "admin.secondFactor.passkeyOptions",
    summary: "WebAuthn options for the sign-in's second step with a passkey",
    tag: "admin",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/admin/logout",
    procedure: "admin.logout",
    summary: "Sign the admin out",
    tag: "admin",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/admin/me",
    procedure: "admin.me",
    summary: "The signed-in admin",
    tag: "admin",
    access: "admin",
  }),
];
