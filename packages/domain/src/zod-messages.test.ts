import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';

const firstMessage = (schema: z.ZodMiniType, input: unknown) =>
  z.safeParse(schema, input).error?.issues[0]?.message;

describe('default validation messages', () => {
  it.each([
    ['a missing field', z.object({ title: z.string() }), {}, '값을 입력해 주세요.'],
    ['a value of the wrong type', z.string(), 3, '값의 형식이 올바르지 않아요.'],
    ['an empty text', z.string().check(z.minLength(1)), '', '값을 입력해 주세요.'],
    ['a short text', z.string().check(z.minLength(2)), 'a', '2자 이상이어야 해요.'],
    ['a long text', z.string().check(z.maxLength(20)), 'a'.repeat(21), '20자 이하여야 해요.'],
    ['a number under its minimum', z.number().check(z.minimum(1)), 0, '1 이상이어야 해요.'],
    ['a number that must be positive', z.number().check(z.positive()), 0, '0보다 커야 해요.'],
    ['a number over its maximum', z.int().check(z.maximum(6)), 7, '6 이하여야 해요.'],
    ['an empty choice', z.array(z.string()).check(z.minLength(1)), [], '하나 이상 골라 주세요.'],
    ['too many items', z.array(z.string()).check(z.maxLength(2)), ['a', 'b', 'c'], '2개 이하여야 해요.'],
    ['an e-mail address', z.email(), 'learner', '올바른 이메일 주소를 입력해 주세요.'],
    ['an id', z.uuid(), 'abc', 'ID 형식이 올바르지 않아요.'],
    ['a value outside a list', z.enum(['BOOK', 'LECTURE']), 'MOVIE', '허용되지 않는 값이에요.'],
    ['an unknown field', z.strictObject({}), { extra: 1 }, '알 수 없는 항목이 있어요: extra'],
  ] as const)('%s', (_, schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message);
  });

  it('speak 해요체, never a type name or Zod’s own wording, whatever the input', () => {
    const schema = z.object({
      title: z.string().check(z.minLength(1), z.maxLength(10)),
      minutes: z.int().check(z.positive(), z.maximum(1440)),
      kind: z.enum(['BOOK', 'LECTURE']),
      ids: z.array(z.uuid()).check(z.minLength(1)),
      email: z.optional(z.email()),
    });
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const issue of z.safeParse(schema, input).error?.issues ?? []) {
          expect(issue.message).toMatch(/요(\.|: .+)$/);
          expect(issue.message).not.toMatch(/니다|string|number|undefined|잘못된/);
        }
      }),
    );
  });
});
