import {
  clientPageOutput,
  isoDate,
  portalSessionsOutput,
  sendCodeInput,
  slugInput,
  type VerifyCodeInput,
  verifyCodeInput,
  workoutAccessOutput,
} from "@studio/validators";
import { z } from "zod";
import { type RestRoute, route } from "../define";

const sent = z.object({ success: z.boolean(), message: z.string() });

const sendCode = (url: string, summary: string) =>
  route<{ email: string }>({
    method: "POST",
    url,
    summary,
    tag: "client portal",
    access: "public",
    input: sendCodeInput,
    output: sent,
    call: (caller, input) => caller.portal.sendCode(input),
  });

export const portalRoutes: RestRoute[] = [
  sendCode("/api/sessions/send-verification", "E-mail a 6-digit code (same answer for every address)"),
  sendCode(
    "/api/send-verification-code",
    "E-mail a 6-digit code for program access (same as /api/sessions/send-verification)",
  ),
  route<VerifyCodeInput>({
    method: "POST",
    url: "/api/sessions/verify-code",
    summary: "Check the code; answers with the client's paid packages and their sessions, and starts her session",
    tag: "client portal",
    access: "public",
    input: verifyCodeInput,
    output: portalSessionsOutput,
    call: (caller, input) => caller.portal.verifySessions(input),
  }),
  route<VerifyCodeInput>({
    method: "POST",
    url: "/api/verify-and-get-program",
    summary: "Check the code; answers with the client's latest program or Workout of the Day",
    tag: "client portal",
    access: "public",
    input: verifyCodeInput,
    output: workoutAccessOutput,
    call: (caller, input) => caller.portal.verifyProgram(input),
  }),
  route({
    method: "GET",
    url: "/api/portal/sessions",
    summary: "The signed-in client's packages and sessions",
    tag: "client portal",
    access: "client",
    output: portalSessionsOutput,
    call: (caller) => caller.portal.mySessions(),
  }),
  route({
    method: "POST",
    url: "/api/portal/sign-out",
    summary: "End the client's session on this device",
    tag: "client portal",
    access: "public",
    output: z.object({ success: z.literal(true) }),
    call: (caller) => caller.portal.signOut(),
  }),
  route<{ sessionId: number; weekStart?: string }>({
    method: "GET",
    url: "/api/portal/availability",
    summary: "Free places for one of the client's sessions, by day and hour (Miami time), for the week of weekStart",
    tag: "scheduling",
    access: "client",
    input: z.object({ sessionId: z.coerce.number().int().positive(), weekStart: isoDate.optional() }),
    output: z.record(z.string(), z.unknown()),
    call: (caller, input) => caller.portal.availability(input),
  }),
  route<{ id: number; date: string; time: string }>({
    method: "POST",
    url: "/api/portal/sessions/:id/schedule",
    summary: "Book or move one of the client's sessions into a slot; 409 when full or within 24 hours",
    tag: "scheduling",
    access: "client",
    input: z.object({ id: z.coerce.number().int().positive(), date: isoDate, time: z.string() }),
    output: z.record(z.string(), z.unknown()),
    call: (caller, input) => caller.portal.schedule({ sessionId: input.id, date: input.date, time: input.time }),
  }),
  route<{ id: number }>({
    method: "POST",
    url: "/api/portal/sessions/:id/cancel",
    summary: "Cancel a scheduled session: the credit comes back 24 hours or more ahead, otherwise it is forfeited",
    tag: "scheduling",
    access: "client",
    input: z.object({ id: z.coerce.number().int().positive() }),
    output: z.record(z.string(), z.unknown()),
    call: (caller, input) => caller.portal.cancelSession({ sessionId: input.id }),
  }),
  route<{ slug: string }>({
    method: "GET",
    url: "/api/client-pages/:slug",
    summary: "A named client's program and message",
    tag: "client portal",
    access: "public",
    input: slugInput,
    output: clientPageOutput,
    call: (caller, input) => caller.clientPages.bySlug(input),
  }),
];
