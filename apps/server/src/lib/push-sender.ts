import webPush from 'web-push';
import { declarativePushPayload, type PushMessage } from './push-payload.ts';
import type { VapidKeys } from './vapid-keys.ts';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
/** `gone`: the push service no longer knows the subscription (404/410), so it is deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';
export type PushSender = (
  target: PushTarget,
  message: PushMessage,
  ttlSeconds: number,
  signal?: AbortSignal,
) => Promise<PushOutcome>;

/** Longest a push service may take to answer before the send counts as failed. */
export const SEND_TIMEOUT_MS = 10_000;

/** web-push's headers as fetch takes them; fetch sets the body's length itself. */
function requestHeaders(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Sends one VAPID-signed, aes128gcm-encrypted message (RFC 8291/8292) as Declarative Web Push JSON: web-push
 * builds the request, fetch sends it (web-push's own sender speaks https only) and never follows a redirect.
 */
export function webPushSender(keys: VapidKeys, publicUrl: string | undefined): PushSender {
  const vapidDetails = { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return async (target, message, ttlSeconds, signal) => {
    try {
      const request = webPush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(declarativePushPayload(message, publicUrl)),
        { vapidDetails, TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm' },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: requestHeaders(request.headers),
        body: request.body ?? null,
        redirect: 'manual',
        signal: signal
          ? AbortSignal.any([signal, AbortSignal.timeout(SEND_TIMEOUT_MS)])
          : AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return 'gone';
      return response.ok ? 'sent' : 'failed';
    } catch {
      return 'failed';
    }
  };
}

/** One message for one device of a learner, useless from `expiresAt` on (its moment has passed). */
export type PushDelivery = {
  learnerId: string;
  event: string;
  target: PushTarget;
  message: PushMessage;
  ttlSeconds: number;
  expiresAt: Date;
};
/** `expired`: its turn came after `expiresAt`, so it was dropped instead of arriving late. */
export type DeliveryOutcome = PushOutcome | 'expired';

export type PushDispatcher = {
  /** Queues a send; `after` hears how it went (a forgotten subscription is deleted there). */
  deliver(delivery: PushDelivery, after?: (outcome: DeliveryOutcome) => Promise<void>): void;
  /** Resolves once nothing is queued or sending. */
  idle(): Promise<void>;
  /** Waits up to `waitMs` for what is queued, then cuts the rest short (they count as failed). */
  close(waitMs: number): Promise<void>;
};

type Lane = { running: number; waiting: (() => void)[]; hasTurn: boolean };

/**
 * Sends at most `concurrency` pushes at once and at most `perLearner` of one learner's: learners with
 * something waiting take turns, so one learner's unresponsive devices (each held up to the 10 s timeout)
 * never hold back another learner's alert. A delivery whose turn comes after it expired is dropped and
 * reported to `onDroppedLate`; the TTL given to the push service is what is left of its time.
 */
export function pushDispatcher(options: {
  send: PushSender;
  now: () => Date;
  concurrency: number;
  perLearner: number;
  onDroppedLate: (delivery: PushDelivery, lateMs: number) => void;
  onError: (error: unknown, delivery: PushDelivery) => void;
}): PushDispatcher {
  const lanes = new Map<string, Lane>();
  // Learners whose lane has a delivery waiting and room to send it, in the order they get their turn.
  const turns: string[] = [];
  const stopping = new AbortController();
  let running = 0;
  let pending = 0;
  let idleWaiters: (() => void)[] = [];

  const giveTurn = (learnerId: string, lane: Lane) => {
    if (lane.hasTurn || lane.waiting.length === 0 || lane.running >= options.perLearner) return;
    lane.hasTurn = true;
    turns.push(learnerId);
  };

  const pump = () => {
    while (running < options.concurrency) {
      const learnerId = turns.shift();
      if (learnerId === undefined) break;
      const lane = lanes.get(learnerId);
      if (!lane) continue;
      lane.hasTurn = false;
      const start = lane.waiting.shift();
      if (!start) continue;
      lane.running += 1;
      running += 1;
      // Round robin: a learner with more waiting goes to the back of the line.
      giveTurn(learnerId, lane);
      start();
    }
  };

  const finished = (learnerId: string, lane: Lane) => {
    lane.running -= 1;
    running -= 1;
    pending -= 1;
    if (lane.running === 0 && lane.waiting.length === 0) lanes.delete(learnerId);
    else giveTurn(learnerId, lane);
    pump();
    if (pending === 0) {
      const waiters = idleWaiters;
      idleWaiters = [];
      for (const resolve of waiters) resolve();
    }
  };

  const sendOne = async (delivery: PushDelivery): Promise<DeliveryOutcome> => {
    const leftMs = delivery.expiresAt.getTime() - options.now().getTime();
    if (leftMs <= 0) {
      options.onDroppedLate(delivery, -leftMs);
      return 'expired';
    }
    if (stopping.signal.aborted) return 'failed';
    const ttlSeconds = Math.min(delivery.ttlSeconds, Math.ceil(leftMs / 1000));
    return options.send(delivery.target, delivery.message, ttlSeconds, stopping.signal);
  };

  const idle = () =>
    pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve));

  return {
    deliver(delivery, after) {
      const lane = lanes.get(delivery.learnerId) ?? { running: 0, waiting: [], hasTurn: false };
      lanes.set(delivery.learnerId, lane);
      pending += 1;
      lane.waiting.push(() => {
        void sendOne(delivery)
          .then((outcome) => after?.(outcome))
          .catch((error: unknown) => options.onError(error, delivery))
          .finally(() => finished(delivery.learnerId, lane));
      });
      giveTurn(delivery.learnerId, lane);
      pump();
    },
    idle,
    async close(waitMs) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([idle(), new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
      stopping.abort();
      await idle();
    },
  };
}
