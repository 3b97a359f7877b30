// Browser tests: the real server with the built app, on a fresh database, driven by Debian's Chromium.
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { ServerOverrides } from "@studio/server";
import { startSmtpServer } from "@studio/server/smtp";
import { ADMIN_PASSWORD, ADMIN_USER, latestCode, startTestServer } from "@studio/server/testing";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from "playwright-core";
import { expect } from "vitest";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/chromium.mjs";

export { ADMIN_PASSWORD, ADMIN_USER } from "@studio/server/testing";

export const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) {
  if (process.env.E2E_REQUIRED) throw new Error(`E2E_REQUIRED is set but no Chromium at ${CHROMIUM_PATH}`);
  console.warn(`\n*** BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium) ***\n`);
}

/**
 * One Chromium per test worker, shared by the files it runs (the e2e project does not isolate them): each site opens
 * contexts of its own in it and closes them, so no cookie or page outlives its file, and a file no longer pays a
 * browser's start. The browser goes with the worker's process.
 */
let sharedBrowser: Promise<Browser> | undefined;
function browserOfThisWorker(): Promise<Browser> {
  sharedBrowser ??= chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  return sharedBrowser;
}

export async function startSite(env: Record<string, string> = {}, overrides: ServerOverrides = {}) {
  const [server, browser] = await Promise.all([
    startTestServer(env, { webDist: join(import.meta.dirname, "../dist"), ...overrides }),
    browserOfThisWorker(),
  ]);
  const contexts = new Set<BrowserContext>();
  /** A browser context of this site's own (own cookies and storage), closed with the site. */
  const newContext = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL: server.url, ...options });
    contexts.add(context);
    context.once("close", () => contexts.delete(context));
    return context;
  };
  return {
    url: server.url,
    db: server.db,
    services: server.server.services,
    newContext,
    /** A fresh browser context (own cookies) at phone or desktop size, in a browser set to `locale`'s language. */
    async page(size: "phone" | "desktop" = "desktop", { locale = "en-US" }: { locale?: string } = {}): Promise<Page> {
      const viewport = size === "phone" ? { width: 390, height: 844 } : { width: 1366, height: 900 };
      const context = await newContext({ viewport, locale });
      const page = await context.newPage();
      // A prerendered page shows before its code runs; a test, like a person, acts once the app has taken it over
      // (a switch tapped before then is set back by React when it takes the page over), after a reload as well.
      const ready = () => page.waitForSelector("html[data-app-ready]", { state: "attached" });
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await ready();
        return response;
      };
      const reload = page.reload.bind(page);
      page.reload = async (options) => {
        const response = await reload(options);
        await ready();
        return response;
      };
      return page;
    },
    async close() {
      await Promise.all([...contexts].map((context) => context.close()));
      await server.close();
    },
  };
}

export type Site = Awaited<ReturnType<typeof startSite>>;

/** The site with an SMTP server of the test's own, which receives every e-mail it sends; closed with the site. */
export async function startSiteWithMail(env: Record<string, string> = {}, overrides: ServerOverrides = {}) {
  const smtp = await startSmtpServer();
  const site = await startSite({ ...env, SMTP_URL: smtp.url }, overrides);
  const close = site.close;
  site.close = async () => {
    await close();
    await smtp.close();
  };
  return { site, smtp };
}
export type { Browser, Page };

type Smtp = Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];

/** The e-mails the test's SMTP server received for `email`, once `count` of them have arrived. */
export async function mailsTo(smtp: Smtp, email: string, count: number) {
  const to = () => smtp.received.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
  await expect.poll(() => to().length, { timeout: 5000 }).toBeGreaterThanOrEqual(count);
  return to();
}

/** The path and query of the site's link to `path` in an e-mail's text. */
export function linkIn(text: string | undefined, path: string) {
  const link = new URL(new RegExp(`(https?://\\S+${path}\\?\\S+)`).exec(text ?? "")?.[1] ?? "http://none/");
  return link.pathname + link.search;
}

/** Opens a back-office page and signs in as the trainer on the sign-in form it shows. */
export async function signInAsTrainer(page: Page, path: string) {
  await page.goto(path);
  await page.getByLabel("Username").fill(ADMIN_USER);
  await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** The portal's e-mail and code steps, as each language labels them. */
const codeSteps = {
  en: {
    email: "Email address",
    send: "Send Verification Code",
    sent: "Verification Code Sent",
    code: "Verification code",
  },
  es: {
    email: "Correo electrónico",
    send: "Enviar código de verificación",
    sent: "Código de verificación enviado",
    code: "Código de verificación",
  },
};

/**
 * Proves an e-mail on a page that shows the portal's e-mail and code steps, reading the code the server sent; a
 * whole code verifies itself.
 */
export async function verifyOnPage(site: Site, page: Page, email: string, language: "en" | "es" = "en") {
  const steps = codeSteps[language];
  await page.getByLabel(steps.email).fill(email);
  await page.getByRole("button", { name: steps.send }).click();
  await toast(page, steps.sent).waitFor();
  await page.getByLabel(steps.code).fill(await latestCode(site, email));
}

/**
 * Proves her e-mail on the page's e-mail step, whatever language that step is written in: the address, Enter, then
 * the six digits, which verify as soon as they are typed. The caller waits for the welcome it expects.
 */
export async function proveEmail(site: Site, page: Page, email: string) {
  const address = page.locator('input[type="email"]');
  await address.fill(email);
  await address.press("Enter");
  const code = page.locator('input[autocomplete="one-time-code"]');
  await code.waitFor();
  await code.fill(await latestCode(site, email));
}

/**
 * Turns a switch or checkbox over from the keyboard. Mantine draws its input under the track, so a click would
 * have to be forced at coordinates, which a late layout shift can move off the control; Space goes to the input.
 */
export async function toggle(control: Locator) {
  await control.press("Space");
}

/**
 * Waits until React has taken the element over. The page's first part is the app's as soon as it is ready, but a
 * section the page hydrates later (the home page's sections, whose code loads after the hero's) is plain HTML until
 * its code has arrived, and a tap on it before then does nothing, as it would for a person on a slow phone.
 */
export const hydrated = (target: Locator) =>
  target.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith("__reactFiber")) ? resolve() : setTimeout(check, 50);
        check();
      }),
  );

/** The newest notification whose text includes `title`. */
export const toast = (page: Page, title: string) =>
  page.locator(".mantine-Notification-root").filter({ hasText: title }).last();

/** A visitor's booking, made through the REST API as the booking form makes it; paid (mock) unless `pay` is false. */
export async function bookPackage(
  site: Site,
  booking: { packageId: number; clientName: string; clientEmail: string; address?: string },
  pay = true,
): Promise<{ id: number; accessToken: string }> {
  const post = (path: string, body: unknown) =>
    fetch(site.url + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((answer) => answer.json() as Promise<{ id: number; accessToken: string }>);
  const created = await post("/api/bookings", { ...booking, phone: "3055550100" });
  if (pay) await post("/api/create-payment-intent", { bookingId: created.id, token: created.accessToken });
  return created;
}

/** Two clicks in the same task: the second lands before the page can re-render. */
export const doubleTap = (button: Locator) =>
  button.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
  });

/** Every tRPC call the page makes, by procedure name (a batch of calls is one request with their names joined). */
export function trpcCalls(page: Page) {
  const calls: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/trpc/")) calls.push(...path.slice("/trpc/".length).split(","));
  });
  return (name: string) => calls.filter((call) => call === name).length;
}
