import type { FastifyRequest } from 'fastify';
import { UNIT_MAX_DEPTH } from '@molip/domain/constants';
import { learningContentMessages } from '@molip/domain/learning-content';
import { isRecord, validationError } from '../../plugins/input-guards.ts';

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

/** Runs before schema validation: a too deep unit tree would overflow the recursive validator's stack. */
export async function refuseTooDeepUnits(request: FastifyRequest) {
  if (exceedsUnitDepth(request.body))
    throw validationError('body.contentUnits', learningContentMessages.tooDeep);
}
