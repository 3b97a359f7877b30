// The VAPID key pair the site signs its pushes with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (production),
// otherwise a pair made once per database and kept in it, so a fresh start works and her devices' subscriptions,
// made with the public key, keep working after a restart (a new pair would leave every one of them refused).
import { type Database, pushVapidKeys } from "@studio/db";
import { eq } from "drizzle-orm";
import type { VapidKeys } from "./push";

export function vapidKeysFromDatabase(db: Database, subject: string): () => Promise<VapidKeys> {
  let kept: Promise<VapidKeys> | undefined;
  return () => {
    kept ??= keptPair(db, subject);
    // A failed read (the database was down) is tried again next time.
    kept.catch(() => {
      kept = undefined;
    });
    return kept;
  };
}

async function keptPair(db: Database, subject: string): Promise<VapidKeys> {
  const read = async () => (await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1)))[0];
  let row = await read();
  if (!row) {
    const { default: webpush } = await import("web-push");
    const made = webpush.generateVAPIDKeys();
    // Two instances starting together: the first pair written is everyone's.
    await db
      .insert(pushVapidKeys)
      .values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey })
      .onConflictDoNothing();
    row = await read();
  }
  if (!row) throw new Error("The VAPID key pair could not be kept in the database");
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
}
