// Some of a table's columns, listed once: the select list that reads them and the zod schema of the rows it gives
// (drizzle-zod's, made from the table itself), so an export names its columns in one place and follows the table's
// types and nullability without restating them.
import { type Column, getTableColumns, type Table } from "drizzle-orm";
import { createSelectSchema, type HandleColumn } from "drizzle-zod";
import { z } from "zod";

type ColumnsOf<T extends Table> = T["_"]["columns"];
/** A column's key in its table (its TypeScript name, not its SQL one). */
export type ColumnKey<T extends Table> = keyof ColumnsOf<T> & string;
/** Other names for some of the picked columns, where the rows call them something else. */
export type Renames<K extends string> = { readonly [C in K]?: string };
/** What a picked column is called in the rows: the name `names` gives it, else its own key. */
type NameOf<C extends string, N> = C extends keyof N ? (N[C] extends string ? N[C] : C) : C;

/** The select list: each picked column under its name in the rows. */
export type PickedColumns<T extends Table, K extends ColumnKey<T>, N> = {
  [C in K as NameOf<C, N>]: ColumnsOf<T>[C];
};
/** The rows' schema, field by field: what drizzle-zod makes of each picked column. */
export type PickedShape<T extends Table, K extends ColumnKey<T>, N> = {
  [C in K as NameOf<C, N>]: ColumnsOf<T>[C] extends infer Col extends Column
    ? HandleColumn<"select", Col, undefined>
    : never;
};

/**
 * The columns `keys` of `table`, in that order (the order of the file or spreadsheet they make), each under its own
 * key or the one `names` gives it: `columns` to select them, `row` to describe what the select gives.
 */
export function picked<
  T extends Table,
  const K extends readonly ColumnKey<T>[],
  const N extends Renames<K[number]> = Record<never, string>,
>(table: T, keys: K, names?: N) {
  const all: Record<string, Column> = getTableColumns(table);
  const schemas: Record<string, z.ZodType> = createSelectSchema(table).shape;
  const columns: Record<string, Column> = {};
  const fields: Record<string, z.ZodType> = {};
  for (const key of keys) {
    const name: string = names?.[key as K[number]] ?? key;
    const [column, schema] = [all[key], schemas[key]];
    if (!column || !schema) throw new Error(`${key} is not a column of the table`);
    columns[name] = column;
    fields[name] = schema;
  }
  return {
    columns: columns as PickedColumns<T, K[number], N>,
    row: z.object(fields) as z.ZodObject<PickedShape<T, K[number], N>>,
  };
}
