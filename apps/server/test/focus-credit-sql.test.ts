import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plannedCreditEndMs } from '@molip/domain/focus-window';
import { plannedCreditEnd } from '../src/db/focus-credit-sql.ts';
import { testDatabase } from './test-app.ts';

/** The server's SQL and the domain agree on when a running focus log stops earning. */

const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
// Any millisecond of 2000–2100.
const moment = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('plannedCreditEnd (SQL)', () => {
  it('is plannedCreditEndMs for any block start, block length and session end', async () => {
    const { db } = await testDatabase();
    await fc.assert(
      fc.asyncProperty(
        moment,
        fc.integer({ min: 1, max: 24 * 60 }),
        moment,
        async (blockStartMs, blockPlannedMinutes, sessionPlannedEndMs) => {
          const { rows } = (await db.execute(
            sql`select (extract(epoch from ${plannedCreditEnd({
              blockStartAt: instant(blockStartMs),
              blockPlannedMinutes: sql`${blockPlannedMinutes}::int`,
              sessionPlannedEndAt: instant(sessionPlannedEndMs),
            })}) * 1000)::float8 as end_ms`,
          )) as unknown as { rows: { end_ms: number }[] };
          expect(Number(rows[0]?.end_ms)).toBe(
            plannedCreditEndMs({ blockStartMs, blockPlannedMinutes, sessionPlannedEndMs }),
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});
