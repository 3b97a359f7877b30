// No cache but her own browser may keep an answer that depends on who asks or on a secret she sent. Walks every
// tRPC procedure of the router and every REST route of the OpenAPI document, anonymous, as a client and as the
// trainer: each answer of a private one (a refusal included) carries `Cache-Control: private, no-store` and
// `Vary: Cookie`; each shared one (the catalogue, posts, hours) keeps its public caching and answers the same
// whoever asks. A new procedure or route is covered by itself.
import { answersShared, appRouter } from "@studio/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restRoutes } from "../../src/rest/routes";
import { buyPackage, type HttpClient, signInAdmin, signInClient, startTestServer, type TestServer } from "../harness";

const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;

/** Ending a session would end the walk's; each is still asked once without one. */
const SIGNS_OUT = /logout|signOut|sign-out/;

let site: TestServer;
let anonymous: HttpClient;
let client: HttpClient;
let trainer: HttpClient;
let bookingId: number;
let accessToken: string;

beforeAll(async () => {
  site = await startTestServer();
  anonymous = site.client();
  ({ client } = await signInClient(site, "private@example.com"));
  ({ bookingId } = await buyPackage(site, "private@example.com"));
  trainer = await signInAdmin(site);
  const unpaid = await site
    .client()
    .post("/api/bookings", { packageId: 1, clientName: "Ana", clientEmail: "ana@example.com", phone: "3055550100" });
  accessToken = unpaid.json.accessToken;
}, 120_000);
afterAll(() => site?.close());

type Answer = Awaited<ReturnType<HttpClient["request"]>>;

function privacyProblem(what: string, answer: Answer): string | null {
  const cacheControl = answer.headers.get("cache-control") ?? "";
  const vary = (answer.headers.get("vary") ?? "").toLowerCase();
  const ok = /\bprivate\b/.test(cacheControl) && /no-store|max-age=\d+/.test(cacheControl) && vary.includes("cookie");
  return ok ? null : `${what}: ${answer.status} cache-control=${cacheControl || "-"} vary=${vary || "-"}`;
}

const noStore = (answer: Answer) => answer.headers.get("cache-control") === "private, no-store";

function callProcedure(who: HttpClient, path: string, input: unknown = {}) {
  const type = procedures[path]?._def.type;
  return type === "query"
    ? who.get(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
    : who.post(`/trpc/${path}`, input);
}

describe("tRPC answers", () => {
  const paths = Object.keys(procedures);
  const privatePaths = paths.filter((path) => !answersShared(procedures[path]));
  const sharedPaths = paths.filter((path) => answersShared(procedures[path]));

  it("of every private procedure are private, no-store and vary by cookie, for anyone who asks", async () => {
    expect(privatePaths.length).toBeGreaterThan(100);
    const problems: string[] = [];
    let answered = 0;
    for (const path of privatePaths) {
      for (const [who, caller] of [
        ["anonymous", anonymous],
        ["client", client],
        ["trainer", trainer],
      ] as const) {
        if (who !== "anonymous" && SIGNS_OUT.test(path)) continue;
        const answer = await callProcedure(caller, path);
        answered++;
        const problem = privacyProblem(`${who} ${path}`, answer);
        if (problem) problems.push(problem);
        else if (!noStore(answer)) problems.push(`${who} ${path}: ${answer.headers.get("cache-control")}`);
      }
    }
    expect(problems).toEqual([]);
    expect(answered).toBeGreaterThan(300);
  }, 300_000);

  it("of a batch are private as soon as one call in it is", async () => {
    const batch = await client.get(
      `/trpc/packages.list,portal.me?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }))}`,
    );
    expect(batch.status).toBe(200);
    expect(privacyProblem("batch", batch)).toBeNull();
    const shared = await client.get(
      `/trpc/packages.list,hours.summary?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: {}, 1: {} }))}`,
    );
    expect(shared.headers.get("cache-control")).toBeNull();
  });

  it("read with a booking's access token are private", async () => {
    const answer = await callProcedure(anonymous, "bookings.confirmation", { id: bookingId + 1, token: accessToken });
    expect(answer.status).toBe(200);
    expect(privacyProblem("bookings.confirmation", answer)).toBeNull();
  });

  it("that are shared keep their public caching, and are the same whoever asks", async () => {
    expect(sharedPaths.sort()).toEqual([
      "blog.bySlug",
      "blog.list",
      "clientPages.bySlug",
      "hours.openingHours",
      "hours.summary",
      "packages.byId",
      "packages.list",
      "recipes.byId",
      "recipes.list",
      "testimonials.list",
    ]);
    for (const path of sharedPaths) {
      expect(procedures[path]?._def.type, path).toBe("query");
      const input = path.endsWith("byId") ? { id: 1 } : {};
      const [seen, asClient, asTrainer] = await Promise.all(
        [anonymous, client, trainer].map((who) => callProcedure(who, path, input)),
      );
      expect(seen?.headers.get("cache-control") ?? "", path).not.toMatch(/no-store|private/);
      // Each language its own copy in a cache.
      expect(seen?.headers.get("vary"), path).toMatch(/^Accept-Language, x-site-language\b/);
      expect(asClient?.text, path).toBe(seen?.text);
      expect(asTrainer?.text, path).toBe(seen?.text);
    }
  });
});

describe("REST answers", () => {
  interface Operation {
    parameters?: { name: string; in: string }[];
  }
  const procedureOf = new Map(
    restRoutes.map((route) => [`${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`, route.procedure]),
  );

  it("of every private route are private, no-store (a feed: a short private cache) and vary by cookie", async () => {
    const document = (await anonymous.get("/api/openapi.json")).json as {
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    let privateRoutes = 0;
    let sharedRoutes = 0;
    for (const [template, operations] of Object.entries(document.paths)) {
      if (template === "/api/stripe/webhook") continue; // Stripe's, answered only to what Stripe signed
      for (const method of Object.keys(operations)) {
        const verb = method.toUpperCase();
        const procedure = procedureOf.get(`${verb} ${template}`);
        const shared = procedure !== undefined && answersShared(procedures[procedure]);
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === "token" ? accessToken : String(bookingId),
        );
        for (const [who, caller] of [
          ["anonymous", anonymous],
          ["client", client],
          ["trainer", trainer],
        ] as const) {
          if (who !== "anonymous" && SIGNS_OUT.test(template)) continue;
          const answer = await caller.request(verb, path, verb === "GET" || verb === "DELETE" ? undefined : {});
          const what = `${who} ${verb} ${template}`;
          if (shared) {
            sharedRoutes++;
            if (/no-store|private/.test(answer.headers.get("cache-control") ?? "")) problems.push(`${what} shared`);
            if (!/^Accept-Language, x-site-language\b/.test(answer.headers.get("vary") ?? ""))
              problems.push(`${what} vary`);
            continue;
          }
          privateRoutes++;
          const problem = privacyProblem(what, answer);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(privateRoutes).toBeGreaterThan(150);
    expect(sharedRoutes).toBeGreaterThan(0);
  }, 300_000);

  it("of a booking read with its token, and of her calendar feed, are private", async () => {
    const booking = await anonymous.get(`/api/bookings/${bookingId + 1}/confirmation?token=${accessToken}`);
    expect(booking.status).toBe(200);
    expect(noStore(booking)).toBe(true);
    expect(privacyProblem("confirmation", booking)).toBeNull();

    const feed = await callProcedure(client, "portal.calendarFeed");
    expect(noStore(feed)).toBe(true);
    const file = await anonymous.get(new URL(feed.json.result.data.url).pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe("private, max-age=300");
    expect(privacyProblem("feed", file)).toBeNull();
  });
});
