// The clients' accounts, which no one domain owns: auth keeps their sessions, portal their sign-in codes, and
// reminders, progress and recipes hang their rows on them.
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** A client, created the first time she proves her e-mail address with a code. */
export const users = pgTable("users", {
  id: serial().primaryKey(),
  username: text().notNull().unique(),
  /** Clients sign in with e-mail codes; no password is kept unless one is ever set. */
  password: text(),
  fullName: text(),
  email: text().notNull().unique(),
  phone: text(),
  address: text(),
  createdAt: createdAt(),
});

export type User = typeof users.$inferSelect;
