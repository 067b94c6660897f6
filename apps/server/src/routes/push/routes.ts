import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  appVisibilityBody,
  pushSettings,
  pushSettingsBody,
  pushEndpointBody,
  pushSubscriptionAnswer,
  pushSubscriptionBody,
  vapidPublicKey,
} from '@molip/domain/push';
import { currentUser } from '../../plugins/authenticate.ts';
import {
  forgetUnseenPushSubscriptions,
  subscribeToPush,
  unsubscribeFromPush,
} from '../../commands/push-subscriptions.ts';
import { periodicPrune } from '../../plugins/periodic-prune.ts';
import { reportAppVisibility, updatePushSettings } from '../../commands/push-settings.ts';
import { readPushSettings } from '../../queries/push.ts';
import { pushEndpointPolicy } from '../../lib/push-endpoints.ts';
import type { VapidKeys } from '../../lib/vapid-keys.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };
/** Devices unseen for 60 days are looked for hourly: a day either way does not matter. */
const UNSEEN_DEVICES_PRUNED_EVERY_MS = 60 * 60_000;

/** Web Push: the key browsers subscribe with, and each device's subscription. */
export async function pushRoutes(app: FastifyInstance, options: { vapidKeys: VapidKeys }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app;
  const policy = pushEndpointPolicy(config);
  periodicPrune(app, {
    table: 'push subscriptions',
    periodMs: UNSEEN_DEVICES_PRUNED_EVERY_MS,
    prune: (now) => forgetUnseenPushSubscriptions(db, now),
  });

  api.get(
    '/vapid-public-key',
    {
      schema: {
        tags: ['push'],
        summary: '알림 구독에 쓰는 서버 공개 키 (VAPID)',
        response: { 200: vapidPublicKey, ...errors },
      },
    },
    async () => ({ publicKey: options.vapidKeys.publicKey }),
  );

  api.post(
    '/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary:
          '이 기기에서 알림 받기 (앱을 열 때마다 다시 보내요: 아는 구독은 200, 서버가 잊은 구독은 다시 201)',
        body: pushSubscriptionBody,
        response: { 200: pushSubscriptionAnswer, 201: pushSubscriptionAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { created } = await subscribeToPush(
        db,
        currentUser(request).userId,
        request.body,
        policy,
        clock.now(),
      );
      return reply.status(created ? 201 : 200).send({ endpoint: request.body.endpoint });
    },
  );

  api.delete(
    '/subscriptions',
    {
      schema: {
        tags: ['push'],
        summary: '이 기기에서 알림 그만 받기',
        body: pushEndpointBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unsubscribeFromPush(db, currentUser(request).userId, request.body.endpoint, clock.now());
      return reply.status(204).send(null);
    },
  );

  api.put(
    '/visibility',
    {
      schema: {
        tags: ['push'],
        summary: '앱 탭이 앞에 있는지 알리기 (앞에 있으면 블록 알림은 탭이 보내요)',
        body: appVisibilityBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reportAppVisibility(db, currentUser(request).userId, request.body.visible, clock.now());
      return reply.status(204).send(null);
    },
  );

  api.get(
    '/settings',
    {
      schema: {
        tags: ['push'],
        summary: '알림 설정과 알림을 받는 기기 수',
        response: { 200: pushSettings, ...errors },
      },
    },
    async (request) => readPushSettings(db, currentUser(request).userId),
  );

  api.put(
    '/settings',
    {
      schema: {
        tags: ['push'],
        summary: '매일 알림 시각(null이면 끄기)과 앱 아이콘 배지 정하기',
        body: pushSettingsBody,
        response: { 200: pushSettings, ...errors },
      },
    },
    async (request) => updatePushSettings(db, currentUser(request).userId, request.body, clock.now()),
  );
}
