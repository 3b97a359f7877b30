// What the server says to a person, in her language. Every message is written in English, which the REST API keeps
// for machines; the site's own calls (tRPC) get it in the language of the page that asked. The "server" and
// "validation" catalogues hold each message under its English text, or a message with values under its English ICU
// pattern ("Please try again in {minutes, plural, …}").
import type { Language, MessageId, MessageValues } from "@studio/i18n";
import { translate } from "@studio/i18n";
import { i18nFor } from "@studio/i18n/server";
import { TRPCError } from "@trpc/server";

/** The message (an English text or pattern of the catalogues) in a language; as written when it is not in them. */
export function say(language: Language, english: string, values?: MessageValues): string {
  const i18n = i18nFor(language, ["server", "validation"]);
  for (const namespace of ["server", "validation"]) {
    const id = `${namespace}.${english}`;
    if (id in i18n.messages) return translate(i18n, id as MessageId, values);
  }
  return english;
}

/** A message that can be said in any language: its English is the error's message. */
export class Wording extends Error {
  constructor(readonly sayIn: (language: Language) => string) {
    super(sayIn("en"));
  }
}

/** A pattern of the catalogues with its values, which may depend on the language (a date in its words). */
export const worded = (pattern: string, values: MessageValues | ((language: Language) => MessageValues) = {}) =>
  new Wording((language) => say(language, pattern, typeof values === "function" ? values(language) : values));

/** An error whose message has values ("…try again in {minutes, plural, …}"): English now, any language later. */
export function wordedError(code: TRPCError["code"], wording: Wording): TRPCError {
  return new TRPCError({ code, message: wording.message, cause: wording });
}

/** An error's message as a person on a page in `language` reads it. */
export function sayError(language: Language, error: TRPCError, message: string): string {
  if (language === "en") return message;
  if (error.cause instanceof Wording && message === error.cause.message) return error.cause.sayIn(language);
  return say(language, message);
}
