import { sql } from 'drizzle-orm';

/** A running log's block and session as SQL expressions: columns of the query, or parameters. */
export type CreditWindowSql = {
  blockStartAt: unknown;
  blockPlannedMinutes: unknown;
  sessionPlannedEndAt: unknown;
};

/**
 * When a running log stops earning: the earlier of its block's and its session's planned ends — the SQL twin
 * of `plannedCreditEndMs` (packages/domain/src/focus-window.ts); test/focus-credit-sql.test.ts holds them equal.
 */
export const plannedCreditEnd = (window: CreditWindowSql) =>
  sql<Date>`least(${window.sessionPlannedEndAt}, ${window.blockStartAt} + make_interval(mins => ${window.blockPlannedMinutes}))`;
