// Column shapes the domains' tables share: money, and the created and updated times.
import { numeric, timestamp } from "drizzle-orm/pg-core";

/** Money is numeric(10,2); drizzle hands it over as a decimal string ("80.00"). */
export const money = () => numeric({ precision: 10, scale: 2 });
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
