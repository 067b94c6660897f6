import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isP256PublicKey,
  pushMessages,
  pushSettingsBody,
  pushSubscriptionBody,
  reminderMinuteOf,
  reminderTimeOf,
} from './push.ts';

describe('the daily reminder time', () => {
  it('reads back every minute of the day as the HH:MM it was given', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1439 }), (minute) => {
        const time = reminderTimeOf(minute);
        expect(pushSettingsBody.safeParse({ dailyReminderTime: time }).success).toBe(true);
        expect(reminderMinuteOf(time)).toBe(minute);
      }),
    );
  });

  it.each(['24:00', '9:00', '21:60', '2100', ''])('refuses %s in Korean', (time) => {
    const parsed = pushSettingsBody.safeParse({ dailyReminderTime: time });
    expect(parsed.error?.issues[0]?.message).toBe('알림 시각은 00:00~23:59 형식으로 정해 주세요.');
  });
});

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('a browser push subscription', () => {
  const endpoint = 'https://x';
  // Two browsers' keys, made with node:crypto's P-256: the public point, the same point compressed, the secret.
  const phone = {
    p256dh: 'BHMn3EMFYhI_iPDY2ij-6hCsl_302UwpgkCF-QEsR0DZ2hGULh6Z3w0wZqMUQ7y72us_7zv-PK9OO55LJggSEjQ',
    compressed: 'AnMn3EMFYhI_iPDY2ij-6hCsl_302UwpgkCF-QEsR0DZ',
    auth: 'h63rvehboA_8N21fqAQdow',
  };
  const laptop = {
    p256dh: 'BObRHKhNmWLhg6f-y1XhE-wuF3RWZi3dUf1wqnf99gP4wqvIsXkzwfxEkJ7SNzIlA7uzFezZNkwDMtI8ceF7gDg',
    compressed: 'AubRHKhNmWLhg6f-y1XhE-wuF3RWZi3dUf1wqnf99gP4',
    auth: 'qSwxzT-9nUnU3i9mzD-MNw',
  };
  const devices = [phone, laptop];
  const parsed = (keys: { p256dh: string; auth: string }) =>
    pushSubscriptionBody.safeParse({ endpoint, expirationTime: null, keys });
  /** The text with one base64url character's bits changed by `xor`. */
  const changed = (text: string, at: number, xor: number) =>
    `${text.slice(0, at)}${BASE64URL[BASE64URL.indexOf(text.charAt(at)) ^ xor]}${text.slice(at + 1)}`;

  it('takes what PushSubscription.toJSON() gives, padded or not', () => {
    for (const { p256dh, auth } of devices) {
      expect(isP256PublicKey(p256dh)).toBe(true);
      expect(parsed({ p256dh, auth }).success).toBe(true);
      expect(parsed({ p256dh: `${p256dh}=`, auth: `${auth}==` }).success).toBe(true);
    }
  });

  it('refuses in Korean a point off the curve, a coordinate past the prime, a compressed point or stray bits', () => {
    for (const { p256dh, compressed, auth } of devices) {
      for (const key of [
        changed(p256dh, 40, 1),
        changed(p256dh, 70, 8),
        `BP${'_'.repeat(84)}8`,
        compressed,
        // The same point with one of the two bits past its 65 bytes set.
        changed(p256dh, 86, 1),
        `B${'a'.repeat(86)}`,
      ]) {
        const result = parsed({ p256dh: key, auth });
        expect(result.success, key).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(pushMessages.keys);
      }
    }
  });

  it('refuses a secret that is not exactly 16 bytes', () => {
    const { p256dh, auth } = phone;
    for (const wrong of [auth.slice(1), `${auth}A`, changed(auth, 21, 1), 'b'.repeat(22), ''])
      expect(parsed({ p256dh, auth: wrong }).success, wrong).toBe(false);
  });
});
