// The messages the trainer writes often, saved by name: saving a name again replaces it; at most
// CLIENT_MESSAGE_LIMITS.templates of them, counted under a lock so that a burst of saves meets the cap exactly.
import { messageTemplates } from "@studio/db";
import { CLIENT_MESSAGE_LIMITS, type messageTemplateInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";

export const listTemplates = (services: Services) =>
  services.db
    .select()
    .from(messageTemplates)
    .orderBy(asc(messageTemplates.name))
    .limit(CLIENT_MESSAGE_LIMITS.templates);

export function saveTemplate(services: Services, input: z.output<typeof messageTemplateInput>) {
  return services.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('message-templates', 0))`);
    const [saved] = await tx
      .insert(messageTemplates)
      .values({ ...input, updatedAt: services.now() })
      .onConflictDoUpdate({
        target: messageTemplates.name,
        set: { subject: input.subject, body: input.body, updatedAt: services.now() },
      })
      .returning();
    const [kept] = await tx.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(messageTemplates);
    if ((kept?.count ?? 0) > CLIENT_MESSAGE_LIMITS.templates) {
      throw new TRPCError({
        code: "CONFLICT",
        message: `At most ${CLIENT_MESSAGE_LIMITS.templates} templates: remove one you no longer use first.`,
      });
    }
    if (!saved) throw new Error("The template was not saved");
    return saved;
  });
}

/** Removing one already gone is no error: a second tap removes nothing more. */
export async function removeTemplate(services: Services, id: number) {
  await services.db.delete(messageTemplates).where(eq(messageTemplates.id, id));
  return { success: true as const };
}
