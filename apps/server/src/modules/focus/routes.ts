import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  activeStatus,
  completeFocusLogBody,
  createFocusBlockBody,
  createFocusBlockResponse,
  createFocusSessionBody,
  endFocusBlockBody,
  endSessionResponse,
  focusBlock,
  focusBlockListQuery,
  focusLogBody,
  focusLogResult,
  focusMessages,
  focusSession,
  focusSessionList,
  focusSessionListQuery,
  sessionDetailQuery,
  updateFocusSessionBody,
} from '@molip/domain/focus';
import { focusBlocks, focusSessions } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { activeBlock, activeSession } from './focus-repository.ts';
import {
  applyLogAction,
  createBlock,
  createSession,
  endActiveBlock,
  endActiveSession,
  settle,
  updateSession,
} from './focus-service.ts';
import { listSessions, presentBlock, presentSessions } from './presenters.ts';

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };
const idParams = z.object({ id: z.uuid('ID 형식이 올바르지 않습니다.') });

export async function focusSessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const present = async (session: typeof focusSessions.$inferSelect) => {
    const [presented] = await presentSessions(db, [session], clock.now());
    if (!presented) throw notFound(focusMessages.sessionNotFound);
    return presented;
  };
  const ownSession = async (userId: string, id: string) => {
    await settle(db, userId, clock.now());
    const [session] = await db
      .select()
      .from(focusSessions)
      .where(and(eq(focusSessions.id, id), eq(focusSessions.userId, userId)));
    if (!session) throw notFound(focusMessages.sessionNotFound);
    return session;
  };

  api.post(
    '',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 세션 시작 (HH:mm, 자정을 넘겨도 됨)',
        body: createFocusSessionBody,
        response: { 201: focusSession, ...errors },
      },
    },
    async (request, reply) => {
      const session = await createSession(db, currentUser(request).userId, request.body, clock.now());
      return reply.status(201).send(await present(session));
    },
  );

  api.get(
    '',
    {
      schema: {
        tags: ['focus'],
        summary: '내 집중 세션 목록',
        querystring: focusSessionListQuery,
        response: { 200: focusSessionList, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const { limit, offset, status } = request.query;
      const { rows, total } = await listSessions(db, userId, { limit, offset, status });
      const sessions = await presentSessions(db, rows, clock.now());
      return {
        focusSessions: sessions,
        pagination: { total, limit, offset, hasMore: offset + rows.length < total },
      };
    },
  );

  api.get(
    '/status',
    {
      schema: {
        tags: ['focus'],
        summary: '진행 중인 세션이 있는지',
        response: { 200: activeStatus, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const session = await activeSession(db, userId);
      return { hasActive: session !== undefined, id: session?.id ?? null };
    },
  );

  api.get(
    '/detail',
    {
      schema: {
        tags: ['focus'],
        summary: '진행 중인 세션 상세 (블록 포함)',
        querystring: sessionDetailQuery,
        response: { 200: focusSession, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const session = await activeSession(db, userId);
      if (!session) throw notFound(focusMessages.noActiveSession);
      return present(session);
    },
  );

  api.patch(
    '/end',
    {
      schema: {
        tags: ['focus'],
        summary: '진행 중인 세션 종료 (반복 호출해도 안전)',
        response: { 200: endSessionResponse, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      const ended = await endActiveSession(db, userId, clock.now());
      if (ended) return { success: true, ended: true, session: await present(ended) };
      const [latest] = await db
        .select()
        .from(focusSessions)
        .where(eq(focusSessions.userId, userId))
        .orderBy(desc(focusSessions.startAt))
        .limit(1);
      return { success: true, ended: false, session: latest ? await present(latest) : null };
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 세션 상세',
        params: idParams,
        response: { 200: focusSession, ...errors },
      },
    },
    async (request) => present(await ownSession(currentUser(request).userId, request.params.id)),
  );

  api.put(
    '/:id',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 세션 수정 (유형, 목표 집중 시간)',
        params: idParams,
        body: updateFocusSessionBody,
        response: { 200: focusSession, ...errors },
      },
    },
    async (request) =>
      present(
        await updateSession(db, currentUser(request).userId, request.params.id, request.body, clock.now()),
      ),
  );
}

export async function focusBlockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const sessionOf = async (block: typeof focusBlocks.$inferSelect) => {
    const [session] = await db.select().from(focusSessions).where(eq(focusSessions.id, block.sessionId));
    if (!session) throw notFound(focusMessages.sessionNotFound);
    return session;
  };

  api.get(
    '/status',
    {
      schema: {
        tags: ['focus'],
        summary: '진행 중인 블록이 있는지',
        response: { 200: activeStatus, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const block = await activeBlock(db, userId);
      return { hasActive: block !== undefined, id: block?.id ?? null };
    },
  );

  api.get(
    '/current',
    {
      schema: {
        tags: ['focus'],
        summary: '진행 중인 집중 블록 (할 일과 집중 기록 포함)',
        response: { 200: focusBlock, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const block = await activeBlock(db, userId);
      if (!block) throw notFound(focusMessages.noActiveBlock);
      return presentBlock(db, block, await sessionOf(block), clock.now());
    },
  );

  api.post(
    '',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 블록 만들기',
        body: createFocusBlockBody,
        response: { 201: createFocusBlockResponse, ...errors },
      },
    },
    async (request, reply) => {
      const block = await createBlock(db, currentUser(request).userId, request.body, clock.now());
      return reply.status(201).send({ id: block.id, success: true as const });
    },
  );

  api.get(
    '',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 블록 목록',
        querystring: focusBlockListQuery,
        response: { 200: z.array(focusBlock), ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const { sessionId, inProgress } = request.query;
      const blocks = await db
        .select()
        .from(focusBlocks)
        .where(
          and(
            eq(focusBlocks.userId, userId),
            sessionId ? eq(focusBlocks.sessionId, sessionId) : undefined,
            inProgress === 'true' ? isNull(focusBlocks.endedAt) : undefined,
          ),
        )
        .orderBy(desc(focusBlocks.startAt))
        .limit(100);
      return Promise.all(
        blocks.map(async (block) => presentBlock(db, block, await sessionOf(block), clock.now())),
      );
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 블록 상세',
        params: idParams,
        response: { 200: focusBlock, ...errors },
      },
    },
    async (request) => {
      const { userId } = currentUser(request);
      await settle(db, userId, clock.now());
      const [block] = await db
        .select()
        .from(focusBlocks)
        .where(and(eq(focusBlocks.id, request.params.id), eq(focusBlocks.userId, userId)));
      if (!block) throw notFound(focusMessages.blockNotFound);
      return presentBlock(db, block, await sessionOf(block), clock.now());
    },
  );

  api.patch(
    '/end',
    {
      schema: {
        tags: ['focus'],
        summary: '집중 블록 종료 (반복 호출해도 안전)',
        body: endFocusBlockBody,
        response: { 200: focusBlock, ...errors },
      },
    },
    async (request) => {
      const { block, session } = await endActiveBlock(
        db,
        currentUser(request).userId,
        request.body.focusBlockId,
        clock.now(),
      );
      return presentBlock(db, block, session, clock.now());
    },
  );
}

export async function focusLogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const route = (path: string, action: 'start' | 'pause' | 'complete', summary: string) =>
    api.post(
      path,
      {
        schema: {
          tags: ['focus'],
          summary,
          body: action === 'complete' ? completeFocusLogBody : focusLogBody,
          response: { 200: focusLogResult, ...errors },
        },
      },
      async (request) =>
        applyLogAction(db, currentUser(request).userId, request.body.dailyTodoUnitId, action, clock.now()),
    );
  route('/start', 'start', '할 일에 집중 시작 (다른 할 일에서 전환)');
  route('/pause', 'pause', '집중 일시 정지');
  route('/complete', 'complete', '집중 완료 (할 일 완료 처리, 시간 적립)');
}
