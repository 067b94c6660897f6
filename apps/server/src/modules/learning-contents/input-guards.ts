import type { FastifyRequest } from 'fastify';
import { UNIT_MAX_DEPTH } from '@molip/domain/constants';
import { learningContentMessages } from '@molip/domain/learning-content';
import { AppError } from '../../lib/app-error.ts';

const NUL_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자(널 문자)가 들어 있습니다.';

/** The same shape the error handler gives schema failures, so clients see one kind of 400. */
function validationError(field: string, message: string) {
  return new AppError(400, 'VALIDATION_ERROR', `입력값을 확인해주세요: ${message}`, { [field]: [message] });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Whether `contentUnits` nests deeper than the spec allows, found without recursion and stopping at the
 * first unit too deep: the recursive unit schema overflows the stack at about 1,000 levels, which a
 * 30 KB body reaches.
 */
export function exceedsUnitDepth(body: unknown): boolean {
  if (!isRecord(body) || !Array.isArray(body.contentUnits)) return false;
  const pending: { units: unknown[]; depth: number }[] = [{ units: body.contentUnits, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const unit of next.units) {
      if (!isRecord(unit) || !Array.isArray(unit.children) || unit.children.length === 0) continue;
      if (next.depth + 1 > UNIT_MAX_DEPTH) return true;
      pending.push({ units: unit.children, depth: next.depth + 1 });
    }
  }
  return false;
}

/** The path (`body.contentUnits.0.title`) of the first string holding U+0000, walked without recursion. */
export function findNulCharacter(value: unknown, root: string): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: root }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) return next.path;
    } else if (isRecord(next.value)) {
      for (const [key, child] of Object.entries(next.value)) {
        pending.push({ value: child, path: `${next.path}.${key}` });
      }
    }
  }
  return undefined;
}

/**
 * Runs before schema validation. PostgreSQL text cannot store U+0000, so such input would otherwise fail
 * in the database as a 500; and a too deep unit tree would overflow the validator's stack.
 */
export async function refuseUnprocessableInput(request: FastifyRequest) {
  const nulField = findNulCharacter(request.query, 'querystring') ?? findNulCharacter(request.body, 'body');
  if (nulField) throw validationError(nulField, NUL_CHARACTER_MESSAGE);
  if (exceedsUnitDepth(request.body))
    throw validationError('body.contentUnits', learningContentMessages.tooDeep);
}
