import { studio } from "@studio/validators/studio";
import { RichText, useT } from "../../i18n/use-t";
import { formatLongDate } from "../../lib/format";
import { LegalPage } from "./LegalPage";

/** When the policy last changed: a calendar day, written in the page's language. */
const UPDATED = "2026-11-01";

export function PrivacyPolicy() {
  const { t, language } = useT();
  const bold = { 0: <strong /> };
  return (
    <LegalPage title={t("privacy.title")} updated={t("privacy.updated", { date: formatLongDate(UPDATED, language) })}>
      <p>{t("privacy.intro", { business: studio.name, trainer: studio.trainer })}</p>
      <h2>{t("privacy.collect.title")}</h2>
      <ul>
        <li>
          <RichText id="privacy.collect.bookings" components={bold} />
        </li>
        <li>
          <RichText id="privacy.collect.payments" components={bold} />
        </li>
        <li>
          <RichText id="privacy.collect.codes" components={bold} />
        </li>
        <li>
          <RichText id="privacy.collect.progress" components={bold} />
        </li>
        <li>
          <RichText id="privacy.collect.photos" components={bold} />
        </li>
        <li>
          <RichText id="privacy.collect.messages" components={bold} />
        </li>
      </ul>
      <h2>{t("privacy.use.title")}</h2>
      <p>{t("privacy.use.body")}</p>
      <h2>{t("privacy.keep.title")}</h2>
      <ul>
        <li>{t("privacy.keep.bookings")}</li>
        <li>{t("privacy.keep.codes")}</li>
        <li>{t("privacy.keep.progress")}</li>
        <li>{t("privacy.keep.messages")}</li>
      </ul>
      <h2>{t("privacy.choices.title")}</h2>
      <p>{t("privacy.choices.self")}</p>
      <p>
        <RichText
          id="privacy.choices.ask"
          values={{ email: studio.email }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message fills the link (<0>{email}</0>).
            0: <a href={`mailto:${studio.email}`} />,
          }}
        />
      </p>
      <h2>{t("privacy.cookies.title")}</h2>
      <p>{t("privacy.cookies.body")}</p>
    </LegalPage>
  );
}
