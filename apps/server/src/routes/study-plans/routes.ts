import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  planPreview,
  studyPlan,
  studyPlanDetail,
  studyPlanDraft,
  studyPlanList,
  studyPlanListQuery,
  updateStudyPlanBody,
} from '@molip/domain/study-plan';
import {
  createStudyPlan,
  deleteStudyPlan,
  rescheduleStudyPlan,
  updateStudyPlan,
} from '../../commands/study-plans.ts';
import { currentUser, learnerToday } from '../../plugins/authenticate.ts';
import { previewStudyPlan, readStudyPlanDetail, readStudyPlanPage } from '../../queries/study-plans.ts';
import { idFormatMessage } from '@molip/domain/zod-messages';
import { planRecoveryRoutes } from './recovery.ts';
import { reviewForecastRoutes } from './review-forecast.ts';

const planParams = z.object({ id: z.uuid(idFormatMessage('학습 계획')) });
const errors = { 400: apiError, 401: apiError, 404: apiError };

export async function studyPlanRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.get(
    '',
    {
      schema: {
        tags: ['study-plans'],
        summary: '내 학습 계획 목록',
        querystring: studyPlanListQuery,
        response: { 200: studyPlanList, ...errors },
      },
    },
    async (request) => readStudyPlanPage(db, currentUser(request).userId, request.query),
  );

  api.post(
    '/preview',
    {
      schema: {
        tags: ['study-plans'],
        summary: '학습 계획 미리보기 (저장하지 않음)',
        body: studyPlanDraft,
        response: { 200: planPreview, ...errors },
      },
    },
    async (request) => {
      return previewStudyPlan(db, request.body, learnerToday(currentUser(request), clock.now()));
    },
  );

  api.post(
    '',
    {
      config: { idempotent: true },
      schema: {
        tags: ['study-plans'],
        summary: '학습 계획 만들기',
        body: studyPlanDraft,
        response: { 201: studyPlan, 429: apiError, ...errors },
      },
    },
    async (request, reply) => {
      const plan = await createStudyPlan(db, currentUser(request).userId, request.body, clock.now());
      return reply.status(201).send(plan);
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        tags: ['study-plans'],
        summary: '학습 계획 상세 (날짜별 일정)',
        params: planParams,
        response: { 200: studyPlanDetail, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return readStudyPlanDetail(db, user.userId, request.params.id, learnerToday(user, clock.now()));
    },
  );

  api.patch(
    '/:id',
    {
      schema: {
        tags: ['study-plans'],
        summary: '이름 바꾸기, 일시 정지, 재개, 보관',
        params: planParams,
        body: updateStudyPlanBody,
        response: { 200: studyPlan, 409: apiError, ...errors },
      },
    },
    async (request) =>
      updateStudyPlan(db, currentUser(request).userId, request.params.id, request.body, clock.now()),
  );

  api.delete(
    '/:id',
    {
      schema: {
        tags: ['study-plans'],
        summary: '학습 계획 삭제',
        params: planParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteStudyPlan(db, currentUser(request).userId, request.params.id, clock.now());
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/:id/reschedule',
    {
      schema: {
        tags: ['study-plans'],
        summary: '남은 할 일을 오늘부터 다시 계획',
        params: planParams,
        response: { 200: studyPlan, 409: apiError, ...errors },
      },
    },
    async (request) => rescheduleStudyPlan(db, currentUser(request).userId, request.params.id, clock.now()),
  );

  await planRecoveryRoutes(app);
  await reviewForecastRoutes(app);
}
