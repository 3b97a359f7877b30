// A connection lost while the driver opens it (after the handshake, during its query for the server's array
// types) fails only the query that waited for it: not the process, through a promise nothing listens to, and
// not the next query, with the old connection's error. The busy server of a test run did the first (a connection
// cut while it opened, and the next one slower than the 2 s the pool allows); a restarting server does the second.
import { type DatabaseHandle, isDatabaseUnreachable, openDatabase } from "@studio/db";
import { createTestDatabase, type TestDatabase, testDatabaseDriver } from "@studio/db/testing";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { databaseProxy } from "../tcp-proxy";

/** The driver's first statement on a new connection: its query for the server's array types. */
const TYPE_QUERY = "pg_catalog.pg_type";

/** What PostgreSQL sends a backend it terminates (pg_terminate_backend, a restart): FATAL 57P01. */
function terminatedByAdministrator(): Buffer {
  const fields = [
    ["S", "FATAL"],
    ["V", "FATAL"],
    ["C", "57P01"],
    ["M", "terminating connection due to administrator command"],
  ]
    .map(([code, text]) => `${code}${text}\0`)
    .join("");
  const body = Buffer.from(`${fields}\0`);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from("E"), length, body]);
}

describe.skipIf(testDatabaseDriver() !== "postgres")("a connection lost while it opens", () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let proxied: DatabaseHandle;
  const unhandled: unknown[] = [];
  const keep = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await databaseProxy(database.url ?? "");
    process.on("unhandledRejection", keep);
  });
  beforeEach(async () => {
    proxied = await openDatabase({ url: proxy.url, poolSize: 1 });
    unhandled.length = 0;
  });
  afterEach(async () => {
    proxy.release();
    await proxied.close();
  });
  afterAll(async () => {
    process.off("unhandledRejection", keep);
    await proxy?.close();
    await database?.close();
  });

  /** How a query ended; started at once (drizzle's queries start when first awaited). */
  const outcome = (query: PromiseLike<unknown>) =>
    Promise.resolve(query).then(
      (rows) => ({ rows: [...(rows as Iterable<unknown>)] }),
      (error: unknown) => ({ error }),
    );

  /** Whether the process saw a rejection nobody handled, once the event loop has had its turns. */
  const unhandledSoFar = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return unhandled;
  };

  it("fails the waiting query when the next connection does not open in time, and nothing else", async () => {
    const cut = proxy.cutWhenSent(TYPE_QUERY);
    const waiting = outcome(proxied.db.execute(sql`select 1 as one`));
    await cut;
    proxy.hold();
    const { error } = (await waiting) as { error?: unknown };
    expect(isDatabaseUnreachable(error), String(error)).toBe(true);
    expect(await unhandledSoFar()).toEqual([]);

    proxy.release();
    expect(await outcome(proxied.db.execute(sql`select 2 as two`))).toEqual({ rows: [{ two: 2 }] });
  });

  it("answers the waiting query on the next connection, not with the lost one's error", async () => {
    const cut = proxy.cutWhenSent(TYPE_QUERY, terminatedByAdministrator());
    const waiting = outcome(proxied.db.execute(sql`select 1 as one`));
    await cut;
    expect(await waiting).toEqual({ rows: [{ one: 1 }] });
    expect(await unhandledSoFar()).toEqual([]);
  });
});
