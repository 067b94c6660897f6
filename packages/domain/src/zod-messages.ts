import type * as z from 'zod/mini';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

// What one "size" counts for each kind of value; numbers and dates have none.
const UNITS: Partial<Record<string, string>> = {
  string: '자',
  array: '개',
  set: '개',
  map: '개',
  file: '바이트',
};

const ID_FORMATS = new Set(['uuid', 'uuidv4', 'uuidv6', 'uuidv7', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid']);
const TIME_FORMATS = new Set(['datetime', 'date', 'time', 'duration']);

function tooBig({ origin, maximum, inclusive }: Extract<Issue, { code: 'too_big' }>): string {
  if (origin === 'date') return '날짜가 허용 범위를 벗어났어요.';
  const limit = `${String(maximum)}${UNITS[origin] ?? ''}`;
  return inclusive ? `${limit} 이하여야 해요.` : `${limit}보다 작아야 해요.`;
}

function tooSmall({ origin, minimum, inclusive }: Extract<Issue, { code: 'too_small' }>): string {
  if (origin === 'date') return '날짜가 허용 범위를 벗어났어요.';
  if (origin === 'string' && Number(minimum) === 1 && inclusive) return '값을 입력해 주세요.';
  if ((origin === 'array' || origin === 'set') && Number(minimum) === 1 && inclusive) {
    return '하나 이상 골라 주세요.';
  }
  const limit = `${String(minimum)}${UNITS[origin] ?? ''}`;
  return inclusive ? `${limit} 이상이어야 해요.` : `${limit}보다 커야 해요.`;
}

/** The sentence for an id that is not a UUID, naming what it identifies ('할 일', '사용자') where known. */
export const idFormatMessage = (what?: string) => `${what ? `${what} ` : ''}ID 형식이 올바르지 않아요.`;

function invalidFormat({ format }: Extract<Issue, { code: 'invalid_format' }>): string {
  if (format === 'email') return '올바른 이메일 주소를 입력해 주세요.';
  if (format === 'url') return '올바른 주소(URL)를 입력해 주세요.';
  if (ID_FORMATS.has(format)) return idFormatMessage();
  if (TIME_FORMATS.has(format)) return '날짜 또는 시간 형식이 올바르지 않아요.';
  return '형식이 올바르지 않아요.';
}

/**
 * The message of a check that names none of its own, in the app's voice (해요체) and without type names,
 * patterns or English: Zod's Korean locale says "string이 너무 큽니다: 100문자 이하여야 합니다".
 */
export function issueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? '값을 입력해 주세요.' : '값의 형식이 올바르지 않아요.';
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return `${String(issue.divisor)}의 배수여야 해요.`;
    case 'unrecognized_keys':
      return `알 수 없는 항목이 있어요: ${issue.keys.join(', ')}`;
    case 'invalid_value':
      return '허용되지 않는 값이에요.';
    default:
      return '값이 올바르지 않아요.';
  }
}
