import { z } from "zod";
import { id, instant, listPage, requestKey } from "./common";
import { LANGUAGES } from "./languages";

/** SPEC section 5, Contact form. */
export const contactInput = z.object({
  name: z.string().trim().min(2, "validation.bookings.fullName").max(100, "validation.bookings.nameTooLong"),
  email: z.string().trim().max(254, "validation.email.tooLong").email("validation.email.invalid"),
  subject: z.string().trim().min(2, "validation.contact.subject").max(200, "validation.contact.subjectTooLong"),
  message: z
    .string()
    .trim()
    .min(10, "validation.contact.messageTooShort")
    .max(5000, "validation.contact.messageTooLong"),
  requestKey,
});
export type ContactInput = z.input<typeof contactInput>;

export const messageOutput = z.object({ message: z.string() });

/** The stored message's id, and the thanks shown for it. */
export const contactReceiptOutput = z.object({ id: z.number().int(), message: z.string() });

/** The trainer's inbox views: Open (not yet answered, not set aside) includes Unread. */
export const INBOX_FILTERS = ["unread", "open", "handled", "archived"] as const;
export type InboxFilter = (typeof INBOX_FILTERS)[number];
/** Messages on one page of the inbox. */
export const INBOX_PAGE_SIZE = 20;
export const CONTACT_REPLY_MAX = 10_000;

/** admin.inbox.list: one view, newest first, a page at a time. */
export const inboxListInput = z.object({
  filter: z.enum(INBOX_FILTERS, { error: "filter must be unread, open, handled or archived" }).default("open"),
  page: listPage,
});
export type InboxListInput = z.input<typeof inboxListInput>;

/** A message as her list shows it: who, what about, the first lines, and where it stands. */
export const inboxMessageSummary = z.object({
  id,
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  preview: z.string(),
  /** The language of the page she wrote from, which her replies are framed in. */
  language: z.enum(LANGUAGES),
  createdAt: instant,
  readAt: instant.nullable(),
  handledAt: instant.nullable(),
  archivedAt: instant.nullable(),
});
export type InboxMessageSummary = z.infer<typeof inboxMessageSummary>;

export const inboxListOutput = z.object({
  messages: z.array(inboxMessageSummary),
  page: z.number().int(),
  hasMore: z.boolean(),
  /** Unread messages not archived, whatever the view. */
  unread: z.number().int(),
});

export const contactReplyOutput = z.object({
  id,
  body: z.string(),
  sentBy: z.string(),
  createdAt: instant,
});

/** One message in full, with her replies oldest first. */
export const inboxMessageOutput = inboxMessageSummary.omit({ preview: true }).extend({
  message: z.string(),
  replies: z.array(contactReplyOutput),
});
export type InboxMessage = z.infer<typeof inboxMessageOutput>;

export const inboxReadInput = z.object({ id, read: z.boolean({ error: "read must be true or false" }) });
export const inboxArchiveInput = z.object({ id, archived: z.boolean({ error: "archived must be true or false" }) });
export const inboxHandledInput = z.object({ id, handled: z.boolean({ error: "handled must be true or false" }) });

/** admin.inbox.reply: her answer, e-mailed once per attempt of the form. */
export const contactReplyInput = z.object({
  id,
  body: z
    .string({ error: "The reply must be text" })
    .trim()
    .min(2, "Please write your reply")
    .max(CONTACT_REPLY_MAX, `A reply must be at most ${CONTACT_REPLY_MAX} characters`),
  requestKey,
});
export type ContactReplyInput = z.input<typeof contactReplyInput>;
