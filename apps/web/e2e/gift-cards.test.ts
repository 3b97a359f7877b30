// A gift card as its three people meet it, on a phone in Spanish: a visitor buys one for her sister (paid at once
// without Stripe), the sister reads her card's e-mail in Spanish and spends its code at the booking form, where the
// price drops by the card's balance, and the trainer finds the card, spent, on her Codes page.
import { bookings, giftCards } from "@studio/db";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasChromium, mailsTo, type Site, signInAsTrainer, startSiteWithMail } from "./harness";

describe.skipIf(!hasChromium)("a gift card", () => {
  let site: Site;
  let smtp: Awaited<ReturnType<typeof startSiteWithMail>>["smtp"];
  let code = "";
  beforeAll(async () => {
    ({ site, smtp } = await startSiteWithMail());
  });
  afterAll(() => site?.close());

  it("is bought on the Spanish page on a phone, and its code e-mailed to her sister in Spanish", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es");
    await page.getByRole("contentinfo").getByRole("link", { name: "Tarjetas de regalo" }).click();
    await page.waitForURL((url) => url.pathname === "/es/gift-cards");
    await page.getByRole("heading", { level: 1, name: "Regala fuerza" }).waitFor();
    const form = page.getByRole("form", { name: "Comprar una tarjeta de regalo" });

    // $100 is chosen to begin with; a tap chooses another, and an amount may be typed.
    await form.getByRole("button", { name: "$200", exact: true }).click();
    await form.getByRole("button", { name: "Pagar $200" }).waitFor();
    const amount = form.getByLabel("O escribe una cantidad");
    await amount.fill("24");
    await form.getByLabel("Tu nombre", { exact: true }).fill("Marta Ruiz");
    await form.getByLabel("Tu correo electrónico", { exact: true }).fill("marta.ruiz@example.com");
    await form.getByLabel("Su nombre", { exact: true }).fill("Lucía Ruiz");
    await form.getByLabel("Su correo electrónico", { exact: true }).fill("lucia.ruiz@example.com");
    await form.getByLabel("Tu mensaje (opcional)").fill("¡Feliz cumpleaños, hermana! A entrenar juntas.");
    await form.getByRole("button", { name: "Pagar $24" }).click();
    await form.getByText("Elige una cantidad en dólares enteros, de 25 a 1,000").waitFor();
    await amount.fill("100");
    await form.getByRole("button", { name: "Pagar $100" }).click();

    const done = page.getByTestId("gift-card-done");
    await done.getByRole("heading", { name: "Tu tarjeta de regalo va en camino" }).waitFor();
    expect(await done.textContent()).toContain(
      "Le envié a Lucía Ruiz a lucia.ruiz@example.com una tarjeta de regalo de $100 con su código",
    );

    const [gift] = await mailsTo(smtp, "lucia.ruiz@example.com", 1);
    expect(gift?.subject).toBe("Marta Ruiz te regaló una tarjeta de regalo de $100 para entrenar con Carmen");
    expect(gift?.text).toContain("Hola, Lucía:");
    expect(gift?.text).toContain("¡Feliz cumpleaños, hermana! A entrenar juntas.");
    expect(gift?.text).toMatch(/Reservar con mi tarjeta de regalo: http\S+\/es\/booking/);
    code = /GIFT-[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(gift?.text ?? "")?.[0] ?? "";
    expect(code).not.toBe("");
    const [receipt] = await mailsTo(smtp, "marta.ruiz@example.com", 1);
    expect(receipt?.subject).toBe("Tu tarjeta de regalo de $100 para Lucía Ruiz");
    await page.context().close();
  });

  it("takes its balance off the price at the booking form", async () => {
    const page = await site.page("phone", { locale: "es-US" });
    await page.goto("/es/booking/6");
    await page.getByLabel(/^Nombre completo/).fill("Lucía Ruiz");
    await page.getByLabel(/^Correo electrónico/).fill("lucia.ruiz@example.com");
    await page.getByLabel(/^Teléfono/).fill("(305) 555-0190");
    await page.getByRole("button", { name: "Reservar sesión - $960" }).waitFor();
    await page.getByLabel("Código de descuento o tarjeta de regalo").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Aplicar" }).click();
    const applied = page.getByTestId("discount-applied");
    await applied.getByText(`Código ${code} aplicado`).waitFor();
    expect(await applied.textContent()).toContain(
      "Tarjeta de regalo: se usan $100 de su saldo de $100; le quedan $0 después de esta reserva.",
    );
    await page.getByRole("button", { name: "Reservar sesión - $860" }).click();
    await page.waitForURL((url) => url.pathname === "/es/booking-confirmation");
    await page.getByRole("heading", { name: "Reserva confirmada" }).waitFor();

    const [booked] = await site.db.select().from(bookings).where(eq(bookings.discountCode, code));
    expect(booked).toMatchObject({ amount: "860.00", discountAmount: "100.00", paymentStatus: "paid" });
    const [card] = await site.db.select().from(giftCards).where(eq(giftCards.code, code));
    expect(card?.balance).toBe("0.00");
    await page.context().close();
  });

  it("is listed, spent, on the trainer's Codes page", async () => {
    const page = await site.page("desktop");
    await signInAsTrainer(page, "/admin/codes");
    await page.getByRole("heading", { name: "Gift cards", exact: true }).waitFor();
    await page.getByLabel("Find a gift card").fill("lucia.ruiz");
    const card = page.getByRole("article", { name: `Gift card ${code}` });
    await card.getByText("Marta Ruiz → Lucía Ruiz").waitFor();
    await expect.poll(() => card.getByTestId("gift-card-balance").textContent()).toBe("$0");
    await card.getByRole("button", { name: "Bookings (1)" }).click();
    await page
      .getByRole("dialog")
      .getByText(/12 Gym Sessions · \$100/)
      .waitFor();
    await page.context().close();
  });
});
