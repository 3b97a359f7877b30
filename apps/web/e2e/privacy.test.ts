// Her data in her hands, on a phone: she downloads everything kept about her, then deletes it.
import { readFileSync } from "node:fs";
import { bookings, users } from "@studio/db";
import { latestCode } from "@studio/server/testing";
import { eq } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookPackage, hasChromium, type Page, type Site, startSite, toast, verifyOnPage } from "./harness";

describe.skipIf(!hasChromium)("her data in her hands", () => {
  let site: Site;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.close());

  /** Clicks a download button and answers the file the browser saved. */
  async function downloaded(page: Page, button: string) {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: button }).click(),
    ]);
    return { name: download.suggestedFilename(), bytes: readFileSync((await download.path()) ?? "") };
  }

  it("downloads her data as JSON and CSV, then deletes it, at 390 px", async () => {
    const email = "rosa.privacy@example.com";
    const booking = await bookPackage(site, { packageId: 6, clientName: "Rosa Privado", clientEmail: email });
    const page = await site.page("phone");
    await page.goto("/my-bookings");
    await verifyOnPage(site, page, email);
    const yourData = page.getByRole("region", { name: "Your data" });
    await yourData.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const json = await downloaded(page, "Download (JSON)");
    expect(json.name).toMatch(/^my-data-.*\.json$/);
    const file = JSON.parse(json.bytes.toString("utf8"));
    expect(file.email).toBe(email);
    expect(file.bookings).toEqual([expect.objectContaining({ id: booking.id, clientName: "Rosa Privado" })]);
    await toast(page, "Download ready").waitFor();

    const zip = await downloaded(page, "Download as spreadsheets (.zip)");
    expect(zip.name).toMatch(/^my-data-.*\.zip$/);
    const csv = unzipSync(new Uint8Array(zip.bytes));
    expect(new TextDecoder().decode(csv["bookings.csv"])).toContain("Rosa Privado");
    expect(new TextDecoder().decode(csv["bookings.csv"])).toMatch(/^ID,Package,Date,Time/);

    await yourData.getByRole("button", { name: "Delete my data" }).click();
    await yourData.getByRole("button", { name: "E-mail me a code" }).click();
    await toast(page, "Code sent").waitFor();
    await yourData.getByLabel("Code to delete your data").fill(await latestCode(site, email));
    await yourData.getByRole("button", { name: "Delete my data" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete all your data?" });
    await expect(dialog.textContent()).resolves.toContain("scheduled sessions will be cancelled");
    await dialog.getByRole("button", { name: "Delete my data" }).click();
    await toast(page, "Your data is deleted").waitFor();
    // Signed out: the page is back at the e-mail step, and nothing of her is left.
    await page.getByLabel("Email address").waitFor();
    expect(await site.db.$count(bookings, eq(bookings.clientEmail, email))).toBe(0);
    expect(await site.db.$count(users, eq(users.email, email))).toBe(0);
    const [kept] = await site.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(kept?.clientName).toBe("Erased client");
  });
});
