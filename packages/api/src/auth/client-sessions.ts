// A client's session: started by a correct e-mail code, 30 days at most, 7 days idle.
import { clientSessions, type Database, users } from "@studio/db";
import { DAY_MS, HOUR_MS } from "@studio/validators/studio-time";
import { and, eq, gt } from "drizzle-orm";
import { hashToken, randomToken } from "../lib/tokens";

export const CLIENT_SESSION_MS = 30 * DAY_MS;
export const CLIENT_IDLE_MS = 7 * DAY_MS;
/** Write lastSeenAt at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = HOUR_MS;

export async function createClientSession(db: Database, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(clientSessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + CLIENT_SESSION_MS),
  });
  return token;
}

export async function findClientSession(db: Database, token: string | undefined, now: Date) {
  if (!token) return null;
  const id = hashToken(token);
  const [row] = await db
    .select({ userId: clientSessions.userId, email: users.email, lastSeenAt: clientSessions.lastSeenAt })
    .from(clientSessions)
    .innerJoin(users, eq(users.id, clientSessions.userId))
    .where(and(eq(clientSessions.id, id), gt(clientSessions.expiresAt, now)));
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > CLIENT_IDLE_MS) return null;
  if (idle > TOUCH_EVERY_MS) {
    await db.update(clientSessions).set({ lastSeenAt: now }).where(eq(clientSessions.id, id));
  }
  return { userId: row.userId, email: row.email };
}

export async function deleteClientSession(db: Database, token: string): Promise<void> {
  await db.delete(clientSessions).where(eq(clientSessions.id, hashToken(token)));
}
