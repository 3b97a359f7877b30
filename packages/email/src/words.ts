// The e-mails' words in the language of the booking or the request they are about (the email namespace).
import { intlLocale, type Language, type Translate, translate } from "@studio/i18n";
import { i18nFor } from "@studio/i18n/server";
import { firstName } from "@studio/validators/studio";

export function wordsIn(language: Language): Translate {
  const i18n = i18nFor(language, ["email"]);
  return (id, values) => translate(i18n, id, values);
}

/** "Hi Lucía," / "Hola, Lucía:": the first name she gave, as a message in Miami begins (the full name when one word). */
export function greetingIn(t: Translate, clientName: string): string {
  return t("email.greeting", { name: firstName(clientName) });
}

/** "Saturday, January 23" / "sábado, 23 de enero": the Miami day of an instant, as an e-mail names a deadline. */
export function dayIn(language: Language, instant: Date): string {
  return instant.toLocaleDateString(intlLocale(language), {
    timeZone: "America/New_York",
    weekday: "long",
    month: "long",
    day: "numeric",
  });
}
