import { sendEmail } from "@studio/api";
import { emailOutbox } from "@studio/db";
import { testMessage } from "@studio/email";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServerWithMail, startTestServer, type TestServer } from "../harness";
import type { SmtpServer } from "../smtp";

describe("sending through SMTP", () => {
  let smtp: SmtpServer;
  let site: TestServer;
  beforeAll(async () => {
    ({ site, smtp } = await startServerWithMail({ MAIL_FROM: '"Carmen Reyes Fitness" <hello@example.com>' }));
  });
  afterAll(() => site.close());

  it("delivers a branded message with HTML and text parts, and records it as sent", async () => {
    const sent = await sendEmail(site.server.services, {
      to: "client@example.com",
      template: "test-message",
      email: testMessage({ transport: "smtp", sentAt: new Date("2026-11-21T12:00:00Z") }),
    });
    expect(sent).toBe(true);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.subject).toBe("Test e-mail from your booking site");
    expect(mail?.from?.text).toContain("hello@example.com");
    expect(mail?.html).toContain("Carmen Reyes Fitness");
    expect(mail?.text).toContain("your booking site can send e-mail");

    const [row] = await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, "client@example.com"));
    expect(row).toMatchObject({ status: "sent", attempts: 1, template: "test-message", lastError: null });
  });

  it("escapes what a client typed", async () => {
    const { html } = testMessage({ transport: "<script>alert(1)</script>", sentAt: new Date() });
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });
});

describe("when the mail server is down", () => {
  let site: TestServer;
  beforeAll(async () => {
    site = await startTestServer({ SMTP_URL: "smtp://127.0.0.1:9" });
  });
  afterAll(() => site.close());

  it("keeps the message queued with the error, instead of losing it", async () => {
    const sent = await sendEmail(site.server.services, {
      to: "later@example.com",
      template: "test-message",
      email: testMessage({ transport: "smtp", sentAt: new Date() }),
    });
    expect(sent).toBe(false);
    const [row] = await site.db.select().from(emailOutbox).where(eq(emailOutbox.to, "later@example.com"));
    expect(row).toMatchObject({ status: "queued", attempts: 1 });
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe("development mailbox", () => {
  it("shows what was sent when no SMTP server is configured", async () => {
    const site = await startTestServer({ NODE_ENV: "development" });
    try {
      expect(site.server.services.mailer.transport).toBe("log");
      await sendEmail(site.server.services, {
        to: "dev@example.com",
        template: "test-message",
        email: testMessage({ transport: "log", sentAt: new Date() }),
      });
      const page = await site.client().get("/dev/mailbox");
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toContain("text/html");
      expect(page.text).toContain("dev@example.com");
      expect(page.text).toContain("Test e-mail from your booking site");
    } finally {
      await site.close();
    }
  });

  it("is not served in production", async () => {
    const site = await startTestServer({
      NODE_ENV: "production",
      PAYMENTS_MODE: "mock",
      UNSAFE_MOCK_PAYMENTS_IN_PRODUCTION: "true",
    });
    try {
      const page = await site.client().get("/dev/mailbox");
      expect(page.status).toBe(404);
      expect(page.headers.get("content-type")).toContain("application/json");
    } finally {
      await site.close();
    }
  });
});
