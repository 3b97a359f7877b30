import { type Executor, users } from "@studio/db";
import { sql } from "drizzle-orm";

/** The client's row, created the first time she proves her e-mail address. */
export async function userForEmail(db: Executor, email: string) {
  const [user] = await db
    .insert(users)
    .values({ username: email, email })
    .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error("User upsert returned no row");
  return user;
}
