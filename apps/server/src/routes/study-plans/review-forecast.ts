import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  reviewForecast,
  reviewForecastPreviewQuery,
  reviewForecastQuery,
} from '@molip/domain/review-forecast-contracts';
import { studyPlanDraft } from '@molip/domain/study-plan';
import { idFormatMessage } from '@molip/domain/zod-messages';
import { currentUser, learnerToday } from '../../plugins/authenticate.ts';
import { previewReviewForecast, readReviewForecast } from '../../queries/review-forecast.ts';

const planParams = z.object({ id: z.uuid(idFormatMessage('학습 계획')) });
const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };

/** The workload preview of spaced review at a 목표 기억률 (docs/product-rules.md#spaced-review). */
export async function reviewForecastRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.get(
    '/:id/review-forecast',
    {
      schema: {
        tags: ['study-plans'],
        summary: '앞으로의 복습량 예상 (복습을 끈 계획은 409)',
        params: planParams,
        querystring: reviewForecastQuery,
        response: { 200: reviewForecast, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const today = learnerToday(user, clock.now());
      return readReviewForecast(db, user.userId, request.params.id, today, request.query);
    },
  );

  api.post(
    '/review-forecast',
    {
      schema: {
        tags: ['study-plans'],
        summary: '만들 계획의 복습량 예상 (저장하지 않음)',
        querystring: reviewForecastPreviewQuery,
        body: studyPlanDraft,
        response: { 200: reviewForecast, ...errors },
      },
    },
    async (request) => {
      const today = learnerToday(currentUser(request), clock.now());
      return previewReviewForecast(db, request.body, today, request.query.days);
    },
  );
}
