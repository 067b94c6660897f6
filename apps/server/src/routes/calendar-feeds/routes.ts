import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { calendarFeed } from '@molip/domain/calendar-feed';
import { currentUser } from '../../plugins/authenticate.ts';
import { openCalendarFeed, replaceCalendarFeed } from '../../commands/calendar-feeds.ts';
import { readCalendarFeed } from '../../queries/calendar-feeds.ts';
import { appOriginFor } from '../../lib/app-origin.ts';
import { calendarFeedUrl } from '../../lib/calendar-feed-secret.ts';
import { badRequest } from '../../lib/app-error.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError };

/** The learner's own address: `GET` makes it on the first ask, `POST …/rotate` replaces it. */
export async function calendarFeedAddressRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const appOrigin = appOriginFor(app.config.publicUrl);
  const originOf = (request: FastifyRequest) => {
    const origin = appOrigin.of(request);
    if (!origin)
      throw badRequest('이 주소로는 캘린더 주소를 만들 수 없어요. 몰입을 연 주소에서 다시 시도해 주세요.');
    return origin;
  };

  api.get(
    '/calendar-feed',
    {
      schema: {
        tags: ['calendar'],
        summary: '내 캘린더 구독 주소 (처음 물을 때 만들어요)',
        response: { 200: calendarFeed, ...errors },
      },
    },
    async (request) => {
      const origin = originOf(request);
      const secret = await openCalendarFeed(db, currentUser(request).userId, clock.now());
      return { url: calendarFeedUrl(origin, secret) };
    },
  );

  api.post(
    '/calendar-feed/rotate',
    {
      schema: {
        tags: ['calendar'],
        summary: '캘린더 구독 주소 바꾸기 (예전 주소는 더 이상 열리지 않아요)',
        response: { 200: calendarFeed, ...errors },
      },
    },
    async (request) => {
      const origin = originOf(request);
      const secret = await replaceCalendarFeed(db, currentUser(request).userId, clock.now());
      return { url: calendarFeedUrl(origin, secret) };
    },
  );
}

/** The feed itself, for calendar apps: no token, the secret in the path is the key. */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const appOrigin = appOriginFor(app.config.publicUrl);

  api.get(
    '/:feed',
    {
      config: { public: true },
      schema: {
        tags: ['calendar'],
        summary: '학습 계획 캘린더 (iCalendar, 비밀 주소)',
        security: [],
        params: z.object({ feed: z.string() }),
        response: { 200: z.string(), 404: apiError },
      },
    },
    async (request, reply) => {
      const origin = appOrigin.of(request) ?? '';
      const text = await readCalendarFeed(db, request.params.feed, origin, clock.now());
      // A private address: kept by no shared cache, and never listed by a search engine.
      reply.header('cache-control', 'private, no-cache').header('x-robots-tag', 'noindex');
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  );
}
