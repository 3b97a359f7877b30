import type { TextInputProps } from "@mantine/core";
import { useT } from "../../i18n/use-t";

/** The e-mail a client bought or booked with, as every page that sends her a code asks for it. */
export function useEmailField() {
  const { t } = useT();
  return { label: t("signin.email.label"), type: "email", autoComplete: "email" } satisfies TextInputProps;
}
