// The server's refusals arrive in the page's language (it says them so itself); its confirmations are data, in
// English as its REST callers read them. A client page shows those in the page's language: a fixed sentence by its
// English text (`validation` catalogue), one with a number or a name in it by its shape, with the number or name kept.
import { DEFAULT_LANGUAGE, type I18n, type MessageId, translate, translateKnown } from "@studio/i18n";
import { errorMessage } from "../../lib/trpc";

/** English sentences with a value in them, and the message that says the same in the page's language. */
const SHAPED: {
  pattern: RegExp;
  id: MessageId;
  values?: (match: RegExpExecArray) => Record<string, string | number>;
}[] = [
  {
    pattern: /^Your data is deleted\. (?:Your booking stays|Your (\d+) bookings stay) in the studio's accounts/,
    id: "portal.server.erasedKept",
    values: (match) => ({ count: Number(match[1] ?? 1) }),
  },
  {
    pattern: /^Program sent to (.+)'s email\.$/,
    id: "workouts.server.programSent",
    values: (match) => ({ name: match[1] ?? "" }),
  },
];

/** A message from the server in the page's language where its catalogues know it; as it came otherwise. */
export function serverWords(i18n: I18n, message: string): string {
  // English is the server's own language: its words are shown exactly as sent.
  if (i18n.locale === DEFAULT_LANGUAGE) return message;
  const known = translateKnown(i18n, "validation", message);
  if (known !== message) return known;
  for (const { pattern, id, values } of SHAPED) {
    const match = pattern.exec(message);
    // Only with its namespace on the page: a message missing there would show as its ID.
    if (match && id in (i18n.messages ?? {})) return translate(i18n, id, values?.(match));
  }
  return message;
}

/** A failed call's message (or `fallback`, already in the page's language) as the page shows it. */
export function serverError(i18n: I18n, error: unknown, fallback: string): string {
  return serverWords(i18n, errorMessage(error, fallback));
}
