// One `db` over two drivers: postgres.js when a URL is given, embedded PGlite otherwise.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** What `db.transaction` hands to its callback; services accept either. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: "postgres" | "pglite";
  /** How a job queue (pg-boss) reaches the same database: its own small pool, or PGlite's one connection. */
  queueConnection: { connectionString: string } | { db: RawSqlExecutor };
  /**
   * Calls `onNotify` for each NOTIFY on `channel`, and again whenever the listening connection is
   * (re)established, since notifications sent while it was down are lost. Resolves to an unlisten function.
   */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  /** Applies the committed migrations, once per handle; safe to run from several instances at once. */
  migrate(): Promise<void>;
  /**
   * Starts migrate() and resolves as soon as the database has the work in hand, with the promise of its end:
   * a caller can then do its own work (load the rest of the server) while the database applies them.
   */
  beginMigration(): Promise<{ applied: Promise<void> }>;
  /**
   * Runs `work` while holding the advisory lock `key` on a connection of its own, so that set-up several
   * instances may start at once (a job queue creating its tables) runs on one of them at a time.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** pg-boss's `db` option: parameterised statements, or several statements with no parameters. */
export interface RawSqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

export interface DatabaseOptions {
  /** postgres:// URL. Without one, PGlite runs in `dataDir`, or in memory when that is unset too. */
  url?: string;
  dataDir?: string;
  poolSize?: number;
  /** What a new embedded database starts from (migratedEmbeddedArchive); the built server's template by default. */
  template?: Blob;
}

/** Locates the committed migrations both from source and from the bundled server (dist/migrations). */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, "../migrations"), join(here, "migrations")];
  const found = candidates.find((path) => existsSync(join(path, "meta/_journal.json")));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * An empty embedded database with every migration applied, written next to the built server's migrations at
 * build time (writeEmbeddedTemplate). A first start on a new data folder loads it in ~0.7 s instead of
 * creating a cluster and migrating it (~2.4 s, most of `pnpm start`'s first start); migrations added since
 * still apply on top.
 */
const EMBEDDED_TEMPLATE = "embedded-template.tar.gz";

function builtTemplate(): Blob | undefined {
  const file = join(migrationsFolder(), EMBEDDED_TEMPLATE);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}

async function loadPglite() {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  return { PGlite, drizzle, migrate };
}

/**
 * An empty embedded database with the migrations in `folder` applied, as a data folder's archive: gzip by
 * default (5 MB, shipped with the server), or a plain tar (44 MB) that loads ~0.2 s faster, for the tests.
 */
export async function migratedEmbeddedArchive(
  folder = migrationsFolder(),
  compression: "gzip" | "none" = "gzip",
): Promise<Buffer> {
  const { PGlite, drizzle, migrate } = await loadPglite();
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: folder });
  const dump = await client.dumpDataDir(compression);
  await client.close();
  return Buffer.from(await dump.arrayBuffer());
}

/** The template for a new embedded database (see EMBEDDED_TEMPLATE), made from the migrations in `folder`. */
export async function writeEmbeddedTemplate(folder: string): Promise<void> {
  writeFileSync(join(folder, EMBEDDED_TEMPLATE), await migratedEmbeddedArchive(folder));
}

/** Any stable number: every instance takes the same lock, so only one migrates at a time. */
const MIGRATION_LOCK = 4_0_2_1_1_9;

/**
 * Drizzle's migrations, kept in drizzle's own table, in two round trips instead of one per statement: the
 * first takes the lock and reads the last migration applied, the second sends every pending one as a single
 * transaction. Resolves once that is sent, with the promise of its end.
 */
async function sendMigrations(url: string): Promise<{ applied: Promise<void> }> {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const single = postgres(url, { max: 1, connect_timeout: 10, onnotice: () => {} });
  const close = () => single.end(); // also releases the advisory lock
  try {
    const results = await single.unsafe(`
      select pg_advisory_lock(${MIGRATION_LOCK});
      create schema if not exists drizzle;
      create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint);
      select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
    const last = Number((results.at(-1) as unknown as { created_at?: string }[] | undefined)?.[0]?.created_at ?? 0);
    const pending = migrations.filter((migration) => migration.folderMillis > last);
    if (!pending.length) return { applied: close() };
    const statements = pending.flatMap((migration) => [
      ...migration.sql,
      // The hash is hexadecimal and the time a number: nothing here needs quoting beyond the literal.
      `insert into drizzle.__drizzle_migrations (hash, created_at) values ('${migration.hash}', ${migration.folderMillis})`,
    ]);
    const applying = single.unsafe(["begin", ...statements, "commit"].join(";\n"));
    const applied = applying.then(close, async (error) => {
      await close();
      throw error;
    });
    applied.catch(() => {}); // the caller awaits it
    return { applied };
  } catch (error) {
    await close();
    throw error;
  }
}

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) {
    const url = options.url;
    // A database out of reach fails requests within seconds (503), not after the driver's default 30 s, and
    // once it is back the pool reconnects within half a second (the default back-off grows to 20 s).
    let migration: Promise<{ applied: Promise<void> }> | undefined;
    const beginMigration = () => {
      migration ??= sendMigrations(url);
      return migration;
    };
    const client = postgres(url, {
      max: options.poolSize ?? 10,
      connect_timeout: 2,
      backoff: (retries) => Math.min(0.05 * retries, 0.5),
      onnotice: () => {},
    });
    return {
      db: drizzlePostgres(client, { schema, casing: "snake_case" }) as unknown as Database,
      driver: "postgres",
      queueConnection: { connectionString: url },
      async listen(channel, onNotify) {
        const { unlisten } = await client.listen(channel, onNotify, onNotify);
        return unlisten;
      },
      beginMigration,
      migrate: async () => await (await beginMigration()).applied,
      async exclusively(key, work) {
        const connection = await client.reserve();
        try {
          await connection`select pg_advisory_lock(${key})`;
          try {
            return await work();
          } finally {
            await connection`select pg_advisory_unlock(${key})`.catch(() => {}); // a lost connection let it go
          }
        } finally {
          connection.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  // The embedded database is loaded only when it is used, so a server on PostgreSQL does not pay for it.
  const { PGlite, drizzle: drizzlePglite, migrate: migratePglite } = await loadPglite();
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const isNew = !options.dataDir || !existsSync(join(options.dataDir, "PG_VERSION"));
  const template = isNew ? (options.template ?? builtTemplate()) : undefined;
  // Options in one object: PGlite drops its second argument when the first (the folder) is undefined.
  const client = new PGlite({ dataDir: options.dataDir, ...(template ? { loadDataDir: template } : {}) });
  let migrating: Promise<void> | undefined;
  const migrate = () => {
    migrating ??= migratePglite(db, { migrationsFolder: migrationsFolder() });
    return migrating;
  };
  const db = drizzlePglite(client, { schema, casing: "snake_case" });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    queueConnection: {
      db: {
        async executeSql(text, values) {
          if (values?.length) return client.query(text, values);
          const results = await client.exec(text);
          return { rows: results.at(-1)?.rows ?? [] };
        },
      },
    },
    async listen(channel, onNotify) {
      return client.listen(channel, onNotify);
    },
    migrate,
    beginMigration: async () => ({ applied: migrate() }),
    // One process owns an embedded database: there is nobody to wait for.
    exclusively: (_key, work) => work(),
    close: () => client.close(),
  };
}

/** A cheap round trip, for health checks. */
export async function ping(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
