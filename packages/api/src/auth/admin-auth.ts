import { adminSessions, type Database } from "@studio/db";
import { HOUR_MS } from "@studio/validators/studio-time";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AdminAuthConfig } from "../context";
import { verifyPassword } from "../lib/passwords";
import { perDatabase } from "../lib/per-database";
import { sharedRead } from "../lib/shared-read";
import { hashToken, randomToken, safeEqual } from "../lib/tokens";

export const ADMIN_SESSION_MS = 12 * HOUR_MS;

/** Checks the pair; an unknown username costs the same hash verification as a wrong password. */
export async function checkAdminCredentials(config: AdminAuthConfig, username: string, password: string) {
  const passwordOk = await verifyPassword(await config.passwordHash, password);
  return safeEqual(username, config.username) && passwordOk;
}

export async function createAdminSession(db: Database, username: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(adminSessions).values({
    id: hashToken(token),
    username,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_SESSION_MS),
  });
  return token;
}

/** Every admin request asks this: built once per database rather than on each request. */
const liveAdminSession = perDatabase((db) =>
  db
    .select({ username: adminSessions.username })
    .from(adminSessions)
    .where(and(eq(adminSessions.id, sql.placeholder("id")), gt(adminSessions.expiresAt, sql.placeholder("now"))))
    .prepare("live_admin_session"),
);

export async function findAdminSession(db: Database, token: string | undefined, now: Date) {
  if (!token) return null;
  const id = hashToken(token);
  return sharedRead(db, `admin-session:${id}`, async () => {
    // A placeholder skips the column's own Date encoding, so the instant goes as ISO text.
    const [session] = await liveAdminSession(db).execute({ id, now: now.toISOString() });
    return session ?? null;
  });
}

export async function deleteAdminSession(db: Database, token: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, hashToken(token)));
}
