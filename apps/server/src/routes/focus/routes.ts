import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
  focusSession,
  focusSessionList,
  focusSessionListQuery,
  sessionDetailQuery,
  updateFocusSessionBody,
} from '@molip/domain/focus';
import {
  freeFocusBody,
  freeFocusResult,
  freeFocusStartResult,
  quickStartFocusBody,
  quickStartFocusResult,
} from '@molip/domain/focus-quick-start';
import { createFocusBlock, endFocusBlock } from '../../commands/focus-blocks.ts';
import { completeFocusLog, pauseFocusLog, pauseFreeFocus, startFocusLog } from '../../commands/focus-logs.ts';
import { quickStartFocus, startFreeFocus } from '../../commands/focus-quick-start.ts';
import { createFocusSession, endFocusSession, updateFocusSession } from '../../commands/focus-sessions.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { LearnerReadCache } from '../../plugins/learner-read-cache.ts';
import { idFormatMessage } from '@molip/domain/zod-messages';
import {
  blockView,
  readBlock,
  readBlocks,
  readBlockStatus,
  readCurrentBlockJson,
  readCurrentSession,
  readSession,
  readSessionPage,
  readSessionStatus,
  sessionView,
} from '../../queries/focus.ts';
import {
  readRunningBlockWithAccount,
  runningBlockJson,
  type RunningBlock,
} from '../../queries/focus-running-block.ts';
import { afterSettling } from '../../commands/with-learner.ts';
import { sendJsonText } from '../../plugins/response-serializer.ts';

/** A read of the learner's focus once a session past its planned end is ended: reads write nothing. */
function settled<T>(request: FastifyRequest, read: (userId: string, now: Date) => Promise<T>): Promise<T> {
  const { db, clock } = request.server;
  const userId = currentUser(request).userId;
  const now = clock.now();
  return afterSettling(db, userId, now, () => read(userId, now));
}

const errors = { 400: apiError, 401: apiError, 404: apiError, 409: apiError };
const idParams = z.object({ id: z.uuid(idFormatMessage()) });

export async function focusSessionRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;

  api.post(
    '',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '집중 세션 시작 (HH:mm, 자정을 넘겨도 됨)',
        body: createFocusSessionBody,
        response: { 201: focusSession, ...errors },
      },
    },
    async (request, reply) => {
      const session = await createFocusSession(db, currentUser(request).userId, request.body, clock.now());
      return reply.status(201).send(await sessionView(db, session, clock.now()));
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
    async (request) => settled(request, (userId, now) => readSessionPage(db, userId, request.query, now)),
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
    async (request) => settled(request, (userId) => readSessionStatus(db, userId)),
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
    async (request) => settled(request, (userId, now) => readCurrentSession(db, userId, now)),
  );

  api.patch(
    '/end',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '진행 중인 세션 종료 (반복 호출해도 안전)',
        response: { 200: endSessionResponse, ...errors },
      },
    },
    async (request) => {
      const { ended, session } = await endFocusSession(db, currentUser(request).userId, clock.now());
      return {
        success: true,
        ended,
        session: session ? await sessionView(db, session, clock.now()) : null,
      };
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
    async (request) => settled(request, (userId, now) => readSession(db, userId, request.params.id, now)),
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
    async (request) => {
      const { userId } = currentUser(request);
      const session = await updateFocusSession(db, userId, request.params.id, request.body, clock.now());
      return sessionView(db, session, clock.now());
    },
  );
}

export async function focusBlockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  // The rows the current-block screen polls, not its answer: the answer's clock-dependent parts are written per request.
  const runningBlocks = new LearnerReadCache<RunningBlock | undefined>({
    maxBytes: 8 * 1024 * 1024,
    sizeOf: (running) => (running ? 1024 + running.todos.length * 400 + running.logs.length * 300 : 64),
  });

  api.get(
    '/status',
    {
      schema: {
        tags: ['focus'],
        summary: '진행 중인 블록이 있는지',
        response: { 200: activeStatus, ...errors },
      },
    },
    async (request) => settled(request, (userId) => readBlockStatus(db, userId)),
  );

  api.get<{ Reply: string }>(
    '/current',
    {
      // Polled by the block screen: the account comes in the same statement as the block.
      config: { readsAccount: true },
      schema: {
        tags: ['focus'],
        summary: '진행 중인 집중 블록 (할 일과 집중 기록 포함)',
        response: { 200: focusBlock, ...errors },
      },
    },
    async (request, reply) => {
      const now = clock.now();
      const running = await runningBlocks.read(request, db, now, (key) =>
        readRunningBlockWithAccount(db, key, now),
      );
      // The block's JSON is written as text (queries/focus.ts); the read admitted the learner.
      const json =
        runningBlockJson(running, now) ??
        (await settled(request, (userId, at) => readCurrentBlockJson(db, userId, at)));
      return sendJsonText(reply, json);
    },
  );

  api.post(
    '',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '집중 블록 만들기',
        body: createFocusBlockBody,
        response: { 201: createFocusBlockResponse, ...errors },
      },
    },
    async (request, reply) => {
      const block = await createFocusBlock(db, currentUser(request).userId, request.body, clock.now());
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
      const { sessionId, inProgress } = request.query;
      const filter = { sessionId, inProgress: inProgress === 'true' };
      return settled(request, (userId, now) => readBlocks(db, userId, filter, now));
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
    async (request) => settled(request, (userId, now) => readBlock(db, userId, request.params.id, now)),
  );

  api.patch(
    '/end',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '집중 블록 종료 (반복 호출해도 안전)',
        body: endFocusBlockBody,
        response: { 200: focusBlock, ...errors },
      },
    },
    async (request) => {
      const { block, session } = await endFocusBlock(
        db,
        currentUser(request).userId,
        request.body.focusBlockId,
        clock.now(),
      );
      return blockView(db, block, session, clock.now());
    },
  );
}

export async function focusLogRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const commands = { start: startFocusLog, pause: pauseFocusLog, complete: completeFocusLog };
  const route = (path: string, action: keyof typeof commands, summary: string) =>
    api.post(
      path,
      {
        config: { idempotent: true },
        schema: {
          tags: ['focus'],
          summary,
          body: action === 'complete' ? completeFocusLogBody : focusLogBody,
          response: { 200: focusLogResult, ...errors },
        },
      },
      async (request) =>
        commands[action](db, currentUser(request).userId, request.body.dailyTodoUnitId, clock.now()),
    );
  route('/start', 'start', '할 일에 집중 시작 (다른 할 일에서 전환)');
  route('/pause', 'pause', '집중 일시 정지');
  route('/complete', 'complete', '집중 완료 (할 일 완료 처리, 시간 적립)');

  api.post(
    '/quick-start',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '할 일 하나로 바로 집중 (필요하면 세션과 블록을 열고, 블록 안에서는 전환)',
        body: quickStartFocusBody,
        response: { 200: quickStartFocusResult, ...errors },
      },
    },
    async (request) => quickStartFocus(db, currentUser(request).userId, request.body, clock.now()),
  );

  api.post(
    '/free/start',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '할 일 없이 자유롭게 집중 (필요하면 세션과 블록을 열고, 할 일에서 전환)',
        body: freeFocusBody,
        response: { 200: freeFocusStartResult, ...errors },
      },
    },
    async (request) => startFreeFocus(db, currentUser(request).userId, request.body, clock.now()),
  );

  api.post(
    '/free/pause',
    {
      config: { idempotent: true },
      schema: {
        tags: ['focus'],
        summary: '자유 집중 일시 정지 (시간 적립)',
        response: { 200: freeFocusResult, ...errors },
      },
    },
    async (request) => pauseFreeFocus(db, currentUser(request).userId, clock.now()),
  );
}
