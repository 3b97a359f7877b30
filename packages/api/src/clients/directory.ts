// The trainer's client directory: everyone who booked (by e-mail) or proved her e-mail, newest activity first.
// The database groups and pages; only the page's clients are then read in detail.
import { bookings, users } from "@studio/db";
import { CLIENT_PAGE_SIZE, type clientDirectoryInput } from "@studio/validators";
import { asc, desc, ilike, inArray, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Services } from "../context";
import { containing } from "../lib/search-pattern";
import { clientDetails } from "./summaries";

/** The e-mails of clients whose e-mail, or a name she booked under or verified with, holds the search. */
function matchingEmails(services: Services, search: string) {
  const pattern = containing(search);
  return services.db
    .select({ email: bookings.clientEmail })
    .from(bookings)
    .where(or(ilike(bookings.clientEmail, pattern), ilike(bookings.clientName, pattern)))
    .union(
      services.db
        .select({ email: users.email })
        .from(users)
        .where(or(ilike(users.email, pattern), ilike(users.fullName, pattern))),
    );
}

/**
 * One page of e-mails, by each client's latest activity: her newest booking (grouped on the indexed e-mail) or her
 * verification, whichever is later. One more than a page is asked for, to tell whether another page follows.
 */
async function pageOfEmails(services: Services, search: string | undefined, page: number) {
  const matched = search ? matchingEmails(services, search) : undefined;
  const people = services.db
    .select({
      email: sql<string>`${bookings.clientEmail}`.as("email"),
      at: sql<Date>`max(${bookings.createdAt})`.as("at"),
    })
    .from(bookings)
    .where(matched ? inArray(bookings.clientEmail, matched) : undefined)
    .groupBy(bookings.clientEmail)
    .unionAll(
      services.db
        .select({ email: sql<string>`${users.email}`.as("email"), at: sql<Date>`${users.createdAt}`.as("at") })
        .from(users)
        .where(matched ? inArray(users.email, matched) : undefined),
    )
    .as("people");
  const lastActivity = sql`max(${people.at})`;
  const rows = await services.db
    .select({ email: people.email })
    .from(people)
    .groupBy(people.email)
    .orderBy(desc(lastActivity), asc(people.email))
    .limit(CLIENT_PAGE_SIZE + 1)
    .offset((page - 1) * CLIENT_PAGE_SIZE);
  return rows.map((row) => row.email);
}

export async function listClients(services: Services, { search, page }: z.output<typeof clientDirectoryInput>) {
  const emails = await pageOfEmails(services, search || undefined, page);
  const shown = emails.slice(0, CLIENT_PAGE_SIZE);
  const details = await clientDetails(services, shown);
  return {
    clients: shown.flatMap((email) => {
      const found = details.get(email);
      return found ? [found.summary] : [];
    }),
    page,
    hasMore: emails.length > CLIENT_PAGE_SIZE,
  };
}
