import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { dailyTodoList, dailyTodoQuery, todoStatusBody, todoStatusResponse } from '@molip/domain/daily-todo';
import { reviewRatingBody, reviewRatingResponse } from '@molip/domain/review';
import { pullForwardResponse } from '@molip/domain/study-plan';
import { currentUser } from '../../plugins/authenticate.ts';
import { LearnerReadCache } from '../../plugins/learner-read-cache.ts';
import { sendJsonText } from '../../plugins/response-serializer.ts';
import { pullNextStudyDayForward } from '../../commands/study-plans.ts';
import { rateReview } from '../../commands/reviews.ts';
import { changeTodoStatus } from '../../commands/todo-status.ts';
import { dayListJsonOn, readTodaysListWithAccount } from '../../queries/daily-todos.ts';
import { idFormatMessage } from '@molip/domain/zod-messages';

const errors = { 400: apiError, 401: apiError, 404: apiError };

export async function dailyTodoRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  // JSON text is UTF-16 in memory: two bytes a character.
  const todaysLists = new LearnerReadCache<string>({
    maxBytes: 16 * 1024 * 1024,
    sizeOf: (json) => json.length * 2,
  });

  api.get<{ Reply: string }>(
    '/daily-todos/today',
    {
      // The hottest read: the account comes in the same statement as the list.
      config: { readsAccount: true },
      schema: {
        tags: ['daily-todos'],
        summary: '오늘의 할 일 (계획별, 밀린 할 일 포함)',
        response: { 200: dailyTodoList, ...errors },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const list = await todaysLists.read(request, db, now, (key) => readTodaysListWithAccount(db, key, now));
      // The lists' JSON is written as text (repository.ts).
      return sendJsonText(reply, list);
    },
  );

  api.get<{ Querystring: z.output<typeof dailyTodoQuery>; Reply: string }>(
    '/daily-todos',
    {
      schema: {
        tags: ['daily-todos'],
        summary: '특정 날짜의 할 일',
        querystring: dailyTodoQuery,
        response: { 200: dailyTodoList, ...errors },
      },
    },
    async (request, reply) => {
      const list = await dayListJsonOn(db, currentUser(request).userId, request.query.date, clock.now());
      return sendJsonText(reply, list);
    },
  );

  api.post(
    '/daily-todos/pull-forward',
    {
      schema: {
        tags: ['daily-todos'],
        summary: '내일 분량 미리 하기 (다음 학습일의 할 일을 오늘로)',
        response: { 200: pullForwardResponse, 409: apiError, ...errors },
      },
    },
    async (request) => pullNextStudyDayForward(db, currentUser(request).userId, clock.now()),
  );

  api.patch(
    '/daily-todo-units/:id/status',
    {
      schema: {
        tags: ['daily-todos'],
        summary: '할 일 상태 바꾸기',
        params: z.object({ id: z.uuid(idFormatMessage('할 일')) }),
        body: todoStatusBody,
        response: { 200: todoStatusResponse, 409: apiError, ...errors },
      },
    },
    async (request) =>
      changeTodoStatus(db, currentUser(request).userId, request.params.id, request.body.status, clock.now()),
  );

  api.put(
    '/daily-todos/:id/review-rating',
    {
      schema: {
        tags: ['daily-todos'],
        summary: '마친 복습 평가하기 (쉬움·보통·어려움에 따라 다음 복습일이 바뀜)',
        params: z.object({ id: z.uuid(idFormatMessage('할 일')) }),
        body: reviewRatingBody,
        response: { 200: reviewRatingResponse, 409: apiError, ...errors },
      },
    },
    async (request) =>
      rateReview(db, currentUser(request).userId, request.params.id, request.body.rating, clock.now()),
  );
}
