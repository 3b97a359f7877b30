// What the trainer writes to a client from her page (admin.clients.write), her saved templates, and the client's
// timeline of messages both ways.
import { z } from "zod";
import { email, FIRST_DATE, id, instant, LAST_DATE, requestKey } from "./common";
import { LANGUAGES } from "./languages";

export const CLIENT_MESSAGE_LIMITS = {
  subject: 200,
  body: 5000,
  /** Messages one client may be sent in 24 hours: a slip (or a stolen sign-in) cannot flood her. */
  perDay: 10,
  templates: 50,
  templateName: 80,
  /** Timeline entries a page shows. */
  page: 20,
} as const;

/** A message's subject and text, as the trainer writes them to one client or to a group. */
export const messageSubject = z
  .string({ error: "Subject must be text" })
  .trim()
  .min(1, "Please write a subject")
  .max(CLIENT_MESSAGE_LIMITS.subject, `Subject must be at most ${CLIENT_MESSAGE_LIMITS.subject} characters`);
export const messageBody = z
  .string({ error: "Message must be text" })
  .trim()
  .min(1, "Please write the message")
  .max(CLIENT_MESSAGE_LIMITS.body, `Message must be at most ${CLIENT_MESSAGE_LIMITS.body} characters`);

export const clientMessageInput = z.object({
  email,
  subject: messageSubject,
  body: messageBody,
  requestKey: requestKey.unwrap(),
});
export type ClientMessageInput = z.input<typeof clientMessageInput>;

export const clientMessageOutput = z.object({
  id,
  subject: z.string(),
  body: z.string(),
  /** Her language: the e-mail's greeting-free frame (reply line, footer) was written in it. */
  language: z.enum(LANGUAGES),
  sentBy: z.string(),
  createdAt: instant,
});

/** One entry of her timeline: a message the trainer sent her, or one she sent through the contact form. */
export const timelineEntry = z.discriminatedUnion("kind", [
  clientMessageOutput.extend({ kind: z.literal("sent") }),
  z.object({
    kind: z.literal("received"),
    id,
    subject: z.string(),
    body: z.string(),
    createdAt: instant,
    /** The trainer's answers to it from her inbox, oldest first. */
    replies: z.array(z.object({ id, body: z.string(), sentBy: z.string(), createdAt: instant })),
  }),
]);
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** Newest first; `cursor` is the time of the oldest entry already shown. */
export const clientTimelineInput = z.object({
  email,
  cursor: z.iso
    .datetime({ offset: true, error: "cursor must be a date and time" })
    .refine((value) => value.slice(0, 10) >= FIRST_DATE && value.slice(0, 10) <= LAST_DATE, "validation.date.range")
    .nullish(),
});
export const clientTimelineOutput = z.object({ entries: z.array(timelineEntry), hasMore: z.boolean() });

const templateName = z
  .string({ error: "Name must be text" })
  .trim()
  .min(1, "Please name the template")
  .max(CLIENT_MESSAGE_LIMITS.templateName, `Name must be at most ${CLIENT_MESSAGE_LIMITS.templateName} characters`);

/** Saved under its name: saving the same name again replaces it. */
export const messageTemplateInput = z.object({ name: templateName, subject: messageSubject, body: messageBody });
export const messageTemplateOutput = z.object({
  id,
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: instant,
  updatedAt: instant,
});
export type MessageTemplate = z.infer<typeof messageTemplateOutput>;
