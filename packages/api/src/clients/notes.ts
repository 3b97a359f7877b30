// The trainer's private notes on a client: written under her sign-in, never shown to the client.
import { clientNotes } from "@studio/db";
import { CLIENT_NOTES_PAGE_SIZE, type clientNoteInput } from "@studio/validators";
import { and, desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { audit } from "../lib/audit";
import { insertedRow } from "../lib/inserted-row";
import { oncePerRequest } from "../lib/once-per-request";
import { mustBeClient } from "./summaries";

const noteColumns = {
  id: clientNotes.id,
  body: clientNotes.body,
  writtenBy: clientNotes.writtenBy,
  createdAt: clientNotes.createdAt,
};

/** Newest first, a page at a time: `before` is the oldest note already shown. */
export async function listNotes(services: Services, email: string, before?: number) {
  const rows = await services.db
    .select(noteColumns)
    .from(clientNotes)
    .where(
      and(
        eq(clientNotes.clientEmail, email),
        before
          ? sql`(${clientNotes.createdAt}, ${clientNotes.id}) < (select ${clientNotes.createdAt}, ${clientNotes.id} from ${clientNotes} where ${clientNotes.id} = ${before})`
          : undefined,
      ),
    )
    .orderBy(desc(clientNotes.createdAt), desc(clientNotes.id))
    .limit(CLIENT_NOTES_PAGE_SIZE + 1);
  return { notes: rows.slice(0, CLIENT_NOTES_PAGE_SIZE), hasMore: rows.length > CLIENT_NOTES_PAGE_SIZE };
}

/** A note, once per attempt of her form: Save tapped twice, or retried after a lost answer, is one note. */
export async function addNote(services: Services, writtenBy: string, input: z.output<typeof clientNoteInput>) {
  const { email, body, requestKey } = input;
  await mustBeClient(services, email);
  return oncePerRequest(
    requestKey,
    async (key) => {
      const [found] = await services.db.select(noteColumns).from(clientNotes).where(eq(clientNotes.requestKey, key));
      return found ?? null;
    },
    () =>
      services.db.transaction(async (tx) => {
        const rows = await tx
          .insert(clientNotes)
          .values({ clientEmail: email, body, writtenBy, requestKey, createdAt: services.now() })
          .onConflictDoNothing({ target: clientNotes.requestKey })
          .returning(noteColumns);
        const note = requestKey ? (rows[0] ?? null) : insertedRow(rows, "client_notes");
        // Written once: the same attempt again finds its note and records nothing.
        if (note) await audit(tx, { actor: writtenBy, action: "client.note", clientEmail: email, after: note });
        return note;
      }),
  );
}
