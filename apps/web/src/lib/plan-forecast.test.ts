import { describe, expect, it } from 'vitest';
import { forecastSpan, forecastVerdict } from './plan-forecast';

describe('forecastVerdict', () => {
  const plan = { endDate: '2026-12-20', completedUnits: 4, totalUnits: 20 };

  it('compares the forecast with the planned end', () => {
    expect(forecastVerdict({ ...plan, forecastEndDate: '2026-12-30' })).toEqual({
      kind: 'late',
      date: '2026-12-30',
      days: 10,
    });
    expect(forecastVerdict({ ...plan, forecastEndDate: '2026-12-17' })).toEqual({
      kind: 'early',
      date: '2026-12-17',
      days: 3,
    });
    expect(forecastVerdict({ ...plan, forecastEndDate: '2026-12-20' })).toMatchObject({ kind: 'onTime' });
  });

  it('is unknown without a forecast, and done when every unit is', () => {
    expect(forecastVerdict({ ...plan, forecastEndDate: null })).toEqual({ kind: 'unknown' });
    expect(forecastVerdict({ ...plan, completedUnits: 20, forecastEndDate: null })).toEqual({ kind: 'done' });
  });
});

describe('forecastSpan', () => {
  it('writes the earliest and latest end dates, with the year only when it is not this year', () => {
    const today = '2026-11-24';
    // Spaces inside a date do not break; the ones around the tilde do.
    const readable = (span: string | null) => span?.replaceAll('\u00a0', '_');
    expect(readable(forecastSpan({ earliest: '2026-11-28', latest: '2026-12-06' }, today))).toBe(
      '11월_28일 ~ 12월_6일',
    );
    expect(readable(forecastSpan({ earliest: '2026-12-30', latest: '2027-01-02' }, today))).toBe(
      '12월_30일 ~ 2027년_1월_2일',
    );
  });

  it('is null for a single day, an unsure forecast or an older server', () => {
    expect(forecastSpan({ earliest: '2026-12-06', latest: '2026-12-06' }, '2026-11-24')).toBeNull();
    expect(forecastSpan(null, '2026-11-24')).toBeNull();
    expect(forecastSpan(undefined, '2026-11-24')).toBeNull();
  });
});
