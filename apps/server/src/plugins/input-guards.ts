import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const NUL_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 문자(널 문자)가 들어 있어요.';

/** The same shape the error handler gives schema failures, so clients see one kind of 400. */
export function validationError(field: string, message: string) {
  return new AppError(400, 'VALIDATION_ERROR', `입력값을 확인해 주세요: ${message}`, { [field]: [message] });
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

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

/** PostgreSQL text cannot store U+0000: refuse it up front as a 400 instead of failing in the database. */
export async function refuseNulCharacters(request: FastifyRequest) {
  const field =
    findNulCharacter(request.params, 'params') ??
    findNulCharacter(request.query, 'querystring') ??
    findNulCharacter(request.body, 'body');
  if (field) throw validationError(field, NUL_CHARACTER_MESSAGE);
}
