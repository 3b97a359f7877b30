// A shared schema's rules as a form shows them, in the page's language (`sayRule`); its route loads the `validation`
// catalogue.
import { type FormErrors, schemaResolver } from "@mantine/form";
import { type I18n, sayRule } from "@studio/i18n";
import { useCallback, useMemo } from "react";
import { useT } from "../i18n/use-t";

type Schema = Parameters<typeof schemaResolver>[0];

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
