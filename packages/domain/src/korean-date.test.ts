import { describe, expect, it } from 'vitest';
import {
  formatMonthDay,
  koreanDate,
  monthDayFullWeekday,
  monthDayRange,
  monthDayWithWeekday,
  relativeKoreanDate,
  weekdayName,
  weekdayNames,
  yearMonthText,
} from './korean-date.ts';

const TODAY = '2026-11-22';

describe('weekday names', () => {
  it('count from Sunday, like dayOfWeek', () => {
    expect(weekdayNames.join('')).toBe('일월화수목금토');
    expect(weekdayName('2026-11-22')).toBe('일');
    expect(weekdayName('2026-11-28')).toBe('토');
    expect(weekdayName('2027-01-04')).toBe('월');
  });
});

describe('month and day', () => {
  it('carry the weekday in brackets, or spelled out in full', () => {
    expect(monthDayWithWeekday('2026-02-07')).toBe('2월 7일 (토)');
    expect(monthDayFullWeekday('2026-11-22')).toBe('11월 22일 일요일');
  });

  it('write a range with a tilde between two dates', () => {
    expect(monthDayRange('2026-11-16', '2026-11-22')).toBe('11월 16일 ~ 11월 22일');
  });

  it('name a month with its year', () => {
    expect(yearMonthText('2026-03')).toBe('2026년 3월');
  });
});

describe('koreanDate', () => {
  it('leaves the year out within today’s year, and can leave the weekday out', () => {
    expect(koreanDate('2026-11-22', TODAY)).toBe('11월 22일 (일)');
    expect(koreanDate('2026-12-30', TODAY, { weekday: false })).toBe('12월 30일');
  });

  it('writes the year of a date in another year', () => {
    expect(koreanDate('2027-01-03', TODAY)).toBe('2027년 1월 3일 (일)');
    expect(koreanDate('2025-12-31', TODAY, { weekday: false })).toBe('2025년 12월 31일');
  });
});

describe('relativeKoreanDate', () => {
  it('says 오늘 and 어제, then the date', () => {
    expect(relativeKoreanDate(TODAY, TODAY)).toBe('오늘');
    expect(relativeKoreanDate('2026-11-21', TODAY)).toBe('어제');
    expect(relativeKoreanDate('2026-11-20', TODAY)).toBe('11월 20일 (금)');
    expect(relativeKoreanDate('2026-11-23', TODAY)).toBe('11월 23일 (월)');
  });
});

describe('formatMonthDay', () => {
  it('reads a plain date as month and day, without leading zeros', () => {
    expect(formatMonthDay('2026-02-07')).toBe('2월 7일');
    expect(formatMonthDay('2026-11-22')).toBe('11월 22일');
  });
});
