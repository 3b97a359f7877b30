// Builds one formatter of each kind the site uses, in the page's locale, then ends. See warm-up-intl.ts.
import { intlLocale } from "@studio/i18n/locales";
import { formatMoney } from "@studio/i18n/money";
import { isLanguage } from "@studio/validators/languages";
import { studio } from "@studio/validators/studio";

self.onmessage = ({ data: language }: MessageEvent<unknown>) => {
  const known = isLanguage(language) ? language : "en";
  const locale = intlLocale(known);
  const now = new Date();
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1234);
  formatMoney(1234, known);
  new Intl.ListFormat(locale, { type: "conjunction" }).format(["a", "b"]);
  new Intl.DateTimeFormat(locale, { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(now);
  new Intl.DateTimeFormat(locale, { timeZone: studio.timeZone, weekday: "short", hour: "numeric" }).format(now);
  self.close();
};
