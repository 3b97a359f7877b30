// The words of a screen in the page's language: t("common.nav.home"), with ICU values ({count}, {name}).
import { Trans, useLingui } from "@lingui/react";
import { type Language, type MessageId, type MessageValues, translate } from "@studio/i18n";
import { type ReactElement, useCallback } from "react";

export function useT() {
  const { i18n } = useLingui();
  const t = useCallback((id: MessageId, values?: MessageValues) => translate(i18n, id, values), [i18n]);
  return { t, language: i18n.locale as Language, i18n };
}

/** A message with parts drawn by components: "<0>Save 15%</0> when…" with components={{ 0: <strong /> }}. */
export function RichText({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
