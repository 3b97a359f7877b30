// What search engines and link previews read of the business: the JSON-LD in the head of the pages the server
// draws, parsed as a crawler parses it and checked against what each schema.org type needs (the properties Google's
// rich results require or recommend for a LocalBusiness, an Offer and an Article), from the live catalogue and hours.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { blogPosts, packages } from "@studio/db";
import { SPEC_WEEKLY_HOURS } from "@studio/validators";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type HttpClient, startServerWithAdmin, type TestServer } from "../harness";

const webDist = join(import.meta.dirname, "../../../web/dist");
const built = existsSync(join(webDist, "../dist-ssr/server-render.js"));
const ORIGIN = "https://studio.example";

let site: TestServer;
let admin: HttpClient;
beforeAll(async () => {
  if (!built) return;
  ({ site, admin } = await startServerWithAdmin({ PUBLIC_URL: ORIGIN }, { webDist }));
  // The home page's sections load on the first draw; on a busy machine that first draw may give up before they
  // have (and answer the bare shell), so the tests start once they are loaded.
  await vi.waitFor(async () => expect((await site.client().get("/")).text).toContain("application/ld+json"), {
    timeout: 30_000,
    interval: 500,
  });
});

/** A change reaches the pages by the database's NOTIFY, and a page is drawn again: both take a moment. */
const SETTLES = { timeout: 15_000, interval: 200 };
afterAll(() => site?.close());

type Node = Record<string, unknown>;

/** Every JSON-LD block of the page, parsed as a crawler reads it: the element's text as JSON. */
async function jsonLdOf(path: string): Promise<Node[]> {
  const answer = await site.client().get(path);
  expect(answer.status).toBe(200);
  return [...answer.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "") as Node,
  );
}

/** The one description a page carries, with its schema.org context. */
async function describedAs(path: string, type: string): Promise<Node> {
  const blocks = await jsonLdOf(path);
  expect(blocks).toHaveLength(1);
  const [node] = blocks as [Node];
  expect(node["@context"]).toBe("https://schema.org");
  expect(node["@type"]).toBe(type);
  return node;
}

const absoluteOnSite = (value: unknown) => typeof value === "string" && value.startsWith(`${ORIGIN}/`);
const WEEKDAYS = new Set(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]);

/**
 * What each type the site writes must carry, and the form of its values: a node of any other type, or one that
 * lacks one of these, fails the check.
 */
const RULES: Record<string, Record<string, (value: unknown) => boolean>> = {
  ExerciseGym: {
    name: (v) => typeof v === "string" && v.length > 0,
    url: absoluteOnSite,
    telephone: (v) => typeof v === "string" && /^\+1\d{10}$/.test(v),
    address: (v) => (v as Node)?.["@type"] === "PostalAddress",
  },
  PostalAddress: {
    streetAddress: (v) => typeof v === "string" && v.length > 0,
    addressLocality: (v) => v === "Miami",
    addressRegion: (v) => v === "FL",
    postalCode: (v) => typeof v === "string" && /^\d{5}$/.test(v),
    addressCountry: (v) => v === "US",
  },
  GeoCoordinates: {
    latitude: (v) => typeof v === "number" && Math.abs(v) <= 90,
    longitude: (v) => typeof v === "number" && Math.abs(v) <= 180,
  },
  OpeningHoursSpecification: {
    dayOfWeek: (v) => Array.isArray(v) && v.length > 0 && v.every((day) => WEEKDAYS.has(day)),
    opens: (v) => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
    closes: (v) => typeof v === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
  },
  OfferCatalog: {
    name: (v) => typeof v === "string",
    itemListElement: Array.isArray,
  },
  Offer: {
    price: (v) => typeof v === "string" && /^\d+\.\d{2}$/.test(v),
    priceCurrency: (v) => v === "USD",
    availability: (v) => v === "https://schema.org/InStock",
    url: absoluteOnSite,
    itemOffered: (v) => (v as Node)?.["@type"] === "Service",
  },
  Service: {
    name: (v) => typeof v === "string" && v.length > 0,
    description: (v) => typeof v === "string",
  },
  City: { name: (v) => v === "Miami" },
  BlogPosting: {
    headline: (v) => typeof v === "string" && v.length > 0,
    description: (v) => typeof v === "string" && v.length > 0,
    datePublished: (v) => typeof v === "string" && new Date(v).toISOString() === v,
    author: (v) => (v as Node)?.["@type"] === "Person",
    image: absoluteOnSite,
    url: absoluteOnSite,
  },
  Person: { name: (v) => typeof v === "string" && v.length > 0 },
};

/** Checks every typed node in the tree against RULES; answers the nodes by type, to look into further. */
function validate(root: Node): Map<string, Node[]> {
  const byType = new Map<string, Node[]>();
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) visit(item, `${path}[${i}]`);
      return;
    }
    if (!value || typeof value !== "object") return;
    const node = value as Node;
    const type = node["@type"];
    if (typeof type === "string") {
      const rules = RULES[type];
      expect(rules, `${path}: a type this test does not know, ${type}`).toBeDefined();
      for (const [property, holds] of Object.entries(rules ?? {})) {
        expect(holds(node[property]), `${path} (${type}).${property} = ${JSON.stringify(node[property])}`).toBe(true);
      }
      byType.set(type, [...(byType.get(type) ?? []), node]);
    }
    for (const [key, child] of Object.entries(node)) if (!key.startsWith("@")) visit(child, `${path}.${key}`);
  };
  visit(root, "$");
  return byType;
}

const activePackages = () =>
  site.db.select().from(packages).where(eq(packages.active, true)).orderBy(packages.position, packages.id);

describe.skipIf(!built)("structured data", () => {
  it("describes the studio on the home page: an ExerciseGym with its address, map point, hours and every package", async () => {
    const gym = await describedAs("/", "ExerciseGym");
    const found = validate(gym);
    expect(gym).toMatchObject({
      "@id": `${ORIGIN}/#studio`,
      name: "Carmen Reyes Fitness",
      url: `${ORIGIN}/`,
      telephone: "+13055550148",
      address: { streetAddress: "1001 Brickell Bay Drive", postalCode: "33131" },
      geo: { "@type": "GeoCoordinates" },
    });
    expect((gym.image as string[]).every(absoluteOnSite)).toBe(true);
    // SPEC's week, as the trainer's template starts: runs of start hours, each open until its last session ends.
    expect(gym.openingHoursSpecification).toContainEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Tuesday", "Wednesday", "Thursday"],
      opens: "06:00",
      closes: "12:00",
    });
    expect(
      found.get("OpeningHoursSpecification")?.some((spec) => (spec.dayOfWeek as string[]).includes("Sunday")),
    ).toBe(false);
    // One Offer for each active package, at its price and booking page.
    const offers = found.get("Offer") ?? [];
    expect(offers.map((offer) => [offer.name, offer.price, offer.url])).toEqual(
      (await activePackages()).map((pkg) => [pkg.name, pkg.price, `${ORIGIN}/booking/${pkg.id}`]),
    );
  });

  it("describes a package's booking page as its Service with an Offer, provided by the studio", async () => {
    const [pkg] = await site.db.select().from(packages).where(eq(packages.id, 6));
    const service = await describedAs("/booking/6", "Service");
    validate(service);
    expect(service).toMatchObject({
      name: pkg?.name,
      provider: { "@type": "ExerciseGym", "@id": `${ORIGIN}/#studio` },
      offers: { "@type": "Offer", price: pkg?.price, priceCurrency: "USD", url: `${ORIGIN}/booking/6` },
    });
  });

  it("describes each article as a BlogPosting, its text escaped inside the script element", async () => {
    const [post] = await site.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "why-strength-training-matters-after-40"));
    const path = `/blog/${post?.slug}`;
    const posting = await describedAs(path, "BlogPosting");
    validate(posting);
    expect(posting).toMatchObject({
      headline: post?.title,
      description: post?.excerpt,
      datePublished: post?.publishAt.toISOString(),
      author: { "@type": "Person", name: post?.author },
      url: `${ORIGIN}${path}`,
    });

    // A title that would close the element and run a script of its own stays text: "<" is written as \u003c.
    const title = "Strength </script><script>alert(1)</script> <!-- after 40";
    await site.db
      .update(blogPosts)
      .set({ title })
      .where(eq(blogPosts.id, post?.id ?? 0));
    await vi.waitFor(async () => expect((await describedAs(path, "BlogPosting")).headline).toBe(title), SETTLES);
    const html = (await site.client().get(path)).text;
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(block).not.toContain("<");
    expect(block).toContain("\\u003c/script>");
  });

  it("describes nothing on a page that is not about the business, a post not found or an unknown package", async () => {
    expect(await jsonLdOf("/contact")).toEqual([]);
    expect(await jsonLdOf("/booking/9999")).toEqual([]);
    const missing = await site.client().get("/blog/no-such-post");
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain("application/ld+json");
  });

  it("follows the live catalogue and hours: a retired package drops out, a new price and a new week show", async () => {
    await admin.trpc.admin.packages.setActive.mutate({ id: 7, active: false });
    await vi.waitFor(async () => {
      const offers = validate(await describedAs("/", "ExerciseGym")).get("Offer") ?? [];
      expect(offers.map((offer) => offer.url)).not.toContain(`${ORIGIN}/booking/7`);
      expect(offers).toHaveLength((await activePackages()).length);
    }, SETTLES);
    expect(await jsonLdOf("/booking/7")).toEqual([]);

    await site.db.update(packages).set({ price: "1234.00" }).where(eq(packages.id, 6));
    await vi.waitFor(async () => {
      const offers = validate(await describedAs("/", "ExerciseGym")).get("Offer") ?? [];
      expect(offers.find((offer) => offer.url === `${ORIGIN}/booking/6`)?.price).toBe("1234.00");
    }, SETTLES);

    // Her gym opens on Sundays from 9 to 11 (start hours 9 and 10), otherwise as SPEC's week.
    const days = SPEC_WEEKLY_HOURS.map((hours, weekday) => ({ weekday, hours: weekday === 0 ? [9, 10] : [...hours] }));
    await admin.trpc.admin.hours.saveWeekly.mutate({ sessionType: "gym", days });
    await vi.waitFor(
      async () =>
        expect((await describedAs("/", "ExerciseGym")).openingHoursSpecification).toContainEqual({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Sunday"],
          opens: "09:00",
          closes: "11:00",
        }),
      SETTLES,
    );
    await admin.trpc.admin.packages.setActive.mutate({ id: 7, active: true });
  });
});
