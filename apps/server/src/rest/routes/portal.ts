// The client's sign-in by e-mailed code, and what she sees once signed in.
import { type RestRoute, route } from "../define";

const sendCode = (url: string, summary: string) =>
  route({
    method: "POST",
    url,
    procedure: "portal.sendCode",
    summary,
    tag: "client portal",
    access: "public",
  });

export const portalRoutes: RestRoute[] = [
  sendCode("/api/sessions/send-verification", "E-mail a 6-digit code (same answer for every address)"),
  sendCode(
    "/api/send-verification-code",
    "E-mail a 6-digit code for program access (same as /api/sessions/send-verification)",
  ),
  route({
    method: "POST",
    url: "/api/sessions/verify-code",
    procedure: "portal.verifySessions",
    summary: "Check the code; answers with the client's paid packages and their sessions, and starts her session",
    tag: "client portal",
    access: "public",
  }),
  route({
    method: "POST",
    url: "/api/verify-and-get-program",
    procedure: "portal.verifyProgram",
    summary: "Check the code; answers with the client's latest program or Workout of the Day",
    tag: "client portal",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/portal/sessions",
    procedure: "portal.mySessions",
    summary: "The signed-in client's packages and sessions",
    tag: "client portal",
    access: "client",
  }),
  route({
    method: "POST",
    url: "/api/portal/sign-out",
    procedure: "portal.signOut",
    summary: "End the client's session on this device",
    tag: "client portal",
    access: "public",
  }),
];
