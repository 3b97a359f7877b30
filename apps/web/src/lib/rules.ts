// A shared schema's rules as a form shows them. A rule a person on the site meets is a message ID of the `validation`
// catalogue, said in the page's language; a rule of the back office's own is written in English in the schema.
import { type FormErrors, schemaResolver } from "@mantine/form";
import { type I18n, type MessageId, translate } from "@studio/i18n";
import { useCallback, useMemo } from "react";
import { useT } from "../i18n/use-t";

type Schema = Parameters<typeof schemaResolver>[0];

/** One rule's message as the page says it (its route loads the `validation` catalogue). */
export const sayRule = (i18n: I18n, message: string): string =>
  message.startsWith("validation.") ? translate(i18n, message as MessageId) : message;

export function sayRules(i18n: I18n, errors: FormErrors): FormErrors {
  for (const [field, message] of Object.entries(errors))
    if (typeof message === "string") errors[field] = sayRule(i18n, message);
  return errors;
}

/** Mantine's check of the values against `schema`, its messages in the page's language. */
export function useRules(schema: Schema): (values: unknown) => FormErrors {
  const { i18n } = useT();
  const check = useMemo(() => schemaResolver(schema, { sync: true }), [schema]);
  return useCallback((values: unknown) => sayRules(i18n, check(values as Record<string, unknown>)), [i18n, check]);
}
