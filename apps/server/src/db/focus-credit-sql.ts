import { and, eq, isNull, sql } from 'drizzle-orm';
import { focusBlocks, focusLogs, focusSessions } from './schema.ts';

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

/** The SQL twin of `focusCutoffMs`: the earliest of `now` and the known ends (`least` skips a null end). */
export const focusCutoff = (now: unknown, ends: readonly unknown[]) =>
  sql<Date>`least(${now}, ${sql.join(
    ends.map((end) => sql`${end}`),
    sql`, `,
  )})`;

/** The SQL twin of `creditedFocusSeconds`: whole seconds from the log's start (not before its block's) to the cutoff. */
export const creditedSeconds = (logStartAt: unknown, blockStartAt: unknown, cutoffAt: unknown) =>
  sql<number>`greatest(0, floor(extract(epoch from (${cutoffAt}) - greatest(${logStartAt}, ${blockStartAt}))))::int`;

/** The credit window of the focus log whose block and session the query joins. */
export const runningLogWindow = {
  blockStartAt: focusBlocks.startAt,
  blockPlannedMinutes: focusBlocks.plannedMinutes,
  sessionPlannedEndAt: focusSessions.plannedEndAt,
} satisfies CreditWindowSql;

/** The open log's block, joined to a query over focus logs (a closed log joins nothing: its seconds are stored). */
export const openLogBlock = and(eq(focusBlocks.id, focusLogs.blockId), isNull(focusLogs.endedAt));
/** The session of the block joined by `openLogBlock`. */
export const openLogSession = eq(focusSessions.id, focusBlocks.sessionId);

/**
 * What the query's open focus log has earned by `now`, as closing it then would credit (the query joins
 * `openLogBlock` and `openLogSession`): to now, never past its block's or session's planned or actual end.
 * Its cutoff mirrors `creditCutoffMs` (packages/domain/src/focus-window.ts).
 */
export const openLogSeconds = (now: unknown) =>
  creditedSeconds(
    focusLogs.startedAt,
    focusBlocks.startAt,
    focusCutoff(now, [plannedCreditEnd(runningLogWindow), focusBlocks.endedAt, focusSessions.endedAt]),
  );
