// A fresh database per test file: an in-memory PGlite by default, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL when the test project asks for it (TEST_DB=postgres).
import { createHash, randomBytes } from "node:crypto";
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { readMigrationFiles } from "drizzle-orm/migrator";
import postgres from "postgres";
import { type DatabaseHandle, migratedEmbeddedArchive, migrationsFolder, openDatabase } from "./client";

export function testDatabaseDriver(): "postgres" | "pglite" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DatabaseHandle {
  /** The URL of the fresh database, for a server under test (postgres only). */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseDriver() === "pglite") {
    const handle = await openDatabase({ template: await migratedTemplate() });
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  // A test's database is dropped when it ends: no commit waits for the disk.
  await admin.unsafe(`alter database "${name}" set synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 });
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

let template: Promise<Blob> | undefined;

/**
 * The migrated, empty embedded database every test database starts from. A new PGlite creates its cluster
 * (~3 s) and then migrates; loading this archive takes ~0.7 s on a quiet machine (a gzipped one ~0.9 s: it is
 * kept as a plain tar, as every test server pays the difference). It is made once per version of the migrations
 * and of PGlite, kept in the system's temporary folder for every test process to share (written under another
 * name and renamed, so a process never reads half of it), and read once per process.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `studio-test-database-${templateKey()}.tar`);
    if (!existsSync(file)) {
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, await migratedEmbeddedArchive(migrationsFolder(), "none"));
      renameSync(partial, file);
    }
    return new Blob([readFileSync(file)]);
  })();
  return template;
}

/** Which migrations an archive holds, and which PGlite wrote it. */
function templateKey(): string {
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  return createHash("sha256")
    .update(pgliteVersion())
    .update(migrations.map((migration) => migration.hash).join(","))
    .digest("hex")
    .slice(0, 16);
}

/** The installed PGlite's version, from its package.json (which its exports do not name). */
function pgliteVersion(): string {
  let folder = dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  while (!existsSync(join(folder, "package.json")) && dirname(folder) !== folder) folder = dirname(folder);
  return (JSON.parse(readFileSync(join(folder, "package.json"), "utf8")) as { version: string }).version;
}
