// The client's sign-in by e-mailed code, and what she sees once signed in.
import { PROGRAM_PURCHASES_LISTED } from "@studio/validators";
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
    summary:
      "Check the code; answers with the client's latest program or Workout of the Day, lists every one she owns " +
      `(newest first, at most ${PROGRAM_PURCHASES_LISTED}), and starts her session`,
    tag: "client portal",
    access: "public",
  }),
  route({
    method: "GET",
    url: "/api/portal/programs/:id",
    procedure: "portal.openProgram",
    params: { id: "bookingId" },
    summary: "One of the signed-in client's programs or Workouts of the Day, by booking id (404 for any other)",
    tag: "client portal",
    access: "client",
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
