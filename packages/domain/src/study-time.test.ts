import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatStudyMinutes, formatStudyTime } from './study-time.ts';

describe('formatStudyTime words', () => {
  it.each([
    [0, '0분'],
    [1, '1초'],
    [39, '39초'],
    [40, '40초'],
    [59.9, '59초'],
    [60, '1분'],
    [119, '1분'],
    [240, '4분'],
    [3599, '59분'],
    [3600, '1시간'],
    [3900, '1시간 5분'],
    [3959, '1시간 5분'],
    [7200, '2시간'],
    [90_061, '25시간 1분'],
  ])('reads %d seconds as %s', (seconds, text) => {
    expect(formatStudyTime(seconds, 'words')).toBe(text);
  });

  it('reads negative or missing time as nothing measured', () => {
    expect(formatStudyTime(-5, 'words')).toBe('0분');
    expect(formatStudyTime(Number.NaN, 'words')).toBe('0분');
  });

  it('shows seconds only under a minute and whole minutes floored from there on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 60, max: 10_000_000 }), (seconds) => {
        const text = formatStudyTime(seconds, 'words');
        expect(text).not.toContain('초');
        const hours = Number(/(\d+)시간/.exec(text)?.[1] ?? 0);
        const minutes = Number(/(\d+)분/.exec(text)?.[1] ?? 0);
        expect(hours * 60 + minutes).toBe(Math.floor(seconds / 60));
        expect(minutes).toBeLessThan(60);
        expect(text).not.toMatch(/ 0분|^0/);
      }),
    );
  });

  it('never reads real focus under a minute as zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 59 }), (seconds) => {
        expect(formatStudyTime(seconds, 'words')).toBe(`${seconds}초`);
      }),
    );
  });

  it('never reads less for more time', () => {
    const secondsOf = (text: string) =>
      Number(/(\d+)시간/.exec(text)?.[1] ?? 0) * 3600 +
      Number(/(\d+)분/.exec(text)?.[1] ?? 0) * 60 +
      Number(/(\d+)초/.exec(text)?.[1] ?? 0);
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(secondsOf(formatStudyTime(low, 'words'))).toBeLessThanOrEqual(
          secondsOf(formatStudyTime(high, 'words')),
        );
      }),
    );
  });
});

describe('formatStudyTime clock', () => {
  it.each([
    [0, '00:00'],
    [40, '00:40'],
    [240, '04:00'],
    [1456, '24:16'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3729, '1:02:09'],
    [36_000, '10:00:00'],
  ])('reads %d seconds as %s', (seconds, text) => {
    expect(formatStudyTime(seconds, 'clock')).toBe(text);
  });

  it('reads negative or missing time as 00:00', () => {
    expect(formatStudyTime(-5, 'clock')).toBe('00:00');
    expect(formatStudyTime(Number.NaN, 'clock')).toBe('00:00');
  });

  it('is MM:SS under an hour and H:MM:SS from an hour, and reads back to the floored seconds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (seconds) => {
        const text = formatStudyTime(seconds, 'clock');
        const parts = text.split(':').map(Number);
        expect(text).toMatch(seconds < 3600 ? /^\d{2}:\d{2}$/ : /^[1-9]\d*:\d{2}:\d{2}$/);
        const total = parts.reduce((sum, part) => sum * 60 + part, 0);
        expect(total).toBe(Math.floor(seconds));
      }),
    );
  });
});

describe('formatStudyMinutes', () => {
  it('reads whole minutes as words', () => {
    expect(formatStudyMinutes(0)).toBe('0분');
    expect(formatStudyMinutes(40)).toBe('40분');
    expect(formatStudyMinutes(90)).toBe('1시간 30분');
    expect(formatStudyMinutes(120)).toBe('2시간');
  });
});
