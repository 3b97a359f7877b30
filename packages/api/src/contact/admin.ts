// The trainer's inbox: contact messages newest first in four views, and where each stands (read, handled,
// archived). Every change is a conditional update, so doing it twice is doing it once.
import { contactReplies, contacts } from "@studio/db";
import { INBOX_PAGE_SIZE, type InboxFilter, type inboxListInput } from "@studio/validators";
import { TRPCError } from "@trpc/server";
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";

/** Open holds every message she has not answered nor set aside, Unread among them. */
const views: Record<InboxFilter, SQL | undefined> = {
  unread: and(isNull(contacts.readAt), isNull(contacts.archivedAt)),
  open: and(isNull(contacts.handledAt), isNull(contacts.archivedAt)),
  handled: and(isNotNull(contacts.handledAt), isNull(contacts.archivedAt)),
  archived: isNotNull(contacts.archivedAt),
};

const PREVIEW_CHARACTERS = 160;

const stateColumns = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  subject: contacts.subject,
  language: contacts.language,
  createdAt: contacts.createdAt,
  readAt: contacts.readAt,
  handledAt: contacts.handledAt,
  archivedAt: contacts.archivedAt,
};

export async function listInbox(services: Services, { filter, page }: z.output<typeof inboxListInput>) {
  const [rows, [unread]] = await Promise.all([
    services.db
      .select({ ...stateColumns, preview: sql<string>`left(${contacts.message}, ${PREVIEW_CHARACTERS})` })
      .from(contacts)
      .where(views[filter])
      .orderBy(desc(contacts.createdAt), desc(contacts.id))
      .limit(INBOX_PAGE_SIZE + 1)
      .offset((page - 1) * INBOX_PAGE_SIZE),
    services.db.select({ count: count() }).from(contacts).where(views.unread),
  ]);
  return {
    messages: rows.slice(0, INBOX_PAGE_SIZE),
    page,
    hasMore: rows.length > INBOX_PAGE_SIZE,
    unread: unread?.count ?? 0,
  };
}

const notFound = () => new TRPCError({ code: "NOT_FOUND", message: "Message not found" });

/** One message in full, with her replies oldest first. */
export async function inboxMessage(services: Services, id: number) {
  const [[message], replies] = await Promise.all([
    services.db
      .select({ ...stateColumns, message: contacts.message })
      .from(contacts)
      .where(eq(contacts.id, id)),
    services.db
      .select({
        id: contactReplies.id,
        body: contactReplies.body,
        sentBy: contactReplies.sentBy,
        createdAt: contactReplies.createdAt,
      })
      .from(contactReplies)
      .where(eq(contactReplies.contactId, id))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id)),
  ]);
  if (!message) throw notFound();
  return { ...message, replies };
}

type Mark = "readAt" | "handledAt" | "archivedAt";

/**
 * Sets or clears one mark. Only a message not already in that state is changed (its first time stays as it
 * was), so a repeated request changes nothing and answers the same.
 */
async function setMark(services: Services, id: number, mark: Mark, on: boolean) {
  const column = contacts[mark];
  await services.db
    .update(contacts)
    .set({ [mark]: on ? services.now() : null })
    .where(and(eq(contacts.id, id), on ? isNull(column) : isNotNull(column)));
  return inboxMessage(services, id);
}

export const setRead = (services: Services, id: number, read: boolean) => setMark(services, id, "readAt", read);
export const setHandled = (services: Services, id: number, handled: boolean) =>
  setMark(services, id, "handledAt", handled);
export const setArchived = (services: Services, id: number, archived: boolean) =>
  setMark(services, id, "archivedAt", archived);
