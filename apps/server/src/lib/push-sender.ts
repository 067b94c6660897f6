import webPush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** What the service worker shows: Korean text, the screen a tap opens, and a tag that replaces an older one. */
export type PushMessage = { title: string; body: string; url: string; tag: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service no longer knows the subscription (404/410), so it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (
  target: PushTarget,
  message: PushMessage,
  ttlSeconds: number,
) => Promise<PushOutcome>;

/** Longest a push service may take to answer before the send counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/** web-push's headers as fetch takes them; fetch sets the body's length itself. */
function requestHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Sends one VAPID-signed, aes128gcm-encrypted message (RFC 8291/8292): web-push builds the request, fetch
 * sends it (web-push's own sender speaks https only) and never follows a redirect to another address.
 */
export function webPushSender(keys: VapidKeys): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (target, message, ttlSeconds) => {
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        { vapidDetails, TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: requestHeaders(request.headers),
        body: request.body ?? null,
        redirect: 'manual',
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}
