import { describe, expect, it } from 'vitest';
import { describeError } from './error-messages';
import { hasErrorCode, httpErrorFromResponse } from './http-error';

const answer = (status: number, body: unknown) =>
  httpErrorFromResponse({ status, headers: new Headers(), text: JSON.stringify(body) });

describe('httpErrorFromResponse', () => {
  it('reads a known code', async () => {
    const error = await answer(403, {
      statusCode: 403,
      code: 'USER_DISABLED',
      error: 'Forbidden',
      message: '이용이 제한된 계정이에요.',
    });
    expect(error.body?.code).toBe('USER_DISABLED');
    expect(hasErrorCode(error, 'USER_DISABLED')).toBe(true);
    expect(hasErrorCode(error, 'TERMS_REQUIRED')).toBe(false);
  });

  it("keeps an unknown code's answer as a generic error with the server's sentence", async () => {
    const error = await answer(409, {
      statusCode: 409,
      code: 'A_CODE_FROM_A_NEWER_SERVER',
      error: 'Conflict',
      message: '지금은 할 수 없어요.',
    });
    expect(error.status).toBe(409);
    expect(error.body).toMatchObject({ code: null, message: '지금은 할 수 없어요.' });
    expect(hasErrorCode(error, 'IDEMPOTENCY_IN_PROGRESS')).toBe(false);
    expect(describeError(error)).toEqual({ message: '지금은 할 수 없어요.', detail: null });
  });

  it('has no body when the answer is not the API error shape', async () => {
    const error = await httpErrorFromResponse({ status: 502, headers: new Headers(), text: '<html>' });
    expect(error.body).toBeNull();
    expect(hasErrorCode(error, 'INTERNAL_ERROR')).toBe(false);
  });
});
