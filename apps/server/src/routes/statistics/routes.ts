import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@molip/domain/api-error';
import { learnerStats, statsQuery } from '@molip/domain/study-stats';
import { currentUser, learnerToday } from '../../plugins/authenticate.ts';
import { readLearnerStats } from '../../queries/statistics.ts';

const errors = { 400: apiError, 401: apiError };

export async function statisticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.get(
    '/stats',
    {
      schema: {
        tags: ['statistics'],
        summary: '내 학습 통계 (오늘, 연속 학습일, 일별 기록, 계획별 예측)',
        querystring: statsQuery,
        response: { 200: learnerStats, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const now = clock.now();
      return readLearnerStats(db, {
        userId: user.userId,
        today: learnerToday(user, now),
        days: request.query.days,
        now,
      });
    },
  );
}
