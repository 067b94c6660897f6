import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiError } from '@molip/domain/api-error';
import {
  activityQuery,
  createGroupBody,
  groupActivity,
  groupDetail,
  groupIdParams,
  groupList,
  groupPresence,
  inviteCodeAnswer,
  joinByCodeBody,
  memberParams,
  PRESENCE_BATCH_EVENT,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_REPLACED_EVENT,
  PRESENCE_RETRY_MS,
  PRESENCE_STREAMS_PER_LEARNER,
  renameGroupBody,
  type PresenceBatch,
  type PresenceEvent,
} from '@molip/domain/study-group';
import {
  createStudyGroup,
  joinStudyGroupByCode,
  joinStudyRoom,
  leaveStudyGroup,
  removeStudyGroupMember,
  renameStudyGroup,
  rotateStudyGroupInviteCode,
  switchStudyRoom,
} from '../../commands/study-groups.ts';
import { currentUser, learnerToday } from '../../plugins/authenticate.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPresenceHub } from '../../queries/presence-hub.ts';
import { createPresenceStreams } from './presence-streams.ts';
import {
  readGroupActivity,
  readGroupDetail,
  readGroupPresence,
  readMyGroups,
  type GroupRanking,
} from '../../queries/study-groups.ts';
import { createRankingCache } from '../../lib/ranking-cache.ts';
import { sendEncodedJson } from '../../plugins/response-serializer.ts';
import { negotiateEncoding } from '../../lib/encoded-bodies.ts';

const TAGS = ['study-groups'];
const errors = { 400: apiError, 401: apiError };
const memberErrors = { 403: apiError, 404: apiError, ...errors };
/**
 * How long a ranking is shared before it is read again (docs/product-rules.md#study-groups): a running log's
 * live seconds in it may be up to this old (a focus change drops it at once).
 */
const RANKING_TTL_MS = 10_000;
/** The last seconds of a ranking's life, when a read starts the next one in the background. */
const RANKING_REFRESH_AHEAD_MS = 3_000;
/** Rankings kept per instance; a 200-member month is about 1 MB. */
const RANKING_CACHE_ENTRIES = 64;

const presenceFrame = (members: readonly PresenceEvent[]) =>
  `event: ${PRESENCE_BATCH_EVENT}\ndata: ${JSON.stringify({ members: [...members] } satisfies PresenceBatch)}\n\n`;
const PRESENCE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  // Proxies such as nginx would otherwise hold events back in their buffers.
  'x-accel-buffering': 'no',
};
/** When a client refused for a full instance may try again. */
const STREAMS_FULL_RETRY_SECONDS = 30;
const streamsFull = () =>
  new AppError(
    429,
    'TOO_MANY_STREAMS',
    '지금은 실시간 연결이 많아요. 잠시 후 다시 연결할게요.',
    undefined,
    STREAMS_FULL_RETRY_SECONDS,
  );

/** These posts take no body (Fastify hands a missing one over as null); an empty object is fine too. */
const emptyBody = z.object({}).strict().nullish();

export async function studyGroupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app;
  const hub = createPresenceHub(db, clock, app.listenToDatabase, app.log);
  const openStreams = createPresenceStreams({
    perLearner: PRESENCE_STREAMS_PER_LEARNER,
    total: app.config.presenceStreamsMax,
  });
  const rankings = createRankingCache<GroupRanking>({
    now: () => clock.now().getTime(),
    ttlMs: RANKING_TTL_MS,
    refreshAheadMs: RANKING_REFRESH_AHEAD_MS,
    maxEntries: RANKING_CACHE_ENTRIES,
  });
  // Listening before the first request: a ranking is only kept while focus changes can reach it.
  app.addHook('onReady', async () => hub.watchLearners((userId) => rankings.forgetLearner(userId)));
  app.addHook('preClose', async () => {
    // The server cannot close while a stream is still running.
    openStreams.closeAll();
    rankings.clear();
    await hub.close();
  });

  api.get(
    '',
    { schema: { tags: TAGS, summary: '내 스터디 그룹 목록', response: { 200: groupList, ...errors } } },
    async (request) => readMyGroups(db, currentUser(request).userId),
  );

  api.post(
    '',
    {
      // A retried create must not leave the learner leading two copies of the group.
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: '스터디 그룹 만들기 (만든 사람이 그룹장)',
        body: createGroupBody,
        response: { 201: groupDetail, ...errors },
      },
    },
    async (request, reply) => {
      const group = await createStudyGroup(db, currentUser(request).userId, request.body.name, clock.now());
      return reply.status(201).send(group);
    },
  );

  api.post(
    '/join-by-code',
    {
      schema: {
        tags: TAGS,
        summary: '초대 코드로 그룹 들어가기',
        body: joinByCodeBody,
        response: { 200: groupDetail, 404: apiError, ...errors },
      },
    },
    async (request) => {
      const group = await joinStudyGroupByCode(
        db,
        currentUser(request).userId,
        request.body.inviteCode,
        clock.now(),
      );
      rankings.forgetGroup(group.id);
      return group;
    },
  );

  api.get(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: '스터디 그룹 상세 (멤버만)',
        params: groupIdParams,
        response: { 200: groupDetail, ...memberErrors },
      },
    },
    async (request) => readGroupDetail(db, currentUser(request).userId, request.params.id),
  );

  api.patch(
    '/:id',
    {
      schema: {
        tags: TAGS,
        summary: '그룹 이름 바꾸기 (그룹장)',
        params: groupIdParams,
        body: renameGroupBody,
        response: { 200: groupDetail, ...memberErrors },
      },
    },
    async (request) =>
      renameStudyGroup(db, currentUser(request).userId, request.params.id, request.body.name, clock.now()),
  );

  api.post(
    '/rooms/join',
    {
      schema: {
        tags: TAGS,
        summary: '스터디룸 들어가기 (자리가 있는 방부터 채움, 이미 있으면 그 방)',
        body: emptyBody,
        response: { 200: groupDetail, ...errors },
      },
    },
    async (request) => {
      const room = await joinStudyRoom(db, currentUser(request).userId, clock.now());
      rankings.forgetGroup(room.id);
      return room;
    },
  );

  api.post(
    '/:id/switch-room',
    {
      schema: {
        tags: TAGS,
        summary: '다른 스터디룸으로 옮기기 (자리가 있는 다른 방, 없으면 새 방)',
        params: groupIdParams,
        body: emptyBody,
        response: { 200: groupDetail, 404: apiError, ...errors },
      },
    },
    async (request) => {
      const room = await switchStudyRoom(db, currentUser(request).userId, request.params.id, clock.now());
      rankings.forgetGroup(request.params.id);
      rankings.forgetGroup(room.id);
      return room;
    },
  );

  api.post(
    '/:id/leave',
    {
      schema: {
        tags: TAGS,
        summary: '그룹 나가기 (그룹장이면 가장 오래된 멤버가 이어받음)',
        params: groupIdParams,
        body: emptyBody,
        response: { 204: z.null(), ...memberErrors },
      },
    },
    async (request, reply) => {
      await leaveStudyGroup(db, currentUser(request).userId, request.params.id, clock.now());
      rankings.forgetGroup(request.params.id);
      return reply.status(204).send(null);
    },
  );

  api.delete(
    '/:id/members/:userId',
    {
      schema: {
        tags: TAGS,
        summary: '멤버 내보내기 (그룹장)',
        params: memberParams,
        response: { 204: z.null(), ...memberErrors },
      },
    },
    async (request, reply) => {
      const { id, userId } = request.params;
      await removeStudyGroupMember(db, currentUser(request).userId, id, userId, clock.now());
      rankings.forgetGroup(id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/:id/invite-code',
    {
      schema: {
        tags: TAGS,
        summary: '초대 코드 새로 만들기 (그룹장)',
        params: groupIdParams,
        body: emptyBody,
        response: { 200: inviteCodeAnswer, ...memberErrors },
      },
    },
    async (request) =>
      rotateStudyGroupInviteCode(db, currentUser(request).userId, request.params.id, clock.now()),
  );

  // Replies with bytes made once per ranking and view, compressed once for all its readers (presenters.ts).
  api.get<{
    Params: z.output<typeof groupIdParams>;
    Querystring: z.output<typeof activityQuery>;
    Reply: Buffer;
  }>(
    '/:id/activity',
    {
      schema: {
        tags: TAGS,
        summary: '그룹 활동과 순위 (주간/월간, 멤버만)',
        params: groupIdParams,
        querystring: activityQuery,
        response: { 200: groupActivity, ...memberErrors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = clock.now();
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const body = await readGroupActivity(
        db,
        rankings,
        { userId: user.userId, today: learnerToday(user, now) },
        request.params.id,
        request.query,
        encoding,
        now,
      );
      // A MONTH of a large group is 200–800 KB of JSON: encoding and compressing it per read was most of its cost.
      return sendEncodedJson(reply, body, encoding);
    },
  );

  api.get(
    '/:id/presence',
    {
      schema: {
        tags: TAGS,
        summary: '지금 집중 중인 멤버 (멤버만)',
        params: groupIdParams,
        response: { 200: groupPresence, ...memberErrors },
      },
    },
    async (request) => readGroupPresence(db, currentUser(request).userId, request.params.id, clock.now()),
  );

  api.get(
    '/:id/events',
    {
      schema: {
        tags: TAGS,
        summary: '멤버의 집중 상태 실시간 스트림 (text/event-stream, 멤버만)',
        params: groupIdParams,
        response: memberErrors,
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).userId;
      const groupId = request.params.id;
      // HEAD answers what GET would (the same checks and headers) and ends: no stream is opened.
      if (request.method === 'HEAD') {
        await readGroupPresence(db, userId, groupId, clock.now());
        reply.hijack();
        reply.raw.writeHead(200, PRESENCE_HEADERS).end();
        return;
      }
      if (!openStreams.hasRoomFor(userId)) throw streamsFull();
      // Subscribed before the snapshot is read, so no change between the two is lost.
      const queued: (readonly PresenceEvent[])[] = [];
      let send = (changes: readonly PresenceEvent[]): void => {
        queued.push(changes);
      };
      const unsubscribe = await hub.subscribe(groupId, (changes) => send(changes));
      let snapshot;
      try {
        snapshot = await readGroupPresence(db, userId, groupId, clock.now());
      } catch (error) {
        unsubscribe();
        throw error;
      }

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, { ...PRESENCE_HEADERS, connection: 'keep-alive' });
      const write = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      write(`retry: ${PRESENCE_RETRY_MS}\n\n`);
      write(
        presenceFrame(
          snapshot.members.map((member) => ({
            userId: member.id,
            status: member.status,
            focusingSince: member.focusingSince,
            focusingUntil: member.focusingUntil,
            planTitle: member.planTitle,
          })),
        ),
      );
      for (const changes of queued.splice(0)) write(presenceFrame(changes));
      send = (changes) => {
        write(presenceFrame(changes));
      };
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), PRESENCE_HEARTBEAT_MS);
      const end = (reason?: 'replaced' | 'closing') => {
        clearInterval(heartbeat);
        unsubscribe();
        forget();
        if (reason === 'replaced') write(`event: ${PRESENCE_REPLACED_EVENT}\ndata: {}\n\n`);
        if (!raw.writableEnded) raw.end();
      };
      const forget = openStreams.add(userId, end);
      raw.on('close', () => end());
    },
  );
}
