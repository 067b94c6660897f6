import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiError } from '@molip/domain/api-error';
import { learnerStats, statsQuery } from '@molip/domain/study-stats';
import { LearnerReadCache } from '../../plugins/learner-read-cache.ts';
import { jsonWriterFor } from '../../lib/json-writer.ts';
import { sendJsonText } from '../../plugins/response-serializer.ts';
import { readLearnerStatsWithAccount } from '../../queries/statistics.ts';

const errors = { 400: apiError, 401: apiError };

export async function statisticsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const writeStats = jsonWriterFor(learnerStats);
  // A learner's answer per range, kept while their read version and study day hold (decision 014); JSON text
  // is UTF-16 in memory, two bytes a character.
  const answers = new LearnerReadCache<string>({
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (json) => json.length * 2,
  });

  api.get<{ Querystring: { days: number }; Reply: string }>(
    '/stats',
    {
      config: { readsAccount: true },
      schema: {
        tags: ['statistics'],
        summary: '내 학습 통계 (오늘, 연속 학습일, 일별 기록, 계획별 예측)',
        querystring: statsQuery,
        response: { 200: learnerStats, ...errors },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const { days } = request.query;
      const json = await answers.read(
        request,
        db,
        now,
        async (key) => {
          const fresh = await readLearnerStatsWithAccount(db, key, days, now);
          return fresh && { ...fresh, value: writeStats(fresh.value) };
        },
        String(days),
      );
      return sendJsonText(reply, json);
    },
  );
}
