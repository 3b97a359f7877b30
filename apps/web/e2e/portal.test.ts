import { readFileSync } from "node:fs";
import type { SmtpServer } from "@studio/server/smtp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, doubleTap, hasChromium, type Site, startSiteWithMail, toast, trpcCalls } from "./harness";

describe.skipIf(!hasChromium)("client portal", () => {
  let smtp: SmtpServer;
  let site: Site;
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail({}));
  });
  afterAll(() => site?.close());

  /** Books and pays (mock mode) through the API, as the booking screen would. */
  const buy = (email: string, packageId: number) =>
    bookPackage(site, { packageId, clientName: "Client Name", clientEmail: email });

  /** The code from the newest verification e-mail to this address. */
  async function codeFrom(email: string, after: number) {
    const mails = await smtp.waitFor(after + 1);
    const mail = [...mails.slice(after)]
      .reverse()
      .find(
        (m) => m.subject?.startsWith("Your verification code") && m.to && "text" in m.to && m.to.text.includes(email),
      );
    const code = /(\d{6})/.exec(mail?.subject ?? "")?.[1];
    if (!code) throw new Error(`No code e-mail for ${email}`);
    return code;
  }

  it("My Sessions: validates, sends a code, submits on the 6th digit and shows the sessions", async () => {
    await buy("elena@example.com", 6);
    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await toast(page, "Invalid Email").waitFor();
    await page.getByLabel("Email address").fill("elena-at-example.com");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await toast(page, "Invalid Email").filter({ hasText: "Please enter a valid email address" }).waitFor();

    const before = smtp.received.length;
    await page.getByLabel("Email address").fill("elena@example.com");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    await toast(page, "Verification Code Sent").waitFor();
    const code = await codeFrom("elena@example.com", before);

    await page.getByRole("button", { name: "Verify Code" }).click();
    await toast(page, "Invalid Code").filter({ hasText: "Please enter the 6-digit verification code" }).waitFor();
    const input = page.getByLabel("Verification code");
    await input.fill(`ab${code.slice(0, 3)}`);
    await expect(input.inputValue()).resolves.toBe(code.slice(0, 3));
    await input.pressSequentially(code.slice(3));
    await toast(page, "Verification Successful").waitFor();
    const card = page.getByRole("article", { name: "12 Gym Sessions" });
    // The toast comes before the sessions have loaded; count() does not wait.
    await card.getByTestId("session-row").last().waitFor();
    await expect(card.getByTestId("session-row").count()).resolves.toBe(12);
    await expect(card.getByText("Not scheduled yet").first().isVisible()).resolves.toBe(true);
    await page.getByText(/Sessions cancelled within 24 hours are forfeited/).waitFor();

    // The device stays verified.
    await page.reload();
    await page.getByRole("article", { name: "12 Gym Sessions" }).waitFor();
    await page.getByRole("button", { name: "Search Different Email" }).click();
    await page.getByRole("button", { name: "Send Verification Code" }).waitFor();
    await page.reload();
    await page.getByRole("button", { name: "Send Verification Code" }).waitFor();
    await page.context().close();
  });

  it("My Sessions: says when there are no sessions and links to booking; a wrong code fails", async () => {
    const page = await site.page();
    await page.goto("/my-bookings");
    const before = smtp.received.length;
    await page.getByLabel("Email address").fill("nobody@example.com");
    await page.getByRole("button", { name: "Send Verification Code" }).click();
    const code = await codeFrom("nobody@example.com", before);
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Verification code").fill(wrong);
    await toast(page, "Verification Failed").filter({ hasText: "Invalid verification code" }).waitFor();
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await toast(page, "No Sessions Found").waitFor();
    await expect(page.getByRole("link", { name: "Book a Session" }).getAttribute("href")).resolves.toBe("/booking");
    await page.context().close();
  });

  it("workout access: disabled buttons, the program, its download and print", async () => {
    await buy("olga@example.com", 5);
    const page = await site.page();
    await page.goto("/workout-access");
    const send = page.getByRole("button", { name: "Send Code" });
    await expect(send.isDisabled()).resolves.toBe(true);
    const before = smtp.received.length;
    await page.getByLabel("Email address").fill("olga@example.com");
    await send.click();
    await toast(page, "Verification Code Sent").waitFor();
    const code = await codeFrom("olga@example.com", before);
    const access = page.getByRole("button", { name: "Access Program" });
    await page.getByLabel("Verification code").fill(code.slice(0, 5));
    await expect(access.isDisabled()).resolves.toBe(true);
    await page.getByLabel("Verification code").fill(code);
    await access.click();
    await toast(page, "Access Granted").waitFor();
    await page.getByRole("heading", { name: "Intermediate", exact: true }).waitFor();
    await page.getByText(/INTERMEDIATE: 8-WEEK STRENGTH BUILDER/).waitFor();
    // One purchase: the page is as it always was, with no list to choose from.
    await expect(page.getByRole("heading", { name: "Your programs" }).count()).resolves.toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Intermediate.txt");
    expect(readFileSync((await download.path()) ?? "", "utf8")).toContain("LOWER A");

    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed++;
      };
    });
    await page.getByRole("button", { name: "Print" }).click();
    await expect(page.evaluate(() => (window as unknown as { printed: number }).printed)).resolves.toBe(1);

    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Send Code" }).waitFor();
    await page.context().close();
  });

  it("workout access with two purchases: lists both, newest first, and opens the older by keyboard", async () => {
    await buy("paula@example.com", 4);
    await buy("paula@example.com", 13);
    const page = await site.page("phone");
    await page.goto("/workout-access");
    const before = smtp.received.length;
    await page.getByLabel("Email address").fill("paula@example.com");
    await page.getByRole("button", { name: "Send Code" }).click();
    const code = await codeFrom("paula@example.com", before);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Access Program" }).click();
    await toast(page, "Access Granted").waitFor();

    // The latest opens first, as it always has; her list names both, newest first, the open one current.
    await page.getByRole("heading", { name: "Back, Hamstring & Glutes", level: 2 }).waitFor();
    const list = page.getByRole("region", { name: "Your programs" });
    const choices = list.getByRole("button");
    await expect(choices.allInnerTexts()).resolves.toEqual([
      expect.stringMatching(/^Back, Hamstring & Glutes\s+Workout of the Day · bought \w{3} \d{1,2}, \d{4}/),
      expect.stringMatching(/^Beginner\s+Program · bought \w{3} \d{1,2}, \d{4}$/),
    ]);
    const workout = list.getByRole("button", { name: /^Back, Hamstring & Glutes/ });
    const beginner = list.getByRole("button", { name: /^Beginner/ });
    await expect(workout.getAttribute("aria-current")).resolves.toBe("true");
    await expect(beginner.getAttribute("aria-current")).resolves.toBeNull();

    await beginner.focus();
    await page.keyboard.press("Enter");
    const title = page.getByRole("heading", { name: "Beginner", exact: true, level: 2 });
    await title.waitFor();
    await page.getByText(/BEGINNER: 4-WEEK FOUNDATIONS/).waitFor();
    await expect(beginner.getAttribute("aria-current")).resolves.toBe("true");
    await expect(workout.getAttribute("aria-current")).resolves.toBeNull();
    // Her focus lands on what she opened.
    await expect(title.evaluate((heading) => heading === document.activeElement)).resolves.toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("Beginner.txt");
    expect(readFileSync((await download.path()) ?? "", "utf8")).toContain("BEGINNER: 4-WEEK FOUNDATIONS");

    // And back to the newer one: the structured workout again, its download named after it.
    await workout.click();
    await page.getByRole("heading", { name: "Back, Hamstring & Glutes", level: 2 }).waitFor();
    await page.getByText("Romanian Deadlift (dumbbells)", { exact: true }).waitFor();
    const [again] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download" }).click(),
    ]);
    expect(again.suggestedFilename()).toBe("Back Hamstring & Glutes.txt");

    // Nothing on the phone is wider than the screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.getByRole("button", { name: "Back", exact: true }).click();
    await page.getByRole("button", { name: "Send Code" }).waitFor();
    await page.context().close();
  });

  it("workout access on a phone: Resend code after its cooldown, the newest code opens the program once", async () => {
    const email = "rosa@example.com";
    await buy(email, 5);
    const page = await site.page("phone");
    // The browser's own clock, to wait out the cooldown without waiting; the server keeps real time.
    await page.clock.install();
    const calls = trpcCalls(page);
    await page.goto("/workout-access");
    const before = smtp.received.length;
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Code" }).click();
    await toast(page, "Verification Code Sent").waitFor();
    const first = await codeFrom(email, before);

    // The same "Resend code" as My Sessions: the cooldown on the button, which ignores a tap while it waits.
    const resend = page.getByRole("button", { name: /^Resend code/ });
    await expect(resend.textContent()).resolves.toMatch(/^Resend code in (29|30) s$/);
    await expect(resend.isDisabled()).resolves.toBe(true);
    const status = page.getByTestId("resend-status");
    await expect(status.textContent()).resolves.toBe("You can request a new code in 30 seconds.");
    await resend.evaluate((element: HTMLElement) => element.click());
    await page.clock.fastForward(10_000);
    await expect.poll(() => resend.textContent()).toMatch(/^Resend code in (19|20) s$/);
    await expect(status.textContent()).resolves.toBe("You can request a new code in 20 seconds.");
    expect(calls("portal.sendCode")).toBe(1);
    await page.clock.fastForward(21_000);
    await expect.poll(() => resend.textContent()).toBe("Resend code");
    await expect(resend.isDisabled()).resolves.toBe(false);
    await expect(status.textContent()).resolves.toBe("You can request a new code now.");

    // A double tap on Resend sends one code, and the cooldown starts again.
    const again = smtp.received.length;
    await doubleTap(resend);
    await expect.poll(() => resend.textContent()).toMatch(/^Resend code in (29|30) s$/);
    const newest = await codeFrom(email, again);
    expect(calls("portal.sendCode")).toBe(2);
    // Nothing on the phone is wider than the screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    // The new code voided the first.
    const code = page.getByLabel("Verification code");
    const access = page.getByRole("button", { name: "Access Program" });
    if (first !== newest) {
      await code.fill(first);
      await access.click();
      await toast(page, "Verification Failed").filter({ hasText: "Invalid verification code" }).waitFor();
    }
    const failed = calls("portal.verifyProgram");

    // The newest opens her program; a double tap on Access Program checks it once.
    await code.fill(newest);
    await doubleTap(access);
    await toast(page, "Access Granted").waitFor();
    await page.getByRole("heading", { name: "Intermediate", exact: true }).waitFor();
    expect(calls("portal.verifyProgram")).toBe(failed + 1);
    await page.context().close();
  });

  it("Workout of the Day: SPEC's messages, Enter to submit, the structured workout, and another", async () => {
    await buy("wanda@example.com", 14);
    const page = await site.page("phone");
    await page.goto("/workout-of-the-day");
    await page.getByLabel("Email address").press("Enter");
    await toast(page, "Email Required").filter({ hasText: "Please enter your email address" }).waitFor();
    const before = smtp.received.length;
    await page.getByLabel("Email address").fill("wanda@example.com");
    await page.getByLabel("Email address").press("Enter");
    await toast(page, "Code Sent").waitFor();
    const code = await codeFrom("wanda@example.com", before);
    await page.getByRole("button", { name: /^Resend code in \d+ s$/ }).waitFor();
    await page.getByLabel("Verification code").press("Enter");
    await toast(page, "Code Required").filter({ hasText: "Please enter the verification code" }).waitFor();
    await page.getByLabel("Verification code").fill(`${code}99`);
    await expect(page.getByLabel("Verification code").inputValue()).resolves.toBe(code);
    await page.getByLabel("Verification code").press("Enter");
    await toast(page, "Access Granted").waitFor();
    await page.getByRole("heading", { name: "Upper Body: Chest & Biceps", level: 2 }).waitFor();
    for (const text of [
      "Incline Push-Up",
      "3 × 10 (hands on a bench or counter)",
      "Warm-up",
      "Cool-down",
      "40 minutes",
      "Chest",
    ]) {
      await expect(page.getByText(text, { exact: true }).first().isVisible()).resolves.toBe(true);
    }
    await page.getByRole("button", { name: "Access Another Workout" }).click();
    await page.getByRole("button", { name: "Send Code" }).waitFor();
    await expect(page.getByLabel("Email address").inputValue()).resolves.toBe("");
    await page.context().close();
  });

  it("named-client pages: copy the message, e-mail the program", async () => {
    const page = await site.page();
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/clients/patricia/message");
    await page.getByTestId("client-message").waitFor();
    await page.getByRole("button", { name: "Copy to Clipboard" }).click();
    await toast(page, "Message copied to clipboard!").waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toMatch(/^Hi Patricia!/);

    await page.goto("/clients/patricia/program");
    await page.getByRole("heading", { name: "Patricia's 4-Week Beginner Program", level: 1 }).waitFor();
    const before = smtp.received.length;
    await page.getByRole("button", { name: "Email" }).click();
    await toast(page, "Email Sent").waitFor();
    const mail = (await smtp.waitFor(before + 1))[before];
    expect(mail?.subject).toBe("Your program: Patricia's 4-Week Beginner Program");
    await page.context().close();
  });

  it("named-client pages: an unknown client gets the site's 404 page", async () => {
    const page = await site.page();
    for (const path of ["/clients/nobody-by-this-name/message", "/clients/nobody-by-this-name/program"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "404 Page Not Found", level: 1 }).waitFor();
      await expect(page.getByText("Did you forget to add the page to the router?").isVisible()).resolves.toBe(true);
      await expect(page.title()).resolves.toMatch(/404 Page Not Found/);
      await expect(page.getByText("This page does not exist.").count()).resolves.toBe(0);
      await expect(page.getByRole("button", { name: /Copy to Clipboard|Download/ }).count()).resolves.toBe(0);
    }
    // The site's own 404, with its way home.
    await page.getByRole("link", { name: "Back to Home" }).click();
    await page.waitForURL(`${site.url}/`);
    await page.context().close();
  });

  it("test workout e-mail and SMTP pages", async () => {
    const page = await site.page();
    await page.goto("/test-workout-email");
    await page.getByRole("button", { name: "Send Workout Email" }).click();
    await page.getByText("Client name must be at least 2 characters.").waitFor();
    await page.getByText("Please enter a valid email address.").waitFor();
    await page.getByLabel("Client name").fill("Irene");
    await page.getByLabel("Client email").fill("irene@example.com");
    await page.getByRole("button", { name: "Send Workout Email" }).click();
    await toast(page, "Email Sent").filter({ hasText: "Workout plan sent to irene@example.com" }).waitFor();

    await page.goto("/test-online-program");
    await page.getByRole("button", { name: "Send Program" }).click();
    await toast(page, "Missing Information").filter({ hasText: "Please provide both name and email." }).waitFor();

    await page.goto("/test-smtp");
    await page.getByLabel(/^Recipient email/).fill("owner@example.com");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await page.getByText(/Test email sent to owner@example.com/).waitFor();
    await page.getByText(/"host": "127.0.0.1"/).waitFor();
    await page.context().close();
  });
});

/** Two taps on one button before the page can re-render, as a quick double tap lands on a busy phone. */
