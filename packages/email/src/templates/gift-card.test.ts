import { describe, expect, it } from "vitest";
import { giftCardEmail, giftCardReceipt } from "./gift-card";

describe("giftCardEmail", () => {
  const input = {
    code: "GIFT-7KQ4-M9XR",
    amount: "100.00",
    buyerName: "Marta Ruiz",
    recipientName: "Lucía Gómez",
    message: "¡Feliz cumpleaños! <3",
    link: "https://example.com/es/booking",
  };

  it("gives the recipient the code, the amount, who sent it and the note, in Spanish", () => {
    const mail = giftCardEmail({ ...input, language: "es" });
    expect(mail.subject).toBe("Marta Ruiz te regaló una tarjeta de regalo de $100 para entrenar con Carmen");
    expect(mail.text).toContain("Hola, Lucía:");
    expect(mail.text).toContain("El código de tu tarjeta de regalo: GIFT-7KQ4-M9XR ($100)");
    expect(mail.text).toContain("Marta Ruiz escribió:\n¡Feliz cumpleaños! <3");
    expect(mail.text).toContain("Reservar con mi tarjeta de regalo: https://example.com/es/booking");
    expect(mail.html).toContain('lang="es"');
    expect(mail.html).toContain("¡Feliz cumpleaños! &lt;3");
    expect(mail.html).not.toContain("<3");
  });

  it("leaves the note out when there is none", () => {
    const mail = giftCardEmail({ ...input, message: null, link: "https://example.com/booking" });
    expect(mail.subject).toBe("Marta Ruiz sent you a $100 gift card for training with Carmen");
    expect(mail.text).not.toContain("wrote:");
    expect(mail.html).not.toContain("blockquote");
  });
});

describe("giftCardReceipt", () => {
  it("tells the buyer it is paid and sent, without the code", () => {
    const mail = giftCardReceipt({
      amount: "250.00",
      buyerName: "Marta Ruiz",
      recipientName: "Lucía Gómez",
      recipientEmail: "lucia@example.com",
      withNote: true,
    });
    expect(mail.subject).toBe("Your $250 gift card for Lucía Gómez");
    expect(mail.text).toContain("I have sent it to Lucía Gómez at lucia@example.com with its code and your message.");
    expect(mail.text).toContain("Paid: $250");
  });

  it("is written in Spanish for a card bought on a Spanish page", () => {
    const mail = giftCardReceipt({
      amount: "50.00",
      buyerName: "Marta Ruiz",
      recipientName: "Lucía",
      recipientEmail: "lucia@example.com",
      withNote: false,
      language: "es",
    });
    expect(mail.text).toContain("Hola, Marta:");
    expect(mail.text).toContain("se la envié a Lucía a lucia@example.com con su código.");
  });
});
