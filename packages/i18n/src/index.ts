// Messages in the site's languages: a Lingui instance per page render (or per e-mail), holding the compiled
// catalogues it was given, and the Intl locale each language formats dates, times and prices with.
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import type { Language } from "@studio/validators/languages";
import { intlLocale } from "./locales";
import type { MessageId } from "./namespaces";

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from "@studio/validators/languages";
export { type MessageId, NAMESPACES, type Namespace } from "./namespaces";
export type { I18n, Messages };

/** The values a message's placeholders take ({count}, {name}, {date}). */
export type MessageValues = Record<string, string | number | Date | undefined | null>;

/** A message said by its ID and values: how the server's refusals travel to a page, which may say them itself. */
export interface Said {
  id: MessageId;
  values?: MessageValues;
}

export { intlLocale } from "./locales";
export { formatMoney } from "./money";

/**
 * A message asked for that the instance's catalogues do not hold: in production the page shows its ID rather than
 * fail; in development and in tests it is a failure, so that a test finds it. (The browser's bundle has NODE_ENV
 * written in at build time.)
 */
function missing(language: string, id: string): string {
  if (process.env.NODE_ENV === "production") return id;
  throw new Error(`The message "${id}" is in no ${language} catalogue loaded here`);
}

export function createI18n(language: Language, messages: Messages = {}): I18n {
  return setupI18n({ locale: language, locales: [intlLocale(language)], messages: { [language]: messages }, missing });
}

/** Adds compiled catalogues to an instance (a page's namespaces arrive one by one). */
export function addMessages(i18n: I18n, messages: Messages) {
  i18n.load(i18n.locale, messages);
}

/** A screen's or helper's way to its words: a message ID and its values in, the text in the page's language out. */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/**
 * A shared schema's rule as a person reads it: a rule she meets on the site is a message ID of the `validation`
 * catalogue, said in the instance's language; a rule of the back office's own is written in English in the schema.
 */
export function sayRule(i18n: I18n, message: string): string {
  return message.startsWith("validation.") ? translate(i18n, message as MessageId) : message;
}

/** The message with its values, typed by the catalogues' IDs. */
export function translate(i18n: I18n, id: MessageId, values?: MessageValues): string {
  return i18n._(id, values as Record<string, unknown> | undefined);
}
