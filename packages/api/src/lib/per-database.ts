// State that belongs to one database handle: a test process runs several servers, each on its own database.
import type { Database } from "@studio/db";

/** `create` runs once per database, on first use; later calls get the same value. */
export function perDatabase<T>(create: (db: Database) => T): (db: Database) => T {
  const values = new WeakMap<Database, T>();
  return (db) => {
    let value = values.get(db);
    if (value === undefined) {
      value = create(db);
      values.set(db, value);
    }
    return value;
  };
}
