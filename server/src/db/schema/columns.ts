import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time, always with its time zone (the console shows Beijing time whatever the server's zone). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** When a row was made: set by the database. */
export const createdAt = () => at('created_at').notNull().defaultNow();
