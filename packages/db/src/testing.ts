// A fresh database per test file: an in-memory PGlite by default, or a new database on the
// PostgreSQL server of TEST_DATABASE_URL when the test project asks for it (TEST_DB=postgres).
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { type DatabaseHandle, openDatabase } from "./client";

export function testDatabaseDriver(): "postgres" | "pglite" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export interface TestDatabase extends DatabaseHandle {
  /** The URL of the fresh database, for a server under test (postgres only). */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseDriver() === "pglite") {
    const handle = await openDatabase();
    await handle.migrate();
    return handle;
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
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
