import { clientPages } from "@studio/db";
import { workoutProgram } from "@studio/email";
import { HOUR_MS } from "@studio/validators/studio-time";
import { eq } from "drizzle-orm";
import type { Context, Services } from "../context";
import { sendEmail } from "../lib/outbox";
import { takeLimits } from "../lib/rate-limit";
import { refusal, says } from "../lib/said";

async function pageFor(services: Services, slug: string) {
  const [page] = await services.db.select().from(clientPages).where(eq(clientPages.slug, slug.toLowerCase()));
  if (!page) throw refusal("NOT_FOUND", "server.clientPages.notFound");
  return page;
}

export async function clientPage(services: Services, slug: string) {
  const { slug: s, clientName, programTitle, programText, messageText, language } = await pageFor(services, slug);
  return { slug: s, clientName, programTitle, programText, messageText, language };
}

/** The program page's Email button: always to the client's own address, never one typed in. */
export async function emailClientProgram(ctx: Context, slug: string) {
  const page = await pageFor(ctx, slug);
  await takeLimits(
    ctx,
    [{ key: `client-program:${page.slug}`, limit: 5, windowMs: HOUR_MS }],
    "server.limit.programSent",
  );
  await sendEmail(ctx, {
    to: page.clientEmail,
    template: "workout-program",
    email: workoutProgram({
      clientName: page.clientName,
      title: page.programTitle,
      body: page.programText,
      language: ctx.request.language,
    }),
  });
  return { message: says("server.clientPages.programSent", { name: page.clientName }).in(ctx.request.wordsIn) };
}
