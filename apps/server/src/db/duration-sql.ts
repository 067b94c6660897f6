import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SECONDS_PER_MINUTE } from '@molip/domain/duration';

/**
 * Whole minutes in an integer count of seconds, never negative: the same rule as `wholeMinutes`. Integer
 * division truncates towards zero, which is the floor for every count it does not clamp to 0.
 */
export const wholeMinutesOf = (seconds: PgColumn | SQL) =>
  sql<number>`greatest(0, ${seconds} / ${sql.raw(String(SECONDS_PER_MINUTE))})`;
