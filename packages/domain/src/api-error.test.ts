import { describe, expect, it } from 'vitest';
import { apiError, apiErrorCodes, isApiErrorCode, receivedApiError } from './api-error.ts';

const body = (code: string) => ({
  statusCode: 409,
  code,
  error: 'Conflict',
  message: '지금은 할 수 없어요.',
});

describe('API error codes', () => {
  it('lists each code once, in the wire spelling', () => {
    expect(new Set(apiErrorCodes).size).toBe(apiErrorCodes.length);
    for (const code of apiErrorCodes) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });

  it('the sent shape takes only listed codes; the received one keeps an unknown code as null', () => {
    expect(apiError.safeParse(body('PLAN_NOT_ACTIVE')).success).toBe(true);
    expect(apiError.safeParse(body('SOMETHING_NEW')).success).toBe(false);
    expect(receivedApiError.parse(body('PLAN_NOT_ACTIVE')).code).toBe('PLAN_NOT_ACTIVE');
    expect(receivedApiError.parse(body('SOMETHING_NEW'))).toMatchObject({
      code: null,
      message: '지금은 할 수 없어요.',
    });
    expect(isApiErrorCode('USER_DISABLED')).toBe(true);
    expect(isApiErrorCode('user_disabled')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });
});
