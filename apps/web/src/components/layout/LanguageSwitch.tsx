import { LANGUAGE_COOKIE, pathIn } from "@studio/i18n/paths";
import { useRouterState } from "@tanstack/react-router";
import { useT } from "../../i18n/use-t";

/** A year: she chose a language; the site remembers it when she next opens an English address. */
const REMEMBERED_SECONDS = 365 * 24 * 60 * 60;

/**
 * The same page in the other language, as a plain link: the page loads afresh, drawn by the server in that language
 * with its own catalogue, and the choice is kept in a cookie.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, language } = useT();
  const location = useRouterState({ select: (state) => state.location });
  const other = language === "es" ? "en" : "es";
  const href = pathIn(other, location.pathname) + location.searchStr + (location.hash ? `#${location.hash}` : "");
  const remember = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari and Firefox.
    document.cookie = `${LANGUAGE_COOKIE}=${other}; path=/; max-age=${REMEMBERED_SECONDS}; samesite=lax`;
  };
  return (
    <a
      className={className}
      href={href}
      hrefLang={other}
      lang={other}
      title={t("common.language.otherHint")}
      onClick={remember}
    >
      {t("common.language.other")}
    </a>
  );
}
