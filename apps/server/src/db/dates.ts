import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The calendar month (UTC) of a timestamp column as `YYYY-MM`, whatever the database session's
 * time zone: the dashboards' months are UTC months on every server.
 */
export const utcMonth = (column: PgColumn | SQL): SQL<string> => sql<string>`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`;
