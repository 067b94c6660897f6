import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pushSettingsBody, pushSubscriptionBody, reminderMinuteOf, reminderTimeOf } from './push.ts';

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

describe('a browser push subscription', () => {
  const p256dh = `B${'a'.repeat(86)}`;
  const auth = 'b'.repeat(22);

  it('takes what PushSubscription.toJSON() gives, padded or not', () => {
    for (const keys of [
      { p256dh, auth },
      { p256dh: `${p256dh}=`, auth: `${auth}==` },
    ])
      expect(
        pushSubscriptionBody.safeParse({ endpoint: 'https://x', expirationTime: null, keys }).success,
      ).toBe(true);
  });

  it('refuses a compressed point or a secret that is not 16 bytes', () => {
    const endpoint = 'https://x';
    expect(
      pushSubscriptionBody.safeParse({ endpoint, keys: { p256dh: `A${'a'.repeat(86)}`, auth } }).success,
    ).toBe(false);
    expect(pushSubscriptionBody.safeParse({ endpoint, keys: { p256dh, auth: 'b'.repeat(21) } }).success).toBe(
      false,
    );
  });
});
