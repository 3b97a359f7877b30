// The forms whose schemas load on demand (load-form-schemas.ts) check their values through Mantine's schemaResolver
// like every other form; this only waits for the schema module the first time.
import { type FormErrors, schemaResolver } from "@mantine/form";
import { type FormSchemas, loadFormSchemas } from "./load-form-schemas";

type Schema = Parameters<typeof schemaResolver>[0];

let loaded: FormSchemas | undefined;

/**
 * Mantine's `validate` for a form whose shared schema is one of the lazily loaded ones; `pick` chooses it, from the
 * values where the rules depend on them. Until the module has arrived the check waits for it; from then on it is
 * synchronous, as every other form's is.
 */
export function lazyResolver<Values>(pick: (schemas: FormSchemas, values: Values) => Schema) {
  return (values: Values): FormErrors | Promise<FormErrors> => {
    const check = (schemas: FormSchemas) => schemaResolver(pick(schemas, values), { sync: true })(values);
    if (loaded) return check(loaded);
    return loadFormSchemas().then((schemas) => {
      loaded = schemas;
      return check(schemas);
    });
  };
}
