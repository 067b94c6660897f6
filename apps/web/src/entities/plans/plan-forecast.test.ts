import { describe, expect, it } from 'vitest';
import { forecastSentences, forecastSpan, forecastVerdict } from './plan-forecast';

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
    // No space in the span breaks: at 360 px a span into next year moves to a line of its own, whole.
    const readable = (span: string | null) => span?.replaceAll('\u00a0', '_');
    expect(readable(forecastSpan({ earliest: '2026-11-28', latest: '2026-12-06' }, today))).toBe(
      '11월_28일_~_12월_6일',
    );
    expect(readable(forecastSpan({ earliest: '2026-12-30', latest: '2027-01-02' }, today))).toBe(
      '12월_30일_~_2027년_1월_2일',
    );
  });

  it('is null for a single day, an unsure forecast or an older server', () => {
    expect(forecastSpan({ earliest: '2026-12-06', latest: '2026-12-06' }, '2026-11-24')).toBeNull();
    expect(forecastSpan(null, '2026-11-24')).toBeNull();
    expect(forecastSpan(undefined, '2026-11-24')).toBeNull();
  });
});

describe('forecastSentences', () => {
  const today = '2026-11-24';
  const plan = {
    endDate: '2026-12-20',
    completedUnits: 4,
    totalUnits: 20,
    forecastEndDate: '2026-12-30',
    forecastRange: { earliest: '2026-12-28', latest: '2027-01-02' },
  };
  const readable = (text: string) => text.replaceAll('\u00a0', ' ');

  it('says the daily focus time the pace stands on, under the dates', () => {
    const sentences = forecastSentences({ ...plan, paceSecondsPerDay: 40 * 60 + 59 }, today);
    expect(readable(sentences.main)).toBe('지금 속도라면 12월 28일 ~ 2027년 1월 2일쯤 끝나요');
    // The one place the sentence may break.
    expect(sentences.main.split(' ')).toEqual(['지금', '속도라면', expect.stringContaining('끝나요')]);
    expect(sentences.pace).toBe('요즘 하루 평균 40분 공부하고 있어요.');
    expect(sentences.detail).toBe('계획한 12월 20일 (일)보다 10일 늦어요.');
    expect(forecastSentences({ ...plan, paceSecondsPerDay: 85 * 60 }, today).pace).toBe(
      '요즘 하루 평균 1시간 25분 공부하고 있어요.',
    );
  });

  it('says no daily time for a pace of units completed, an older server, or no forecast', () => {
    expect(forecastSentences({ ...plan, paceSecondsPerDay: null }, today).pace).toBeNull();
    expect(forecastSentences(plan, today).pace).toBeNull();
    const unknown = forecastSentences({ ...plan, forecastEndDate: null, paceSecondsPerDay: 2400 }, today);
    expect(unknown).toMatchObject({ pace: null, detail: null });
    expect(unknown.main).toMatch(/^아직 기록이 부족해서/);
  });

  it('gives one date for a steady pace, and warns when it is too uneven to bound', () => {
    const steady = { ...plan, forecastRange: { earliest: '2026-12-30', latest: '2026-12-30' } };
    expect(forecastSentences(steady, today).main).toBe('지금 속도라면 12월 30일 (수)에 끝나요');
    expect(forecastSentences({ ...plan, forecastRange: null }, today).detail).toBe(
      '계획한 12월 20일 (일)보다 10일 늦어요. 날마다 공부한 양이 들쭉날쭉해서 더 늦어질 수도 있어요.',
    );
  });
});
