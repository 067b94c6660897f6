import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { replaceContentUnitsBody, unitsInUse } from '@molip/domain/content-unit-edit';
import {
  contentUnit,
  createLearningContentBody,
  learningContent,
  learningContentList,
  learningContentListQuery,
  updateLearningContentBody,
} from '@molip/domain/learning-content';
import {
  createLearningContent,
  deleteLearningContent,
  replaceContentUnits,
  updateLearningContent,
} from '../../commands/learning-contents.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { refuseTooDeepUnits } from './input-guards.ts';
import {
  readContentUnits,
  readLearningContent,
  readLearningContentPage,
  readUnitsInUse,
} from '../../queries/learning-contents.ts';
import { idFormatMessage } from '@molip/domain/zod-messages';

const TAGS = ['learning-contents'];
const contentIdParams = z.object({ id: z.uuid(idFormatMessage('학습 자료')) });
const errors = { 400: apiError, 401: apiError };

export async function learningContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  app.addHook('preValidation', refuseTooDeepUnits);

  api.post(
    '',
    {
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: '학습 자료 만들기 (단원 트리 포함)',
        body: createLearningContentBody,
        response: { 201: learningContent, 409: apiError, 429: apiError, ...errors },
      },
    },
    async (request, reply) => {
      const content = await createLearningContent(db, currentUser(request).userId, request.body, clock.now());
      return reply.status(201).send(content);
    },
  );

  api.get(
    '',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료 목록 (검색, 정렬, 내 자료)',
        querystring: learningContentListQuery,
        response: { 200: learningContentList, ...errors },
      },
    },
    async (request) => readLearningContentPage(db, currentUser(request).userId, request.query),
  );

  api.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료 상세 (단원 트리 포함)',
        params: contentIdParams,
        response: { 200: learningContent, 404: apiError, ...errors },
      },
    },
    async (request) => readLearningContent(db, request.params.id),
  );

  api.get(
    '/:id/content-units',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료의 단원 (목차 순서의 평면 목록)',
        params: contentIdParams,
        response: { 200: z.array(contentUnit), 404: apiError, ...errors },
      },
    },
    async (request) => readContentUnits(db, request.params.id),
  );

  api.get(
    '/:id/content-units/in-use',
    {
      schema: {
        tags: TAGS,
        summary: '학습 계획에 쓰인 단원 (만든 사람 또는 관리자)',
        params: contentIdParams,
        response: { 200: unitsInUse, 403: apiError, 404: apiError, ...errors },
      },
    },
    async (request) => readUnitsInUse(db, currentUser(request), request.params.id),
  );

  api.put(
    '/:id/content-units',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료의 단원 트리 바꾸기 (만든 사람 또는 관리자, 쓰인 단원은 이름만)',
        params: contentIdParams,
        body: replaceContentUnitsBody,
        response: { 200: learningContent, 403: apiError, 404: apiError, 409: apiError, ...errors },
      },
    },
    async (request) =>
      replaceContentUnits(db, currentUser(request), request.params.id, request.body, clock.now()),
  );

  api.patch(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료 정보 수정 (만든 사람 또는 관리자)',
        params: contentIdParams,
        body: updateLearningContentBody,
        response: { 200: learningContent, 403: apiError, 404: apiError, 409: apiError, ...errors },
      },
    },
    async (request) =>
      updateLearningContent(db, currentUser(request), request.params.id, request.body, clock.now()),
  );

  api.delete(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료 삭제 (만든 사람 또는 관리자, 사용 중이면 불가)',
        params: contentIdParams,
        response: { 204: z.null(), 403: apiError, 404: apiError, 409: apiError, ...errors },
      },
    },
    async (request, reply) => {
      await deleteLearningContent(db, currentUser(request), request.params.id, clock.now());
      return reply.status(204).send(null);
    },
  );
}
