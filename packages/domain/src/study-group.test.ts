import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityPeriodRange,
  INVITE_CODE_ALPHABET,
  INVITE_CODE_LENGTH,
  INVITE_CODE_PATTERN,
  joinByCodeBody,
  maskEmail,
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
