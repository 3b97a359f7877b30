import { Text } from "@mantine/core";
import type { Language } from "@studio/i18n";
import { useT } from "../i18n/use-t";

/**
 * The language of trainer content the page shows: English on a Spanish page when she wrote no Spanish version.
 * Its text then carries `lang="en"` (so a screen reader reads it in English), and this small note says so.
 */
export function InEnglishNote({ language }: { language: Language }) {
  const { t, language: page } = useT();
  if (language === page) return null;
  return (
    <Text size="xs" c="dimmed" fs="italic">
      {t("common.content.inEnglish")}
    </Text>
  );
}

/** The `lang` a piece of trainer content carries when it is not in the page's language. */
export const contentLang = (language: Language, page: Language): Language | undefined =>
  language === page ? undefined : language;

/** `contentLang` for the page being drawn. */
export function useContentLang(language: Language): Language | undefined {
  return contentLang(language, useT().language);
}
