import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { todayInZone } from '@molip/domain/calendar-date';
import { instant, studyDayOf } from '../src/db/study-day-sql.ts';
import { testDatabase } from './test-app.ts';

/**
 * The database's study day (the `study_day_of` function of migration 0014, which the rollup triggers use, and
 * the `studyDayOf` expression the queries use) is the domain's `todayInZone` for any instant, zone and day start.
 */

// Whole-hour, half-hour and quarter-hour offsets, both sides of UTC, with and without daylight saving.
const zones = [
  'Asia/Seoul',
  'UTC',
  'Europe/Berlin',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'America/St_Johns',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
] as const;

// Any second of 1990–2037; a third of the draws lie within a few hours of a whole hour, where days turn.
const anyMs = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2037, 0, 1) });
const nearHourMs = fc
  .tuple(
    fc.integer({ min: Date.UTC(1990, 0, 1) / 3_600_000, max: Date.UTC(2037, 0, 1) / 3_600_000 }),
    fc.integer({ min: -1, max: 1 }),
  )
  .map(([hour, second]) => hour * 3_600_000 + second * 1000);
const moment = fc.oneof({ weight: 2, arbitrary: anyMs }, { weight: 1, arbitrary: nearHourMs });
// The day-start hours a learner can choose (docs/product-rules.md#time-and-the-study-day).
const dayStartHour = fc.integer({ min: 0, max: 6 });

describe('the study day in SQL', () => {
  it('is todayInZone for any instant, zone and day-start hour', async () => {
    const { db } = await testDatabase();
    await fc.assert(
      fc.asyncProperty(moment, fc.constantFrom(...zones), dayStartHour, async (ms, timezone, hour) => {
        const at = instant(new Date(ms));
        const { rows } = (await db.execute(
          sql`select study_day_of(${at}, ${timezone}, ${hour}::smallint)::text as stored,
            ${studyDayOf(at, { timezone, dayStartHour: hour })} as queried`,
        )) as unknown as { rows: { stored: string; queried: string }[] };
        const expected = todayInZone(new Date(ms), timezone, hour);
        expect(rows[0]).toEqual({ stored: expected, queried: expected });
      }),
      { numRuns: 300 },
    );
  });
});
