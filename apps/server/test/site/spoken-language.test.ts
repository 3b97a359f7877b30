// What the server says to a person is said in the language of the page she is on; the REST API keeps its English
// for machines, whatever the request's Accept-Language.
import { SITE_LANGUAGE_HEADER } from "@studio/i18n/paths";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyPackage, signInClient, startServerWithMail, statusOf, type TestServer, trpcError } from "../harness";

let site: TestServer;
const clock = new Date("2026-11-20T14:00:00Z");
beforeAll(async () => {
  ({ site } = await startServerWithMail({ TRUST_PROXY: "true" }, { now: () => clock }));
});
afterAll(() => site.close());

const spanishPage = { [SITE_LANGUAGE_HEADER]: "es" };
const spanishBrowser = { "accept-language": "es-US,es;q=0.9" };

describe("the server's words", () => {
  it("refuse a form in the page's language, field by field; the REST API answers in English", async () => {
    const booking = { packageId: 6, clientName: "", clientEmail: "no-es-un-correo", phone: "3055550100" };
    const page = await trpcError(site.client().trpcWith(spanishPage).bookings.create.mutate(booking));
    expect(page.data?.httpStatus).toBe(400);
    expect(page.data?.issues).toEqual(
      expect.arrayContaining([
        { path: "clientName", message: "Escribe tu nombre completo" },
        { path: "clientEmail", message: "Escribe un correo electrónico válido" },
      ]),
    );
    const rest = await site.client().post("/api/bookings", booking, spanishBrowser);
    expect(rest.status).toBe(400);
    expect(rest.json.issues).toEqual(
      expect.arrayContaining([{ path: "clientName", message: "Please enter your full name" }]),
    );
  });

  it("say a refusal and its values in Spanish: an hour outside her hours, one she already has", async () => {
    const { sessionIds } = await buyPackage(site, "marisol@example.com", 6, "Marisol", "es");
    const { client } = await signInClient(site, "marisol@example.com", "10.20.0.1");
    const schedule = (id: number | undefined, time: string, headers: Record<string, string> = spanishPage) =>
      client.trpcWith(headers).portal.schedule.mutate({ sessionId: id ?? 0, date: "2026-11-24", time });

    const sunday = await trpcError(
      client
        .trpcWith(spanishPage)
        .portal.schedule.mutate({ sessionId: sessionIds[0] ?? 0, date: "2026-11-29", time: "10:00" }),
    );
    expect(sunday.data?.issues).toEqual([
      {
        path: "time",
        message: "Elige uno de los horarios disponibles (lun-vie 6 a.m.-11 a.m. y 4 p.m.-8 p.m., sáb 9 a.m.-12 p.m.).",
      },
    ]);
    // The page is told what was said, by its ID, with the values as worded for it.
    expect(sunday.data?.said).toEqual({
      id: "server.hours.chooseAvailable",
      values: { times: "lun-vie 6 a.m.-11 a.m. y 4 p.m.-8 p.m., sáb 9 a.m.-12 p.m." },
    });
    expect(await statusOf(schedule(sessionIds[0], "10:00"))).toBe(200);
    const twice = await trpcError(schedule(sessionIds[1], "10:00"));
    expect(twice.data?.httpStatus).toBe(409);
    expect(twice.message).toMatch(
      /^Ya tienes una sesión el martes, 24 de noviembre, 10:00 a\.m\.; elige otro horario\.$/,
    );
    expect(twice.data?.said?.id).toBe("server.sessions.alreadyThen");
    const inEnglish = await trpcError(schedule(sessionIds[1], "10:00", {}));
    expect(inEnglish.message).toBe(
      "You already have a session at Tue, Nov 24, 2026 at 10:00 AM ET. Please choose another time.",
    );
  });

  it("count the minutes of a limit in the page's language", async () => {
    const from = { "x-forwarded-for": "10.20.1.1" };
    const subscribe = (i: number) =>
      site
        .client()
        .trpcWith({ ...from, ...spanishPage })
        .newsletter.subscribe.mutate({ email: `limit${i}@example.com` });
    for (let i = 0; i < 20; i++) await subscribe(i).catch(() => undefined);
    const last = await trpcError(subscribe(20));
    expect(last.data?.httpStatus).toBe(429);
    expect(last.message).toBe("Demasiadas suscripciones. Inténtalo de nuevo en 60 minutos.");
    const rest = await site.client().post("/api/newsletter/subscribe", { email: "limit99@example.com" }, from);
    expect(rest.json.error).toBe("Too many sign-ups. Please try again in 60 minutes.");
  });

  it("sum up the hours in the language asked for", async () => {
    const asked = (input?: { language: "en" | "es" }) => site.trpc.hours.summary.query(input);
    expect(await asked({ language: "es" })).toEqual({
      gym: ["lun-vie 6 a.m.-11 a.m. y 4 p.m.-8 p.m.", "sáb 9 a.m.-12 p.m."],
      home: null,
    });
    expect(await asked()).toEqual({ gym: ["Mon-Fri 6am-11am and 4pm-8pm", "Sat 9am-12pm"], home: null });
    expect(
      (await site.client().get(`/trpc/hours.summary?input=${encodeURIComponent('{"language":"fr"}')}`)).status,
    ).toBe(400);
  });
});
