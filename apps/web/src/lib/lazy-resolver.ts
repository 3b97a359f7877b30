// The forms whose schemas load on demand (load-form-schemas.ts) check their values through Mantine's schemaResolver
// like every other form; this only waits for the schema module (and the rules' words in the page's language) the
// first time.
import { type FormErrors, schemaResolver } from "@mantine/form";
import type { I18n } from "@studio/i18n";
import { loadMessages } from "../i18n/messages";
import { type FormSchemas, loadFormSchemas } from "./load-form-schemas";
import { sayRules } from "./rules";

type Schema = Parameters<typeof schemaResolver>[0];

let loaded: FormSchemas | undefined;
/** The pages' instances holding the rules' words: they load with the schemas, not with the page. */
const worded = new WeakSet<I18n>();

/**
 * Mantine's `validate` for a form whose shared schema is one of the lazily loaded ones; `pick` chooses it, from the
 * values where the rules depend on them. Their messages are shown in the page's language.
 * Until the module has arrived the check waits for it; from then on it is synchronous, as every other form's is.
 */
export function lazyResolver<Values>(i18n: I18n, pick: (schemas: FormSchemas, values: Values) => Schema) {
  const check = (schemas: FormSchemas, values: Values) => {
    return sayRules(i18n, schemaResolver(pick(schemas, values), { sync: true })(values));
  };
  return (values: Values): FormErrors | Promise<FormErrors> => {
    if (loaded && worded.has(i18n)) return check(loaded, values);
    return Promise.all([loadFormSchemas(), loadMessages(i18n, ["validation"])]).then(([schemas]) => {
      loaded = schemas;
      worded.add(i18n);
      return check(schemas, values);
    });
  };
}
