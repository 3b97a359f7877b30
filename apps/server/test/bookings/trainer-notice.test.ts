// The trainer is told by e-mail, once, of each new booking, with what the client wrote at booking (where to be, her
// experience and her notes), and of each change a client makes herself to a session in the next 48 hours. Read at
// the SMTP server the test runs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schedule, signedInBuyer } from "../fixtures";
import { signInAdmin, startServerWithMail, type TestServer } from "../harness";
import { type SmtpServer, sentTo } from "../smtp";

const TRAINER = "carmen@example.com";

describe("the trainer's notice of a new booking", () => {
  let site: TestServer;
  let smtp: SmtpServer;
  beforeAll(async () => {
    ({ site, smtp } = await startServerWithMail({ TRAINER_EMAIL: TRAINER, PUBLIC_URL: "https://studio.example" }));
  });
  afterAll(() => site?.close());

  const toTrainer = () => smtp.received.filter((mail) => sentTo(mail, TRAINER));
  const book = (body: Record<string, unknown>) =>
    site.client().post("/api/bookings", { clientName: "Lucía Gómez", phone: "(305) 555-0142", ...body });
  /** Paid as the site's checkout pays without a Stripe key: the intent's request marks it paid. */
  const pay = async (booking: { json: Record<string, unknown> }, times = 1) => {
    const client = site.client();
    const body = { bookingId: booking.json.id, token: booking.json.accessToken };
    return Promise.all(Array.from({ length: times }, () => client.post("/api/create-payment-intent", body)));
  };

  it("reaches her once for an in-home booking, with the address on a map, the experience and the notes", async () => {
    const booking = await book({
      packageId: 2,
      clientEmail: "lucia@example.com",
      address: "3300 Grand Ave, Coconut Grove, FL 33133",
      experience: "beginner",
      notes: "Rodilla derecha operada <2024>",
    });
    expect(booking.status).toBe(200);
    // A double tap on Pay, and its retry: one payment, one notice.
    await pay(booking, 3);
    await smtp.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const notices = toTrainer();
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.subject).toBe("New booking: Lucía Gómez · Home Session");
    expect(notice?.replyTo?.text).toContain("lucia@example.com");
    const text = notice?.text ?? "";
    expect(text).toContain("Where: At her home");
    expect(text).toContain(
      "Address: 3300 Grand Ave, Coconut Grove, FL 33133 (https://www.google.com/maps/search/?api=1&query=3300%20Grand%20Ave%2C%20Coconut%20Grove%2C%20FL%2033133)",
    );
    expect(text).toContain("Experience: beginner");
    expect(text).toContain("Her notes: Rodilla derecha operada <2024>");
    expect(text).toContain("Paid: $150 (mock)");
    expect(text).toContain("https://studio.example/admin/clients?email=lucia%40example.com");
    const html = String(notice?.html);
    expect(html).toContain("Rodilla derecha operada &lt;2024&gt;");
    expect(html).toContain('href="tel:3055550142"');
    // The client has her own confirmation, in her own mailbox.
    expect(smtp.received.filter((mail) => sentTo(mail, "lucia@example.com"))).toHaveLength(1);
  });

  it("is not sent for a payment she recorded herself at the desk", async () => {
    const before = toTrainer().length;
    const total = smtp.received.length;
    const booking = await book({ packageId: 1, clientEmail: "desk@example.com" });
    const admin = await signInAdmin(site);
    const marked = await admin.request("PATCH", `/api/admin/bookings/${booking.json.id}`, {
      paymentStatus: "paid",
      method: "cash",
    });
    expect(marked.status).toBe(200);
    await smtp.waitFor(total + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toTrainer()).toHaveLength(before);
    expect(smtp.received.filter((mail) => sentTo(mail, "desk@example.com"))).toHaveLength(1);
  });
});

describe("the trainer's notice of a client's change to the next 48 hours", () => {
  let site: TestServer;
  let smtp: SmtpServer;
  // Monday Nov 23, 2026, 9:00 AM in Miami.
  const clock = new Date("2026-11-23T14:00:00Z");
  beforeAll(async () => {
    ({ site, smtp } = await startServerWithMail({ TRAINER_EMAIL: TRAINER, TRUST_PROXY: "true" }, { now: () => clock }));
  });
  afterAll(() => site?.close());

  const noticesTo = async (count: number) => {
    await smtp.waitFor(count);
    await new Promise((resolve) => setTimeout(resolve, 300));
    return smtp.received
      .filter((mail) => sentTo(mail, TRAINER) && !mail.subject?.startsWith("New booking"))
      .map((mail) => mail.subject);
  };

  it("tells her of a booking, a move and a cancel inside 48 hours, and nothing of one further ahead", async () => {
    const { client, sessionIds } = await signedInBuyer(site, "marta@example.com", { clientName: "Marta Ruiz" });
    const [soon, later] = sessionIds;
    const mails = () => smtp.received.length;
    // Tuesday 5 PM, 32 hours ahead: news. Next Monday 7 AM: not yet.
    expect((await schedule(client, soon ?? 0, "2026-11-24", "17:00")).status).toBe(200);
    expect((await schedule(client, later ?? 0, "2026-11-30", "07:00")).status).toBe(200);
    let sent = mails();
    expect(await noticesTo(sent)).toEqual(["Marta Ruiz booked Tue, Nov 24, 2026 at 5:00 PM ET"]);
    // Moved from next Monday to Wednesday 7 AM (46 hours ahead): the new hour is news.
    expect((await schedule(client, later ?? 0, "2026-11-25", "07:00")).status).toBe(200);
    // Cancelled more than 24 hours ahead: credited back.
    expect((await client.post(`/api/portal/sessions/${soon}/cancel`)).status).toBe(200);
    sent = mails();
    expect((await noticesTo(sent)).slice(1)).toEqual([
      "Marta Ruiz moved Mon, Nov 30, 2026 at 7:00 AM ET to Wed, Nov 25, 2026 at 7:00 AM ET",
      "Marta Ruiz cancelled Tue, Nov 24, 2026 at 5:00 PM ET (credited back to her package)",
    ]);
  });
});
