// The trainer writes to a group of clients from her phone: she picks the group, sees how many it reaches, writes,
// sends once, and each client gets it in her own language with a link to stop such e-mails.
import { bookings, packageSessions, packages } from "@studio/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, linkIn, mailsTo, type Site, signInAsTrainer, startSiteWithMail, toast } from "./harness";

describe.skipIf(!hasChromium)("a message to a group of clients", () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail());
    // Lucía booked in Spanish and has three sessions paid for and not trained yet.
    const [pack] = await site.db.select().from(packages).limit(1);
    const [sold] = await site.db
      .insert(bookings)
      .values({
        packageId: pack?.id ?? 1,
        packageName: "Tres sesiones",
        date: "2026-11-02",
        time: "07:00",
        location: "gym",
        clientName: "Lucía Gómez",
        clientEmail: "lucia.group@example.com",
        amount: "300.00",
        originalAmount: "300.00",
        sessionCount: 3,
        language: "es",
        status: "confirmed",
        paymentStatus: "paid",
        paymentMethod: "manual",
        manualMethod: "cash",
        paidAt: new Date(),
      })
      .returning();
    await site.db
      .insert(packageSessions)
      .values(
        [1, 2, 3].map((sessionNumber) => ({ bookingId: sold?.id ?? 0, sessionNumber, status: "pending" as const })),
      );
  });
  afterAll(() => site?.close());

  it("reaches the group she picks, once, in each client's language", async () => {
    const page = await site.page("phone");
    await signInAsTrainer(page, "/admin/clients");
    await page.getByText("None yet. “Write to a group” reaches every client of a group at once.").waitFor();

    await page.getByRole("button", { name: "Write to a group" }).click();
    const dialog = page.getByRole("dialog", { name: "Write to a group of clients" });
    await dialog.getByTestId("group-size").filter({ hasText: "Reaches 1 client." }).waitFor();
    // Nobody trained lately: the group is empty and nothing can be sent to it.
    await dialog.getByRole("radio", { name: /^Trained in the last 90 days/ }).check();
    await dialog.getByRole("button", { name: "No one to send to" }).waitFor();
    await dialog.getByRole("radio", { name: /^Clients with sessions left/ }).check();
    // An empty message is held back with the rule's words.
    await dialog.getByRole("button", { name: "Send to 1 client" }).click();
    await dialog.getByText("Please write a subject").waitFor();
    await dialog.getByLabel(/^Subject/).fill("Holiday hours");
    await dialog.getByRole("textbox", { name: /^Message/ }).fill("The studio is closed on Thursday. See you Friday!");
    await dialog.getByRole("button", { name: "Send to 1 client" }).dblclick();
    await toast(page, "Message sent").filter({ hasText: "is on its way to 1 client" }).waitFor();
    await page.getByRole("region", { name: "Messages to groups" }).getByText("Holiday hours").waitFor();

    const [mail, ...more] = await mailsTo(smtp, "lucia.group@example.com", 1);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("Holiday hours");
    expect(mail?.text).toContain("Date de baja cuando quieras");
    expect(linkIn(mail?.text, "/unsubscribe")).toMatch(/^\/es\/unsubscribe\?email=lucia\.group%40example\.com&token=/);
  });
});
