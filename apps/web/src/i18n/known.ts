// Words keyed by their English text: a shared control's own words (namespace `controls`) and the server's answers
// (`validation`). Shown in the page's language where the catalogue is loaded and has them, in English otherwise.
import { type I18n, type MessageId, type MessageValues, type Namespace, translateKnown } from "@studio/i18n";

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

/** "Too many sign-ups. Please try again in 5 minutes.": the server's rate limits, whose wait it writes in. */
const WAIT = /^(.+ Please try again in) (\d+) minutes?\.$/;

/**
 * A message from the server (its answer, or its reason for refusing) in the page's language, from the `validation`
 * catalogue: by its English text, or, for a rate limit, by its template ("... Please try again in {wait}.") with
 * the minutes it gave. Load `validation` first; a message it does not know stays as the server wrote it.
 */
export function serverMessage(i18n: I18n, english: string): string {
  const known = translateKnown(i18n, "validation", english);
  if (known !== english) return known;
  const wait = WAIT.exec(english);
  const id = wait && `validation.${wait[1]} {wait}.`;
  return wait && id && id in (i18n.messages ?? {}) ? i18n._(id, { minutes: Number(wait[2]) }) : english;
}
