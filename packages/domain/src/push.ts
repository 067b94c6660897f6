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

/**
 * The browser's `PushSubscription.toJSON()`: the endpoint and the keys that encrypt a message for it — an
 * uncompressed P-256 point (65 bytes, starting 0x04) and a 16-byte secret, in base64url.
 */
export const pushSubscriptionBody = z.object({
  endpoint,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.object(
    {
      p256dh: z
        .string({ error: pushMessages.keys })
        .check(z.regex(/^B[A-Za-z0-9_-]{86}=?$/, pushMessages.keys)),
      auth: z
        .string({ error: pushMessages.keys })
        .check(z.regex(/^[A-Za-z0-9_-]{22}(==)?$/, pushMessages.keys)),
    },
    { error: pushMessages.keys },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `DELETE /api/push/subscriptions`: which of the learner's devices stops receiving. */
export const pushEndpointBody = z.object({ endpoint });
export type PushEndpointBody = z.infer<typeof pushEndpointBody>;

export const pushSubscriptionAnswer = z.object({ endpoint: z.string() });
