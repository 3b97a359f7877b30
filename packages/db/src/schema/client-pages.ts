// The pages the trainer writes for one client: a personal program and a message.
import type { Language } from "@studio/validators/languages";
import { sql } from "drizzle-orm";
import { check, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

/** Pages the trainer makes for one client: a personal program and a message, at /clients/{slug}/... */
export const clientPages = pgTable(
  "client_pages",
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    clientName: text().notNull(),
    clientEmail: text().notNull(),
    programTitle: text().notNull(),
    programText: text().notNull(),
    messageText: text().notNull(),
    /** The language she wrote the pages in, her client's: the Spanish site marks English pages as English. */
    language: text().$type<Language>().notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("client_pages_language", sql`${t.language} in ('en', 'es')`)],
);

export type ClientPage = typeof clientPages.$inferSelect;
