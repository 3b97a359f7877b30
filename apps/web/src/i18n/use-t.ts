// The words of a screen in the page's language: t("common.nav.home"), with ICU values ({count}, {name}).

import { useLingui } from "@lingui/react";
import { type Language, type MessageId, type MessageValues, translate } from "@studio/i18n";
import { useCallback } from "react";

export function useT() {
  const { i18n } = useLingui();
  const t = useCallback((id: MessageId, values?: MessageValues) => translate(i18n, id, values), [i18n]);
  return { t, language: i18n.locale as Language, i18n };
}
