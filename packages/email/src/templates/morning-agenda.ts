import { mapSearchUrl } from "@studio/validators/studio";
import { escapeHtml, layout } from "../layout";

/** One session of her day. */
export interface AgendaSession {
  /** Miami wall-clock time, "07:00". */
  time: string;
  clientName: string;
  atHome: boolean;
  /** The client's address, for an in-home session. */
  address: string | null;
  phone: string | null;
  packageName: string;
  sessionNumber: number;
  sessionCount: number;
  /** Of an unlimited membership's month: no count to give. */
  unlimited?: boolean;
  /** Their first session together. */
  firstTime: boolean;
  /** What the client wrote when she booked. */
  notes: string | null;
  /** Her health questionnaire: on file, on file asking for a doctor's clearance, or not filled in yet. */
  health: "on file" | "needs clearance" | "missing";
}

/** Only what she must act on is said: a clearance to ask for, or a questionnaire to ask her to fill in. */
const HEALTH_WORDS = {
  "on file": null,
  "needs clearance": "Health: needs medical clearance (see her questionnaire)",
  missing: "Health: no questionnaire yet",
} as const;

export interface MorningAgendaInput {
  /** The day, as she reads it: "Monday, November 2". */
  day: string;
  /** In time order. */
  sessions: AgendaSession[];
  /** Sessions booked for tomorrow. */
  tomorrow: number;
  publicUrl: string;
}

/** "07:00" → "7:00 AM", as the rest of the back office writes an hour. */
export function clockTime(time: string): string {
  const hour = Number(time.slice(0, 2));
  return `${hour % 12 || 12}:${time.slice(3, 5)} ${hour < 12 ? "AM" : "PM"}`;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

function sessionLines(session: AgendaSession) {
  const where = session.atHome ? `At her home: ${session.address ?? "no address on file"}` : "At the gym";
  const pack = `${session.packageName}, session ${session.sessionNumber}${session.unlimited ? " (unlimited membership)" : ` of ${session.sessionCount}`}`;
  const heading = `${clockTime(session.time)} · ${session.clientName}${session.firstTime ? " · FIRST SESSION" : ""}`;
  const map = session.atHome && session.address ? mapSearchUrl(session.address) : null;
  const phone = session.phone;
  const health = HEALTH_WORDS[session.health];
  const text = [
    heading,
    `  ${where}${map ? ` (${map})` : ""}`,
    phone ? `  Phone: ${phone}` : null,
    `  ${pack}`,
    session.notes ? `  Her notes: ${session.notes}` : null,
    health ? `  ${health}` : null,
  ].filter((line) => line !== null);
  const html = `<tr><td style="padding:12px 0;border-top:1px solid #f7ede9">
<div style="font-weight:bold">${escapeHtml(clockTime(session.time))} · ${escapeHtml(session.clientName)}${
    session.firstTime
      ? ' <span style="background:#7a2e4f;color:#fff;border-radius:4px;padding:1px 6px;font-size:12px">First session</span>'
      : ""
  }</div>
<div>${map ? `<a href="${escapeHtml(map)}" style="color:#6b2d5c">${escapeHtml(where)}</a>` : escapeHtml(where)}</div>
${phone ? `<div><a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ""))}" style="color:#6b2d5c">${escapeHtml(phone)}</a></div>` : ""}
<div style="color:#5c4a52;font-size:14px">${escapeHtml(pack)}</div>
${session.notes ? `<div style="font-size:14px">Her notes: ${escapeHtml(session.notes).replace(/\n/g, "<br>")}</div>` : ""}
${health ? `<div style="font-size:14px;color:${session.health === "needs clearance" ? "#9b1c1c" : "#5c4a52"}">${escapeHtml(health)}</div>` : ""}
</td></tr>`;
  return { text: text.join("\n"), html };
}

/**
 * The trainer's morning e-mail: the day's sessions in time order, with where to be, whom to call and what to know,
 * and how many sessions tomorrow holds. A day with nothing booked says so in one line. In English, the back
 * office's language.
 */
export function morningAgenda(input: MorningAgendaInput) {
  const today = `${input.publicUrl}/admin`;
  const first = input.sessions[0];
  const subject = first
    ? `${input.day}: ${plural(input.sessions.length, "session")}, first at ${clockTime(first.time)}`
    : `${input.day}: nothing booked today`;
  const tomorrow = `Tomorrow: ${input.tomorrow === 0 ? "nothing booked" : plural(input.tomorrow, "session")}.`;
  const lines = input.sessions.map(sessionLines);
  const intro = first ? `Your day, ${input.day}:` : "Nothing is booked today.";
  return layout({
    subject,
    preheader: `${subject}. ${tomorrow}`,
    bodyHtml: `<p style="margin-top:0">${escapeHtml(intro)}</p>
${lines.length ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px">${lines.map((line) => line.html).join("")}</table>` : ""}
<p>${escapeHtml(tomorrow)}</p>
<p><a href="${escapeHtml(today)}" style="color:#6b2d5c">Open today in the back office</a></p>`,
    bodyText: `${intro}\n\n${lines.map((line) => line.text).join("\n\n")}${lines.length ? "\n\n" : ""}${tomorrow}\n\nToday in the back office: ${today}`,
  });
}
