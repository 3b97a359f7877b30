// Public pages rendered by the server from live data, with the real web build (built by `pnpm test` first).
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { packages, recipes, testimonials } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { pageRenderer } from "../../src/page-renderer";
import { startTestServer, type TestServer } from "../harness";

const webDist = join(import.meta.dirname, "../../../web/dist");
const built = existsSync(join(webDist, "../dist-ssr/server-render.js"));

let site: TestServer;
beforeAll(async () => {
  if (built) site = await startTestServer({ PUBLIC_URL: "https://studio.example" }, { webDist });
});
afterAll(() => site?.close());

const page = (path: string, headers: Record<string, string> = {}) =>
  site.client().request("GET", path, undefined, headers);
/** The page's visible text, without its styles and tags. */
const textOf = (html: string) =>
  html
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe.skipIf(!built)("a public page", () => {
  it("arrives with its content, title, description, Open Graph tags and the data it was drawn with", async () => {
    const [recipe] = await site.db.select().from(recipes).where(eq(recipes.approved, true)).limit(1);
    const answer = await page(`/recipes/${recipe?.id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("text/html");
    expect(answer.headers.get("cache-control")).toBe("no-cache");
    const html = answer.text;
    expect(html).toContain(`<title>${recipe?.title} | Carmen Reyes Fitness</title>`);
    expect(html).toContain(`<meta property="og:title" content="${recipe?.title} | Carmen Reyes Fitness"`);
    expect(html).toContain(`<meta property="og:url" content="https://studio.example/recipes/${recipe?.id}"`);
    expect(textOf(html)).toContain(recipe?.ingredients[0]);
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    const drawnWith = (JSON.parse(data).queries as { queryKey: [string[]]; state: { data: unknown } }[]).find(
      (query) => query.queryKey[0].join(".") === "recipes.byId",
    );
    expect((drawnWith?.state.data as { title?: string } | undefined)?.title).toBe(recipe?.title);
  });

  it("draws a client's page at its sign-in step for a visitor without a client session, and waits for one with it", async () => {
    const emailField = /<input[^>]*type="email"/;
    const signedOut = (await page("/my-bookings")).text;
    expect(signedOut).toMatch(emailField);
    expect(signedOut).toContain('"portal","me"');
    // A session cookie may be live or stale: only her browser's own call tells, so the page waits for it.
    const withSession = (await page("/my-bookings", { cookie: "client_session=someone" })).text;
    expect(withSession).not.toMatch(emailField);
    expect(withSession).not.toContain('"portal","me"');
    expect(textOf((await page("/es/progress-tracker")).text)).toContain("Correo electrónico");
  });

  it("shows a package's booking form with the catalogue in it, and the home page its testimonials", async () => {
    expect(textOf((await page("/booking/6")).text)).toContain("12 Gym Sessions - $960");
    // The slider shows the first story of the list.
    const [story] = (await site.client().get("/api/testimonials")).json as unknown as { name: string }[];
    expect(textOf((await page("/")).text)).toContain(story?.name);
  });

  it("follows every change to the content at once: prices, recipes and testimonials", async () => {
    // "At once": as soon as the database's notice arrives, which a machine running many tests may take a moment over.
    const soon = { timeout: 5000 };
    expect((await page("/booking/7")).text).not.toContain("$1,111");
    expect((await page("/es/booking/7")).text).not.toContain("$1,111");
    await site.db.update(packages).set({ price: "1111.00" }).where(eq(packages.id, 7));
    await vi.waitFor(
      async () => expect(textOf((await page("/booking/7")).text)).toContain("16 Gym Sessions - $1,111"),
      soon,
    );
    // The Spanish page too, with her Spanish name for it.
    await vi.waitFor(
      async () => expect(textOf((await page("/es/booking/7")).text)).toContain("16 sesiones en el gimnasio - $1,111"),
      soon,
    );

    const [recipe] = await site.db.select().from(recipes).where(eq(recipes.approved, true)).limit(1);
    await page(`/recipes/${recipe?.id}`);
    await site.db
      .update(recipes)
      .set({ title: "Renamed Bowl" })
      .where(eq(recipes.id, recipe?.id ?? 0));
    await vi.waitFor(
      async () => expect((await page(`/recipes/${recipe?.id}`)).text).toContain("<title>Renamed Bowl"),
      soon,
    );

    await page("/");
    await site.db.update(testimonials).set({ name: "Renamed Client" });
    await vi.waitFor(async () => expect(textOf((await page("/")).text)).toContain("Renamed Client"), soon);
  });

  it("draws both first states of the checkout and the confirmation, for the head script to choose from", async () => {
    // Only the visitor's own tab holds her booking: the script the head runs first marks the page when it does.
    const checkout = await page("/checkout");
    expect(textOf(checkout.text)).toContain("Setting up payment");
    expect(textOf(checkout.text)).toContain("No booking found");
    const confirmation = (await page("/booking-confirmation")).text;
    expect(confirmation).toContain('aria-label="Loading your booking"');
    expect(textOf(confirmation)).toContain("No booking found");

    // The CSP runs that script, by its hash, and no other inline script.
    const script = /<script>([^<]+)<\/script>/.exec(checkout.text)?.[1] ?? "";
    expect(script).toContain("sessionStorage");
    const hash = createHash("sha256").update(script).digest("base64");
    const policy = checkout.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy.match(/'sha256-/g)).toHaveLength(1);
  });

  it("answers 404 with the page that says so, for an unknown address, recipe, article or client page", async () => {
    for (const [path, says] of [
      ["/no-such-page", "404 Page Not Found"],
      ["/recipes/999999", "Recipe Not Found"],
      ["/blog/no-such-article", "404 Page Not Found"],
      ["/clients/nobody/program", "404 Page Not Found"],
    ]) {
      const answer = await page(path ?? "");
      expect(answer.status, path).toBe(404);
      expect(textOf(answer.text), path).toContain(says);
    }
  });

  it("is sent compressed, and the same page to many visitors at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => fetch(`${site.url}/blog`, { headers: { "accept-encoding": "br" } })),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(answers[0]?.headers.get("content-encoding")).toBe("br");
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(1);
  });

  it("reports a page drawn at an address the router rewrites, and does not keep it", async () => {
    // A renderer of its own, so that what the site's renderer has kept does not answer for it.
    const pages = pageRenderer(site.server.app, { webDist, publicUrl: "https://studio.example" });
    const warn = vi.spyOn(site.server.app.log, "warn");
    try {
      // The router's form of this address has no trailing slash: on the server it ends in a redirect, not a page.
      expect(await pages?.render("/contact/")).not.toBe(await pages?.render("/contact/"));
      expect(warn).toHaveBeenCalledWith(
        { url: "/contact/", rewrittenTo: "/contact" },
        "page drawn at an address the router rewrites",
      );
      // Pages at their own address are kept and not reported, with a search their route ignores or accepts.
      warn.mockClear();
      for (const path of ["/contact", "/blog?category=nutrition", "/recipes?utm_source=instagram", "/unsubscribe"]) {
        expect(await pages?.render(path), path).toBe(await pages?.render(path));
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });

  it("leaves the admin and the developer pages to the browser: the app shell", async () => {
    for (const path of ["/admin", "/admin/bookings", "/test-scheduling"]) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).toContain('<div id="root"></div>');
    }
  });
});
