import { addDays } from '@molip/domain/calendar-date';
import { describe, expect, it } from 'vitest';
import { dailyActiveSummary } from './daily-active-chart';

const TODAY = '2026-11-22';
const series = (counts: number[]) =>
  counts.map((count, index) => ({ date: addDays(TODAY, index - counts.length + 1), count }));

describe('dailyActiveSummary', () => {
  it('says when nobody was active', () => {
    expect(dailyActiveSummary(series([0, 0, 0]))).toBe('최근 3일 동안 활동한 사용자가 없어요.');
    expect(dailyActiveSummary([])).toBe('아직 활동 기록이 없어요.');
  });

  it('keeps a decimal for a small average and names today when it is the busiest day', () => {
    expect(dailyActiveSummary(series([...Array.from({ length: 29 }, () => 0), 2]))).toBe(
      '오늘 2명이 활동했어요. 최근 30일 하루 평균은 0.1명이고, 오늘이 가장 많아요.',
    );
  });

  it('names the busiest day when it was not today, and a quiet today', () => {
    expect(dailyActiveSummary(series([3, 12, 0]))).toBe(
      '오늘은 아직 활동한 사용자가 없어요. 최근 3일 하루 평균은 5명이고, 가장 많았던 날은 11월 21일 (토) 12명이에요.',
    );
  });
});
