// A minimal RFC 5545 invite: one event per session, updated in place by its UID and SEQUENCE.
const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\n/g, "\\n");

export interface InviteInput {
  uid: string;
  sequence: number;
  start: Date;
  minutes: number;
  summary: string;
  location: string;
  description: string;
  organizerEmail: string;
  cancelled?: boolean;
  /** A file to import (METHOD:PUBLISH) rather than an invite sent by e-mail (REQUEST or CANCEL). */
  publish?: boolean;
  now: Date;
}

export function calendarInvite(input: InviteInput): string {
  const end = new Date(input.start.getTime() + input.minutes * 60_000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Carmen Reyes Fitness//Sessions//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${input.cancelled ? "CANCEL" : input.publish ? "PUBLISH" : "REQUEST"}`,
    "BEGIN:VEVENT",
    `UID:${input.uid}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${stamp(input.now)}`,
    `DTSTART:${stamp(input.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY:${escapeText(input.summary)}`,
    `LOCATION:${escapeText(input.location)}`,
    `DESCRIPTION:${escapeText(input.description)}`,
    `ORGANIZER:mailto:${input.organizerEmail}`,
    `STATUS:${input.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}
