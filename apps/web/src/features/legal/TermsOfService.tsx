import { studio } from "@studio/validators/studio";
import { RichText, useT } from "../../i18n/use-t";
import { formatLongDate } from "../../lib/format";
import { LegalPage } from "./LegalPage";

/** When the terms last changed: a calendar day, written in the page's language. */
const UPDATED = "2026-11-01";

export function TermsOfService() {
  const { t, language } = useT();
  return (
    <LegalPage title={t("terms.title")} updated={t("terms.updated", { date: formatLongDate(UPDATED, language) })}>
      <p>{t("terms.intro", { business: studio.name })}</p>
      <h2>{t("terms.booking.title")}</h2>
      <ul>
        <li>{t("terms.booking.prices")}</li>
        <li>{t("terms.booking.cards")}</li>
        <li>{t("terms.booking.scheduling")}</li>
        <li>{t("terms.booking.personal")}</li>
      </ul>
      <h2>{t("terms.cancel.title")}</h2>
      <ul>
        <li>{t("terms.cancel.free")}</li>
        <li>{t("terms.cancel.late")}</li>
        <li>{t("terms.cancel.trainer")}</li>
      </ul>
      <h2>{t("terms.refunds.title")}</h2>
      <ul>
        <li>{t("terms.refunds.unused")}</li>
        <li>{t("terms.refunds.online")}</li>
        <li>{t("terms.refunds.method")}</li>
      </ul>
      <h2>{t("terms.health.title")}</h2>
      <p>{t("terms.health.body")}</p>
      <h2>{t("terms.questions.title")}</h2>
      <p>
        <RichText
          id="terms.questions.body"
          values={{ email: studio.email, phone: studio.phone }}
          components={{
            // biome-ignore lint/a11y/useAnchorContent: the message fills the link (<0>{email}</0>).
            0: <a href={`mailto:${studio.email}`} />,
            // biome-ignore lint/a11y/useAnchorContent: the message fills the link (<1>{phone}</1>).
            1: <a href={studio.phoneHref} />,
          }}
        />
      </p>
    </LegalPage>
  );
}
