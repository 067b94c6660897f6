import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, badRequest, conflict } from '../lib/app-error.ts';
import { claimIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from '../db/idempotency-keys.ts';
import { currentUser } from './authenticate.ts';

const HEADER = 'idempotency-key';
// Printable ASCII (a UUID fits), so a key can never smuggle anything into logs or headers.
const KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;

const owned = new WeakMap<FastifyRequest, { userId: string; key: string }>();

/**
 * Creates a client may retry (`config.idempotent`) honour an `Idempotency-Key` header: the first request
 * with a key runs; a retry gets the first answer again (`Idempotent-Replayed: true`) instead of a second
 * row; a retry while the first still runs is a 409. Requests without the header run as usual.
 */
export function honourIdempotencyKeys(scope: FastifyInstance) {
  scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.routeOptions.config?.idempotent) return;
    const key = request.headers[HEADER];
    if (key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key는 8~200자의 영문, 숫자, 기호여야 해요.');
    }
    const { userId } = currentUser(request);
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const claim = await claimIdempotencyKey(scope.db, { userId, key, route, now: scope.clock.now() });
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
    if (claim.kind === 'other-route') {
      throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED', '다른 요청에 이미 쓴 Idempotency-Key예요.');
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
    if (reply.statusCode >= 500) await releaseIdempotencyKey(scope.db, owner);
    else {
      const body = typeof payload === 'string' ? payload : null;
      await keepIdempotentAnswer(scope.db, owner, { statusCode: reply.statusCode, body });
    }
    return payload;
  });
}
