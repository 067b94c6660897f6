import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, LAST_SUPPORTED_DATE } from './calendar-date.ts';
import { isoDate } from './iso-date.ts';
import {
  activityPeriodRange,
  activityPeriods,
  activityQuery,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_CODE_PATTERN,
  joinByCodeBody,
  maskEmail,
  studyGroupMessages,
} from './study-group.ts';

describe('maskEmail', () => {
  it('keeps the first two letters and the domain', () => {
    expect(maskEmail('jiwoo@example.com')).toBe('ji***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('never reveals more than two letters of the local part', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const domain = email.slice(email.lastIndexOf('@'));
        expect(masked).toBe(`${email.slice(0, Math.min(2, email.lastIndexOf('@')))}***${domain}`);
        expect(masked.indexOf('***')).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('invite codes', () => {
  it('match the pattern for every letter of the alphabet', () => {
    for (const letter of INVITE_CODE_ALPHABET) {
      expect(INVITE_CODE_PATTERN.test(letter.repeat(INVITE_CODE_LENGTH))).toBe(true);
    }
    expect(new Set(INVITE_CODE_ALPHABET).size).toBe(INVITE_CODE_ALPHABET.length);
  });

  it('accept eight unambiguous characters in any case and refuse the rest', () => {
    expect(joinByCodeBody.parse({ inviteCode: ' ab3de7gh ' }).inviteCode).toBe('AB3DE7GH');
    expect(joinByCodeBody.safeParse({ inviteCode: 'AB0DE7GH' }).success).toBe(false);
    expect(joinByCodeBody.safeParse({ inviteCode: 'AB3DE7G' }).success).toBe(false);
  });
});

describe('activityPeriodRange', () => {
  it('takes a week from Monday to Sunday', () => {
    expect(activityPeriodRange('WEEK', '2026-11-21')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(activityPeriodRange('WEEK', '2026-11-16')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
    expect(activityPeriodRange('WEEK', '2026-11-22')).toEqual({
      startDate: '2026-11-16',
      endDate: '2026-11-22',
    });
  });

  it('takes the calendar month, leap February included', () => {
    expect(activityPeriodRange('MONTH', '2026-11-21')).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(activityPeriodRange('MONTH', '2028-02-10')).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
    expect(activityPeriodRange('MONTH', '2026-12-31')).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
  });
});

describe('activityQuery', () => {
  it('refuses a week that runs past the last supported day, with the Korean message on the date', () => {
    const result = activityQuery.safeParse({ period: 'WEEK', date: '2199-12-31' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['date'], message: studyGroupMessages.periodOutOfRange }),
    ]);
    expect(activityQuery.safeParse({ period: 'MONTH', date: '2199-12-31' }).success).toBe(true);
    expect(activityQuery.safeParse({ period: 'WEEK', date: '2199-12-29' }).success).toBe(true);
    expect(activityQuery.safeParse({ period: 'WEEK', date: '1900-01-01' }).success).toBe(true);
  });

  it('accepts a date exactly when every day of its period is a supported date', () => {
    const edgeDateArb = fc
      .integer({ min: -60, max: 60 })
      .chain((offset) =>
        fc.constantFrom(addDays('1900-01-01', offset), addDays(LAST_SUPPORTED_DATE, offset)),
      );
    fc.assert(
      fc.property(fc.constantFrom(...activityPeriods), edgeDateArb, (period, date) => {
        const accepted = activityQuery.safeParse({ period, date }).success;
        if (!isoDate.safeParse(date).success) {
          expect(accepted).toBe(false);
          return;
        }
        const { startDate, endDate } = activityPeriodRange(period, date);
        const days = Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) =>
          addDays(startDate, index),
        );
        expect(accepted).toBe(days.every((day) => isoDate.safeParse(day).success));
      }),
    );
  });
});
