import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  pushEndpointBody,
  pushSubscriptionAnswer,
  pushSubscriptionBody,
  vapidPublicKey,
} from '@molip/domain/push';
import { currentUser } from '../../plugins/authenticate.ts';
import { subscribeToPush, unsubscribeFromPush } from '../../commands/push-subscriptions.ts';
import { pushEndpointPolicy } from '../../lib/push-endpoints.ts';
import type { VapidKeys } from '../../lib/vapid-keys.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };

/** Web Push: the key browsers subscribe with, and each device's subscription. */
export async function pushRoutes(app: FastifyInstance, options: { vapidKeys: VapidKeys }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app;
  const policy = pushEndpointPolicy(config);

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
        summary: '이 기기에서 알림 받기 (같은 구독을 다시 보내면 그대로 200)',
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
}
