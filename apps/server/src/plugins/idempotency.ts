import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '@molip/domain/api-error';
import { AppError, badRequest, conflict } from '../lib/app-error.ts';
import {
  claimIdempotencyKey,
  keepIdempotentAnswer,
  pruneExpiredIdempotencyKeys,
  releaseIdempotencyKey,
} from '../repositories/idempotency-keys.ts';
import { currentUser } from './authenticate.ts';
import { periodicPrune } from './periodic-prune.ts';

const HEADER = 'idempotency-key';
// Printable ASCII (a UUID fits), so a key can never smuggle anything into logs or headers.
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

/** The header as the OpenAPI document lists it on every route that honours it. */
export const idempotencyKeyHeaderDoc = {
  type: 'object',
  properties: {
    [HEADER]: {
      type: 'string',
      pattern: KEY_PATTERN.source,
      description:
        '재시도해도 한 번만 처리돼요. 같은 키와 같은 요청에는 처음의 성공 응답을 24시간 동안 다시 돌려줘요 ' +
        '(Idempotent-Replayed: true). 처리 중이면 409, 같은 키로 내용이 다른 요청이면 422예요.',
    },
  },
} as const;
/** Expired keys are pruned at most this often per instance, on a keyed write or by the timer. */
const PRUNE_EVERY_MS = 10 * 60_000;

export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  '이 Idempotency-Key는 내용이 다른 요청에 이미 쓰였어요. 새 키로 다시 보내 주세요.';

const owned = new WeakMap<FastifyRequest, { userId: string; key: string }>();

/** Object keys in code-point order at every depth, so one body always has one spelling. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? '';
}

/** What makes two requests the same request: method, path with its query, and the canonical body. */
function requestFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');
}

/**
 * Writes a client may retry (`config.idempotent`) honour an `Idempotency-Key` header: the first request
 * with a key runs; a retry of the same request gets its successful answer again (`Idempotent-Replayed: true`)
 * instead of a second row; a retry while the first still runs is a 409; the key with another request is a 422.
 * An error answer is not kept, so a retry runs again. Keys live a day. Requests without the header run as usual.
 */
export function honourIdempotencyKeys(scope: FastifyInstance) {
  const pruning = periodicPrune(scope, {
    table: 'idempotency keys',
    periodMs: PRUNE_EVERY_MS,
    prune: (now) => pruneExpiredIdempotencyKeys(scope.db, now),
  });

  scope.addHook('onRoute', (route) => {
    if (route.config?.idempotent && route.schema?.response) {
      route.schema.response = { ...route.schema.response, 422: apiError };
    }
  });

  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers[HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key는 8~200자의 영문, 숫자, 기호여야 해요.');
    }
    const { userId } = currentUser(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const now = scope.clock.now();
    await pruning.runIfDue(now);
    const fingerprint = requestFingerprint(request);
    const claim = await claimIdempotencyKey(scope.db, { userId, key, route, fingerprint, now });
    if (claim.kind === 'claimed') {
      owned.set(request, { userId, key });
      return;
    }
    if (claim.kind === 'in-progress') {
      throw conflict(
        'IDEMPOTENCY_IN_PROGRESS',
        '같은 요청을 아직 처리하고 있어요. 잠시 후 다시 확인해 주세요.',
      );
    }
    if (claim.kind === 'other-request') {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_KEY_REUSED_MESSAGE);
    }
    return reply
      .status(claim.statusCode)
      .header('idempotent-replayed', 'true')
      .type('application/json; charset=utf-8')
      .send(claim.body ?? undefined);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const owner = owned.get(request);
    if (!owner) return payload;
    owned.delete(request);
    // An error may pass (a quota's 429 with its Retry-After, a conflict since resolved): the retry runs again.
    if (reply.statusCode >= 400) await releaseIdempotencyKey(scope.db, owner);
    else {
      const body = typeof payload === 'string' ? payload : null;
      await keepIdempotentAnswer(scope.db, owner, { statusCode: reply.statusCode, body });
    }
    return payload;
  });
}
