import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import { CONTENTS_CREATED_PER_HOUR_MAX } from '@molip/domain/constants';
import {
  buildUnitTree,
  contentUnit,
  createLearningContentBody,
  learningContent,
  learningContentList,
  learningContentListQuery,
  learningContentMessages,
  updateLearningContentBody,
  type LearningContent,
} from '@molip/domain/learning-content';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { enforceHourlyQuota, quotaWindowStart } from '../../lib/write-quota.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { findUserById } from '../users/repository.ts';
import { refuseTooDeepUnits } from './input-guards.ts';
import { canManageLearningContent } from './policy.ts';
import {
  contentsCreatedSince,
  createLearningContent,
  deleteLearningContent,
  findContentCreator,
  findLearningContentSummary,
  isUsedByStudyPlan,
  listContentUnits,
  listLearningContents,
  updateLearningContent,
  type ContentFields,
} from './repository.ts';
import { outlineUnits, type OutlinedUnit } from './unit-outline.ts';

const TAGS = ['learning-contents'];
const contentIdParams = z.object({ id: z.uuid({ error: '학습 자료 ID 형식이 올바르지 않습니다.' }) });
const errors = { 400: apiError, 401: apiError };

type CreateBody = z.output<typeof createLearningContentBody>;
type UpdateBody = z.output<typeof updateLearningContentBody>;

/** Fills the optional metadata with the columns' empty values; an empty source URL means none. */
function contentFields(body: CreateBody): ContentFields {
  return {
    title: body.title,
    author: body.author ?? '',
    description: body.description ?? '',
    category: body.category ?? '',
    type: body.type,
    sourceUrl: body.sourceUrl || null,
  };
}

/** Only the fields the request names; Drizzle leaves undefined columns untouched. */
function changedFields({ sourceUrl, ...rest }: UpdateBody): Partial<ContentFields> {
  return sourceUrl === undefined ? rest : { ...rest, sourceUrl: sourceUrl || null };
}

/** The units as the API shows them: the outline position is storage detail (order says it). */
function unitsAsReturned(units: readonly OutlinedUnit[]) {
  return units.map(({ position: _position, ...unit }) => unit);
}

const duplicate = () => conflict('LEARNING_CONTENT_DUPLICATE', learningContentMessages.duplicate);
const inUse = () => conflict('LEARNING_CONTENT_IN_USE', learningContentMessages.inUse);
const contentNotFound = () => notFound(learningContentMessages.notFound);
const quotaMessage = (minutes: number) =>
  `학습 자료는 한 시간에 ${CONTENTS_CREATED_PER_HOUR_MAX}개까지 만들 수 있어요. ${minutes}분 뒤에 다시 시도해 주세요.`;

export async function learningContentRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  app.addHook('preValidation', refuseTooDeepUnits);

  const loadContent = async (id: string): Promise<LearningContent> => {
    const [summary, units] = await Promise.all([
      findLearningContentSummary(db, id),
      listContentUnits(db, id),
    ]);
    if (!summary) throw contentNotFound();
    return { ...summary, contentUnits: buildUnitTree(units) };
  };

  /** 404 for a missing content, else 403 unless the caller may manage it (the content is public, so not 404). */
  const authorizeChange = async (request: FastifyRequest, id: string) => {
    const { userId } = currentUser(request);
    const [createdBy, actor] = await Promise.all([findContentCreator(db, id), findUserById(db, userId)]);
    if (createdBy === undefined) throw contentNotFound();
    if (!canManageLearningContent({ userId, role: actor?.role }, createdBy))
      throw forbidden(learningContentMessages.forbidden);
  };

  api.post(
    '',
    {
      schema: {
        tags: TAGS,
        summary: '학습 자료 만들기 (단원 트리 포함)',
        body: createLearningContentBody,
        response: { 201: learningContent, 409: apiError, 429: apiError, ...errors },
      },
    },
    async (request, reply) => {
      const units = outlineUnits(request.body.contentUnits);
      const { userId } = currentUser(request);
      const now = clock.now();
      enforceHourlyQuota(reply, await contentsCreatedSince(db, userId, quotaWindowStart(now)), {
        limit: CONTENTS_CREATED_PER_HOUR_MAX,
        now,
        message: quotaMessage,
      });
      const result = await createLearningContent(db, contentFields(request.body), units, userId, now);
      if (result.kind === 'duplicate') throw duplicate();
      // The units are known already: only the summary (creator's name, count) is read back.
      const summary = await findLearningContentSummary(db, result.id);
      if (!summary) throw contentNotFound();
      return reply.status(201).send({ ...summary, contentUnits: buildUnitTree(unitsAsReturned(units)) });
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
    async (request) => {
      const { mine, ...query } = request.query;
      const createdBy = mine === 'true' ? currentUser(request).userId : undefined;
      const { contents, total } = await listLearningContents(db, { ...query, createdBy });
      const pagination = {
        page: query.page,
        limit: query.limit,
        total,
        totalPages: Math.ceil(total / query.limit),
      };
      return { contents, pagination };
    },
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
    async (request) => loadContent(request.params.id),
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
    async (request) => {
      const { id } = request.params;
      const [creator, units] = await Promise.all([findContentCreator(db, id), listContentUnits(db, id)]);
      if (creator === undefined) throw contentNotFound();
      return units;
    },
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
    async (request) => {
      const { id } = request.params;
      await authorizeChange(request, id);
      const result = await updateLearningContent(db, id, changedFields(request.body), clock.now());
      if (result === 'duplicate') throw duplicate();
      if (result === 'missing') throw contentNotFound();
      return loadContent(id);
    },
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
      const { id } = request.params;
      await authorizeChange(request, id);
      if (await isUsedByStudyPlan(db, id)) throw inUse();
      const result = await deleteLearningContent(db, id);
      if (result === 'in-use') throw inUse();
      if (result === 'missing') throw contentNotFound();
      return reply.status(204).send(null);
    },
  );
}
