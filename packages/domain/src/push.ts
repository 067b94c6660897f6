import { z } from './zod.ts';

export const pushMessages = {
  endpoint: '알림을 받을 수 없는 주소예요. 브라우저의 알림 구독 정보를 그대로 보내 주세요.',
  keys: '알림 암호화 키가 올바르지 않아요. 브라우저에서 알림을 다시 켜 주세요.',
  notFound: '이 기기의 알림 구독을 찾을 수 없어요.',
} as const;

/** Longest endpoint taken: the push services' own run to a few hundred characters. */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

const endpoint = z
  .string({ error: pushMessages.endpoint })
  .check(z.minLength(1, pushMessages.endpoint), z.maxLength(PUSH_ENDPOINT_MAX_LENGTH, pushMessages.endpoint));

/** `GET /api/push/vapid-public-key`: the application server key browsers subscribe with (base64url). */
export const vapidPublicKey = z.object({ publicKey: z.string() });
export type VapidPublicKey = z.infer<typeof vapidPublicKey>;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bits of an unpadded base64url text as one number, or undefined for a character outside the alphabet. */
function base64urlBits(text: string): bigint | undefined {
  let bits = 0n;
  for (const character of text.replace(/=+$/, '')) {
    const value = BASE64URL.indexOf(character);
    if (value < 0) return undefined;
    bits = (bits << 6n) | BigInt(value);
  }
  return bits;
}

/** P-256's field prime and curve constant b (SEC 2 §2.4.2); its a is −3. */
const P256_P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const P256_B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;
const COORDINATE_MASK = 2n ** 256n - 1n;

/**
 * Whether a base64url text is an uncompressed P-256 point on the curve (0x04, x, y: 65 bytes, no stray bits).
 * P-256's cofactor is 1, so every such point is a valid public key; anything else makes every send to it fail.
 */
export function isP256PublicKey(text: string): boolean {
  if (!/^[A-Za-z0-9_-]{87}=?$/.test(text)) return false;
  const bits = base64urlBits(text);
  // 87 characters carry 522 bits: the 65 bytes and two that must be zero.
  if (bits === undefined || (bits & 3n) !== 0n) return false;
  const point = bits >> 2n;
  const x = (point >> 256n) & COORDINATE_MASK;
  const y = point & COORDINATE_MASK;
  if (point >> 512n !== 4n || x >= P256_P || y >= P256_P) return false;
  return (y * y - (x * x * x - 3n * x + P256_B)) % P256_P === 0n;
}

/**
 * The browser's `PushSubscription.toJSON()`: the endpoint and the keys that encrypt a message for it — an
 * uncompressed P-256 point on the curve and a 16-byte secret (22 characters, the last 4 bits zero), in base64url.
 */
export const pushSubscriptionBody = z.object({
  endpoint,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      p256dh: z
        .string({ error: pushMessages.keys })
        .check(
          z.regex(/^B[A-Za-z0-9_-]{86}=?$/, { message: pushMessages.keys, abort: true }),
          z.refine(isP256PublicKey, { message: pushMessages.keys }),
        ),
      auth: z
        .string({ error: pushMessages.keys })
        .check(z.regex(/^[A-Za-z0-9_-]{21}[AQgw](==)?$/, pushMessages.keys)),
    },
    { error: pushMessages.keys },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `DELETE /api/push/subscriptions`: which of the learner's devices stops receiving. */
export const pushEndpointBody = z.object({ endpoint });
export type PushEndpointBody = z.infer<typeof pushEndpointBody>;

export const pushSubscriptionAnswer = z.object({ endpoint: z.string() });

/** The pushes' Korean texts; the block ones say what the tab's own alerts say. */
export const pushAlertTexts = {
  fiveMinutesLeft: { title: '집중 블록이 5분 남았어요.', body: '지금 하던 것을 마무리할 준비를 해요.' },
  blockEnded: { title: '계획한 블록 시간이 끝났어요.', body: '몰입을 열어 이번 블록을 마무리해 주세요.' },
  dailyReminder: (openTodos: number) => ({
    title: `오늘 할 일이 ${openTodos}개 남았어요.`,
    body: '몰입을 열고 하나씩 끝내 볼까요?',
  }),
} as const;

/** How long one "in front" report counts; the web app repeats it well within this while a tab is visible. */
export const APP_VISIBLE_REPORT_SECONDS = 75;
export const APP_VISIBLE_REPEAT_SECONDS = 30;

/** `PUT /api/push/visibility`: whether a tab of the learner is in front now. */
export const appVisibilityBody = z.object({
  visible: z.boolean({ error: '보이는지 여부(visible)를 알려 주세요.' }),
});

const reminderTimeMessage = '알림 시각은 00:00~23:59 형식으로 정해 주세요.';

/**
 * `PUT /api/push/settings`: the daily reminder's local time ("21:00", or null when it is off, the default) and
 * whether the app icon shows today's open to-dos. A field left out stays as it is.
 */
export const pushSettingsBody = z.object({
  dailyReminderTime: z.optional(
    z.nullable(
      z
        .string({ error: reminderTimeMessage })
        .check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, reminderTimeMessage)),
    ),
  ),
  appBadge: z.optional(z.boolean({ error: '앱 아이콘 표시 여부(appBadge)를 알려 주세요.' })),
});
export type PushSettingsBody = z.infer<typeof pushSettingsBody>;

/** The learner's push settings, with how many devices would receive a reminder now. */
export const pushSettings = z.object({
  dailyReminderTime: z.nullable(z.string()),
  appBadge: z.boolean(),
  subscribedDevices: z.number(),
});
export type PushSettings = z.infer<typeof pushSettings>;

/** A device whose app has not confirmed its subscription for this long is forgotten (it is gone or unused). */
export const PUSH_SUBSCRIPTION_UNSEEN_DAYS = 60;

export function reminderMinuteOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

export function reminderTimeOf(minute: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
}
