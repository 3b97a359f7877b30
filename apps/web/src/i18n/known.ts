// Words keyed by their English text: a shared control's own words (namespace `controls`) and the server's answers
// (`validation`). Shown in the page's language where the catalogue is loaded and has them, in English otherwise.
import {
  DEFAULT_LANGUAGE,
  type I18n,
  type MessageId,
  type MessageValues,
  type Namespace,
  translate,
  translateKnown,
} from "@studio/i18n";
import { errorMessage } from "../lib/trpc";

/** The English text with its {placeholders} filled in: what a page without the catalogue shows. */
const fill = (english: string, values: MessageValues = {}) =>
  english.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] == null ? whole : String(values[name])));

/** The keys of a namespace's catalogue: for `controls` and `validation`, their English words. */
export type KnownWords<N extends Namespace> = MessageId extends infer Id
  ? Id extends `${N}.${infer Key}`
    ? Key
    : never
  : never;

/** `english` (a catalogue key, with simple {placeholders}) in the page's language when its catalogue is loaded. */
export function knownText<N extends Namespace>(
  i18n: I18n,
  namespace: N,
  english: KnownWords<N>,
  values?: MessageValues,
): string {
  const id = `${namespace}.${english}`;
  return id in (i18n.messages ?? {})
    ? i18n._(id, values as Record<string, unknown> | undefined)
    : fill(english, values);
}

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
    // The upload is the REST API's: its refusal stays English there, and is said here in the page's language.
    pattern: /^Too many uploads\. Please try again in (\d+) minutes?\.$/,
    id: "controls.Too many uploads. Please try again in {minutes, plural, one {# minute} other {# minutes}}.",
    values: (match) => ({ minutes: Number(match[1]) }),
  },
  {
    pattern: /^Program sent to (.+)'s email\.$/,
    id: "workouts.server.programSent",
    values: (match) => ({ name: match[1] ?? "" }),
  },
];

/**
 * A message from the server in the page's language. Its refusals arrive so already (the server says them in the
 * page's language); its confirmations are data, in English as its REST callers read them, and are shown here from
 * the `validation` catalogue by their English text, or, with a number or a name in them, by their shape. Load the
 * catalogues first; a message they do not know stays as the server wrote it.
 */
export function serverMessage(i18n: I18n, english: string): string {
  // English is the server's own language: its words are shown exactly as sent.
  if (i18n.locale === DEFAULT_LANGUAGE) return english;
  const known = translateKnown(i18n, "validation", english);
  if (known !== english) return known;
  for (const { pattern, id, values } of SHAPED) {
    const match = pattern.exec(english);
    // Only with its namespace on the page: a message missing there would show as its ID.
    if (match && id in (i18n.messages ?? {})) return translate(i18n, id, values?.(match));
  }
  return english;
}

/** A failed call's message (or `fallback`, already in the page's language) as the page shows it. */
export function serverError(i18n: I18n, error: unknown, fallback: string): string {
  return serverMessage(i18n, errorMessage(error, fallback));
}
