import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinByCodeBody, maskEmail } from './study-group.ts';

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
  it('accept eight unambiguous characters in any case and refuse the rest', () => {
    expect(joinByCodeBody.parse({ inviteCode: ' ab3de7gh ' }).inviteCode).toBe('AB3DE7GH');
    expect(joinByCodeBody.safeParse({ inviteCode: 'AB0DE7GH' }).success).toBe(false);
    expect(joinByCodeBody.safeParse({ inviteCode: 'AB3DE7G' }).success).toBe(false);
  });
});
