import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made: every table that keeps one names it the same. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
