// /dev/mailbox: in development, the e-mails the site "sent", so a verification code can be read without SMTP.

import { type Database, emailOutbox } from "@studio/db";
import { escapeHtml } from "@studio/email";
import { desc } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";

export const devMailboxPlugin: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  const latest = () => db.select().from(emailOutbox).orderBy(desc(emailOutbox.id)).limit(50);

  app.get("/dev/mailbox.json", async () => latest());

  app.get("/dev/mailbox", async (_request, reply) => {
    const messages = await latest();
    const items = messages
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join("\n");
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-store")
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Development mailbox</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#2b1d24}
article{border:1px solid #e5d6d0;border-radius:10px;padding:1rem 1.25rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
.meta{color:#5c4a52;font-size:.85rem}pre{white-space:pre-wrap;font:inherit}</style></head>
<body><h1>Development mailbox</h1><p>E-mails the site sent while no SMTP server is configured. Newest first.</p>
${items || "<p>No e-mails yet.</p>"}</body></html>`);
  });
};
