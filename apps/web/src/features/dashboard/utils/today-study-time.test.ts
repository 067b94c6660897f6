import { describe, expect, it } from 'vitest';
import {
  isFocusClockRunning,
  isPastStudyDay,
  liveStudySeconds,
  type TodayFocusFigures,
} from './today-study-time';

const SEOUL = { timeZone: 'Asia/Seoul', dayStartHour: 0 };
// 2026-11-22 10:00 in Seoul.
const T0 = Date.parse('2026-11-22T01:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const minutes = (n: number) => n * 60_000;

const closedOnly: TodayFocusFigures = {
  date: '2026-11-22',
  closedStudySeconds: 3_725,
  focusingSince: null,
  focusCreditEndsAt: null,
};

const focusing = (overrides: Partial<TodayFocusFigures> = {}): TodayFocusFigures => ({
  ...closedOnly,
  focusingSince: iso(T0),
  focusCreditEndsAt: iso(T0 + minutes(40)),
  ...overrides,
});

describe('liveStudySeconds', () => {
  it('is the closed logs’ seconds when nothing is open', () => {
    expect(liveStudySeconds(closedOnly, T0 + minutes(90), SEOUL)).toBe(3_725);
  });

  it('adds the open log from its start to now, whole seconds', () => {
    expect(liveStudySeconds(focusing(), T0 + 61_900, SEOUL)).toBe(3_725 + 61);
  });

  it('stops at the block’s or session’s planned end, as the server credits it', () => {
    expect(liveStudySeconds(focusing(), T0 + minutes(55), SEOUL)).toBe(3_725 + 40 * 60);
  });

  it('runs on without a planned end', () => {
    expect(liveStudySeconds(focusing({ focusCreditEndsAt: null }), T0 + minutes(55), SEOUL)).toBe(
      3_725 + 55 * 60,
    );
  });

  it('never goes below the closed seconds when the device clock is behind the log’s start', () => {
    expect(liveStudySeconds(focusing(), T0 - minutes(3), SEOUL)).toBe(3_725);
  });

  it('adds nothing for a log opened on the previous study day: the server credits it there', () => {
    // 23:50 on the 21st in Seoul; the 22nd's study day began at midnight.
    const yesterday = focusing({ focusingSince: '2026-11-21T14:50:00Z' });
    expect(liveStudySeconds(yesterday, T0, SEOUL)).toBe(3_725);
  });

  it('counts a log opened after midnight towards the day that started at the learner’s day-start hour', () => {
    // 01:30 on the 23rd in Seoul is still the 22nd's study day for a learner whose day starts at 4.
    const lateNight = focusing({
      focusingSince: '2026-11-22T16:30:00Z',
      focusCreditEndsAt: '2026-11-22T17:30:00Z',
    });
    const now = Date.parse('2026-11-22T16:40:00Z');
    expect(liveStudySeconds(lateNight, now, { timeZone: 'Asia/Seoul', dayStartHour: 4 })).toBe(3_725 + 600);
    expect(liveStudySeconds(lateNight, now, SEOUL)).toBe(3_725);
  });
});

describe('isPastStudyDay', () => {
  it('tells when the learner’s study day has turned since the figures were read', () => {
    // 23:59 and 00:01 on the 22nd/23rd in Seoul; with a 4 o'clock day start the 22nd lasts until 04:00.
    expect(isPastStudyDay(closedOnly, Date.parse('2026-11-22T14:59:00Z'), SEOUL)).toBe(false);
    expect(isPastStudyDay(closedOnly, Date.parse('2026-11-22T15:01:00Z'), SEOUL)).toBe(true);
    expect(
      isPastStudyDay(closedOnly, Date.parse('2026-11-22T15:01:00Z'), {
        timeZone: 'Asia/Seoul',
        dayStartHour: 4,
      }),
    ).toBe(false);
  });
});

describe('isFocusClockRunning', () => {
  it('runs while a log is open and its credit has not ended', () => {
    expect(isFocusClockRunning(focusing(), T0 + minutes(39))).toBe(true);
    expect(isFocusClockRunning(focusing(), T0 + minutes(40))).toBe(false);
    expect(isFocusClockRunning(closedOnly, T0)).toBe(false);
  });
});
