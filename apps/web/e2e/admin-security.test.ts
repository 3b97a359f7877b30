// The trainer's second factor in a real browser: a passkey set up and used with Chromium's virtual authenticator
// (DevTools protocol), and the authenticator app set up by its key and used with a code computed here, as her phone
// would. WebAuthn needs a secure context with a host name for its relying party: the site is opened as
// http://localhost (PUBLIC_URL's host in tests), not 127.0.0.1.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PASSWORD, ADMIN_USER, hasChromium, type Page, type Site, startSite, toast } from "./harness";

describe.skipIf(!hasChromium)("the back office's second factor", () => {
  let site: Site;
  let page: Page;
  let secret = "";
  beforeAll(async () => {
    site = await startSite();
    const context = await site.newContext({
      viewport: { width: 1366, height: 900 },
      baseURL: site.url.replace("127.0.0.1", "localhost"),
    });
    page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("WebAuthn.enable");
    await cdp.send("WebAuthn.addVirtualAuthenticator", {
      options: {
        protocol: "ctap2",
        transport: "internal",
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
  });
  afterAll(() => site?.close());

  const open = async (path: string) => {
    await page.goto(path);
    await page.waitForSelector("html[data-app-ready]", { state: "attached" });
  };
  const typePassword = async () => {
    await open("/admin");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
  };
  const signOut = async () => {
    await page.getByRole("button", { name: "Logout" }).click();
    await page.getByRole("heading", { name: "Admin Access" }).waitFor();
  };
  const code = (secondsLater = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
      timestamp: Date.now() + secondsLater * 1000,
    });

  it("adds a passkey from the Security screen, then signs in with it after the password", async () => {
    await typePassword();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
    await open("/admin/security");
    await page.getByText("Only your password protects the back office").waitFor();

    await page.getByLabel("Passkey name").fill("This laptop");
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await toast(page, "Passkey added").waitFor();
    await page.getByText("Two-step sign-in is on").waitFor();
    await page.getByRole("region", { name: "Passkeys" }).getByText("This laptop").waitFor();

    await signOut();
    await typePassword();
    await page.getByRole("heading", { name: "Confirm it's you" }).waitFor();
    // No session before the second step.
    const me = await page.evaluate(() => fetch("/api/admin/me").then((answer) => answer.status));
    expect(me).toBe(401);
    await page.getByRole("button", { name: "Use your passkey" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  });

  it("sets up the authenticator app with a confirmation code, then signs in with a code", async () => {
    await open("/admin/security");
    await page.getByRole("button", { name: "Set up an authenticator app" }).click();
    await page.getByRole("img", { name: /QR code/ }).waitFor();
    secret = ((await page.getByLabel("Set-up key").textContent()) ?? "").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const confirmation = page.getByLabel(/Code from the app/);
    await expect(confirmation.getAttribute("autocomplete")).resolves.toBe("one-time-code");
    await confirmation.fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await page.getByText("That code is not right. Please try again.").waitFor();
    await confirmation.fill(code());
    await page.getByRole("button", { name: "Confirm" }).click();
    await toast(page, "Authenticator app set up").waitFor();
    await page.getByRole("region", { name: "Authenticator app" }).getByText("On", { exact: true }).waitFor();

    await signOut();
    await typePassword();
    await page.getByRole("heading", { name: "Confirm it's you" }).waitFor();
    const field = page.getByLabel(/^Authentication code/);
    await expect(field.getAttribute("autocomplete")).resolves.toBe("one-time-code");
    await field.fill("12");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Code must be the 6 digits your authenticator app shows").waitFor();
    // The code of the next 30 seconds: the one used to confirm can never sign in again.
    await field.fill(code(30));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();
  });

  it("makes recovery codes shown once, signs in with one, and removes a factor only after asking", async () => {
    await open("/admin/security");
    await page.getByRole("button", { name: "Make recovery codes" }).click();
    const list = page.getByRole("list", { name: "Your recovery codes" });
    await list.waitFor();
    const codes = (await list.getByRole("listitem").allTextContents()).map((text) => text.trim());
    expect(codes).toHaveLength(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
    await page.getByText("10 of 10 codes unused.").waitFor();

    await signOut();
    await typePassword();
    await page.getByRole("button", { name: "Use a recovery code instead" }).click();
    await page.getByLabel(/^Recovery code/).fill(codes[0] ?? "");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByRole("heading", { name: "Admin Panel" }).waitFor();

    await open("/admin/security");
    await page.getByText("9 of 10 codes unused.").waitFor();
    await page.getByRole("region", { name: "Authenticator app" }).getByRole("button", { name: "Remove" }).click();
    const dialog = page.getByRole("dialog", { name: "Remove the authenticator app?" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByRole("region", { name: "Authenticator app" }).getByRole("button", { name: "Remove" }).click();
    await dialog.getByRole("button", { name: "Remove app" }).click();
    await toast(page, "Authenticator app removed").waitFor();
    await page.getByRole("button", { name: "Set up an authenticator app" }).waitFor();
    // The passkey is still there: two-step sign-in stays on.
    await page.getByText("Two-step sign-in is on").waitFor();
  });
});
