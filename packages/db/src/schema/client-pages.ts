// The pages the trainer writes for one client: a personal program and a message.
import { pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Pages the trainer makes for one client: a personal program and a message, at /clients/{slug}/... */
export const clientPages = pgTable("client_pages", {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  clientName: text().notNull(),
  clientEmail: text().notNull(),
  programTitle: text().notNull(),
  programText: text().notNull(),
  messageText: text().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type ClientPage = typeof clientPages.$inferSelect;
