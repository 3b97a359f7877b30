// Who a client is, for the trainer's screens and her e-mails: her account's address, and the name she gave.
import { bookings, type Executor, users } from "@studio/db";
import { desc, eq } from "drizzle-orm";
import { refusal } from "../lib/said";

/** Her account's e-mail and name, or refused as not found. */
export async function clientAccount(db: Executor, userId: number): Promise<{ email: string; name: string | null }> {
  const [client] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!client) throw refusal("NOT_FOUND", "server.training.clientNotFound");
  // The name on her newest booking is the one she last gave; her account's, if she never booked.
  const [booked] = await db
    .select({ name: bookings.clientName })
    .from(bookings)
    .where(eq(bookings.clientEmail, client.email))
    .orderBy(desc(bookings.createdAt))
    .limit(1);
  return { email: client.email, name: booked?.name ?? client.fullName ?? null };
}
