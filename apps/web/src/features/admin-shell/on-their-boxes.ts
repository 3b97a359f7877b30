import type { FormErrors } from "@mantine/form";

/**
 * The shared schema's errors on a form's boxes. A form keeps her Spanish fields at `es.…` (under SpanishVersion),
 * where the schema names them `translations.es.…`; `boxOf` first moves any other error onto the box that holds it
 * ("features.2" onto the one box of features).
 */
export function onTheirBoxes(errors: FormErrors, boxOf: (path: string) => string = (path) => path): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [boxOf(path).replace(/^translations\./, ""), error]),
  );
}
