// Builds one formatter of each kind the site uses, in the page's locale, then ends. See warm-up-intl.ts.
import { intlLocale } from "@studio/i18n/locales";
import { isLanguage } from "@studio/validators/languages";
import { studio } from "@studio/validators/studio";

self.onmessage = ({ data: language }: MessageEvent<unknown>) => {
  const locale = intlLocale(isLanguage(language) ? language : "en");
  const now = new Date();
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1234);
  new Intl.ListFormat(locale, { type: "conjunction" }).format(["a", "b"]);
  new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(now);
  new Intl.DateTimeFormat(locale, { timeZone: studio.timeZone, weekday: "short", hour: "numeric" }).format(now);
  self.close();
};
