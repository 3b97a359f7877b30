// The trainer sells at the desk: a pack paid in cash with the first session booked there and then, and a pack paid
// through a payment link the client opens on her phone, in Spanish, and pays through the site's checkout.
import { bookings, packageSessions } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_PASSWORD,
  ADMIN_USER,
  hasChromium,
  mailsTo,
  type Page,
  type Site,
  startSiteWithMail,
  toast,
} from "./harness";

/** A Tuesday to Friday at least `days` days from now, as a date field takes it: the studio is open then. */
function weekdayAhead(days: number) {
  const day = new Date(Date.now() + days * 86_400_000);
  while (day.getUTCDay() < 2 || day.getUTCDay() > 5) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe.skipIf(!hasChromium)("a sale at the desk", () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail());
  });
  afterAll(() => site?.close());

  const signIn = async (size: "phone" | "desktop") => {
    const page = await site.page(size);
    await page.goto("/admin/bookings");
    await page.getByLabel("Username").fill(ADMIN_USER);
    await page.getByLabel(/^Password/).fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Booking Management", level: 1 }).waitFor();
    return page;
  };
  const bookingOf = async (email: string) =>
    (await site.db.select().from(bookings).where(eq(bookings.clientEmail, email)))[0];

  async function fillClient(page: Page, client: { name: string; email: string }, language: "English" | "Español") {
    const dialog = page.getByRole("dialog", { name: "New sale" });
    await dialog.getByLabel("Client's name").fill(client.name);
    await dialog.getByLabel(/^E-mail/).fill(client.email);
    await dialog.getByText(language, { exact: true }).click();
    return dialog;
  }

  it("records a pack paid in cash on her phone, books the first session and e-mails the receipt in Spanish", async () => {
    const page = await signIn("phone");
    await page.getByRole("button", { name: "New sale" }).click();
    const dialog = await fillClient(page, { name: "Marta Díaz", email: "marta.cash@example.com" }, "Español");
    // Nothing chosen yet: the form says what is missing and sends nothing.
    await dialog.getByRole("button", { name: /^Record cash/ }).click();
    await dialog.getByText("Choose the package she buys").waitFor();
    expect(await bookingOf("marta.cash@example.com")).toBeUndefined();

    await dialog.getByLabel("Package").selectOption({ label: "12 Gym Sessions · $960 · 12 sessions" });
    const date = weekdayAhead(3);
    await dialog.getByLabel("Date").fill(date);
    await dialog.getByLabel("Time (Miami)").selectOption("10:00");
    await dialog.getByRole("button", { name: "Record cash · $960" }).click();
    await toast(page, "Sale recorded")
      .getByText("Marta Díaz paid $960. Her receipt is on its way. First session:")
      .waitFor();

    const row = await bookingOf("marta.cash@example.com");
    expect(row).toMatchObject({ paymentStatus: "paid", manualMethod: "cash", soldBy: ADMIN_USER, language: "es" });
    const [first] = await site.db
      .select()
      .from(packageSessions)
      .where(eq(packageSessions.bookingId, row?.id ?? 0))
      .orderBy(packageSessions.sessionNumber)
      .limit(1);
    expect(first).toMatchObject({ status: "scheduled", date, time: "10:00" });
    const mails = await mailsTo(smtp, "marta.cash@example.com", 2);
    expect(mails.map((mail) => mail.subject)).toContain("Reserva confirmada: 12 sesiones en el gimnasio");
    await page.context().close();
  });

  it("makes a payment link the client opens on her phone in Spanish and pays through the checkout", async () => {
    const desk = await signIn("desktop");
    await desk.getByRole("button", { name: "New sale" }).click();
    const dialog = await fillClient(desk, { name: "Lucía Fernández", email: "lucia.link@example.com" }, "Español");
    await dialog.getByLabel("Package").selectOption({ label: "Gym Session · $80 · 1 session" });
    await dialog.getByText("Her own price and number of sessions").click();
    await dialog.getByLabel("Price ($)").fill("200");
    await dialog.getByLabel(/^Sessions/).fill("3");
    await dialog.getByText("Payment link", { exact: true }).click();
    await dialog.getByRole("button", { name: "Create payment link · $200" }).click();
    await dialog.getByText("Payment link ready").waitFor();
    await dialog.getByRole("img", { name: "Scan to pay" }).waitFor();
    const link = await dialog.getByRole("textbox", { name: "Payment link" }).inputValue();
    expect(new URL(link).pathname).toBe("/es/pay");
    const [mail] = await mailsTo(smtp, "lucia.link@example.com", 1);
    expect(mail?.text).toContain(link);
    await desk.context().close();

    const phone = await site.page("phone", { locale: "es-US" });
    const url = new URL(link);
    await phone.goto(url.pathname + url.search);
    await phone.getByRole("heading", { name: "Tu compra", level: 1 }).waitFor();
    await phone.getByText("3 sesiones").waitFor();
    await phone.getByRole("button", { name: /^Pagar/ }).click();
    await phone.waitForURL(/\/es\/booking-confirmation$/);
    await expect.poll(async () => (await bookingOf("lucia.link@example.com"))?.paymentStatus).toBe("paid");
    const row = await bookingOf("lucia.link@example.com");
    expect(row).toMatchObject({ amount: "200.00", sessionCount: 3, paymentMethod: "mock" });
    expect(
      await site.db
        .select()
        .from(packageSessions)
        .where(eq(packageSessions.bookingId, row?.id ?? 0)),
    ).toHaveLength(3);

    // The link opened again once paid says so, and offers her sessions.
    await phone.goto(url.pathname + url.search);
    await phone.getByText("Ya está pagada").waitFor();
    await phone.context().close();
  });

  it("writes to the client from her page on the phone, saving the message as a template first", async () => {
    const page = await signIn("phone");
    await page.goto(`/admin/clients?email=${encodeURIComponent("marta.cash@example.com")}`);
    await page.getByRole("heading", { name: "Marta Díaz", level: 2 }).waitFor();
    await page.getByRole("button", { name: "Write to her" }).click();
    const dialog = page.getByRole("dialog", { name: "Write to Marta Díaz" });
    // Nothing written: the form says so and sends nothing.
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Please write a subject").waitFor();
    await dialog.getByLabel(/^Subject/).fill("Moved for Thanksgiving");
    await dialog.getByRole("textbox", { name: /^Message/ }).fill("¡Hola Marta! Nos vemos el viernes a las 10.");
    await dialog.getByLabel("Save as a template named").fill("Holiday move");
    await dialog.getByRole("button", { name: "Save template" }).click();
    await toast(page, "Template saved").waitFor();
    await dialog.getByRole("button", { name: "Send" }).click();
    await toast(page, "Message sent").waitFor();
    const messages = page.getByRole("list", { name: "Messages, newest first" });
    await messages.getByText("Moved for Thanksgiving").waitFor();
    await messages.getByText("e-mailed in Spanish", { exact: false }).waitFor();
    const mails = await mailsTo(smtp, "marta.cash@example.com", 3);
    const message = mails.find((mail) => mail.subject === "Moved for Thanksgiving");
    expect(message?.text).toContain("Puedes responder a este correo: le llega directamente a Carmen.");

    // The next message starts from the template.
    await page.getByRole("button", { name: "Write to her" }).click();
    await dialog.getByLabel("Start from a template").selectOption({ label: "Holiday move" });
    expect(await dialog.getByLabel(/^Subject/).inputValue()).toBe("Moved for Thanksgiving");
    await page.context().close();
  });
});
