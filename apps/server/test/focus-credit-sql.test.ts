import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditedFocusSeconds, focusCutoffMs, plannedCreditEndMs } from '@molip/domain/focus-window';
import { creditedSeconds, focusCutoff, plannedCreditEnd } from '../src/db/focus-credit-sql.ts';
import { testDatabase } from './test-app.ts';

/** The server's SQL and the domain agree on when a running focus log stops earning, and on what it earns. */

const instant = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;
// Any millisecond of 2000–2100.
const moment = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
// Within two days either side of an instant: a log, its block and its ends lie this close.
const near = fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 });

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

describe('creditedSeconds and focusCutoff (SQL)', () => {
  it('are creditedFocusSeconds and focusCutoffMs for any log start, block start, now and known ends', async () => {
    const { db } = await testDatabase();
    await fc.assert(
      fc.asyncProperty(
        moment,
        near,
        near,
        fc.array(fc.option(near), { minLength: 1, maxLength: 3 }),
        async (nowMs, logOffset, blockOffset, endOffsets) => {
          const logStartMs = nowMs + logOffset;
          const blockStartMs = nowMs + blockOffset;
          const endsMs = endOffsets.map((offset) => (offset === null ? null : nowMs + offset));
          const cutoff = focusCutoff(
            instant(nowMs),
            endsMs.map((end) => (end === null ? sql`null::timestamptz` : instant(end))),
          );
          const { rows } = (await db.execute(
            sql`select (extract(epoch from ${cutoff}) * 1000)::float8 as cutoff_ms,
              ${creditedSeconds(instant(logStartMs), instant(blockStartMs), cutoff)} as seconds`,
          )) as unknown as { rows: { cutoff_ms: number; seconds: number }[] };
          const cutoffMs = focusCutoffMs(nowMs, endsMs);
          expect(Number(rows[0]?.cutoff_ms)).toBe(cutoffMs);
          expect(Number(rows[0]?.seconds)).toBe(creditedFocusSeconds(logStartMs, blockStartMs, cutoffMs));
        },
      ),
      { numRuns: 200 },
    );
  });
});
