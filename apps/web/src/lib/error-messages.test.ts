import { describe, expect, it } from 'vitest';
import { describeError, signInErrorMessage, usernameUpdateError } from './error-messages';
import { HttpError } from './http-error';

const httpError = (status: number, message = '서버 메시지', details?: Record<string, string[]>) =>
  new HttpError({
    kind: 'http',
    status,
    body: { statusCode: status, code: 'X', error: 'E', message, details },
  });

describe('error messages', () => {
  it('maps the profile catalogue of spec §8', () => {
    expect(describeError(httpError(400), 'profile')).toEqual({
      message: '잘못된 요청입니다.',
      detail: '서버 메시지',
    });
    expect(describeError(httpError(401), 'profile').message).toBe('인증이 필요합니다.');
    expect(describeError(httpError(403), 'profile').message).toBe('권한이 없습니다.');
    expect(describeError(httpError(404), 'profile').message).toBe('사용자를 찾을 수 없습니다.');
    expect(describeError(httpError(502), 'profile').message).toBe('서버 오류가 발생했습니다.');
    expect(describeError(httpError(418, ''), 'profile').message).toBe('알 수 없는 오류가 발생했습니다.');
    expect(describeError(new HttpError({ kind: 'network' }), 'profile').message).toBe(
      '네트워크 연결을 확인해주세요.',
    );
  });

  it('describes a 503 calmly, whatever the catalogue, as a moment to wait rather than a failure', () => {
    const unavailable = httpError(503, '일시적으로 연결이 원활하지 않아요. 잠시 후 다시 시도해주세요.');
    for (const catalogue of [
      'profile',
      'focusSession',
      'learningContent',
      'studyGroup',
      'general',
    ] as const) {
      expect(describeError(unavailable, catalogue)).toEqual({
        message: '지금은 연결이 원활하지 않아요.',
        detail: '잠시 후 다시 시도해주세요.',
        tone: 'calm',
      });
    }
    expect(describeError(httpError(500)).tone).toBeUndefined();
  });

  it('uses Retry-After for 429', () => {
    const error = new HttpError({ kind: 'http', status: 429, retryAfterSeconds: 12 });
    expect(describeError(error).detail).toBe('12초 후 다시 시도해주세요.');
  });

  it('shows the server reason for a failed username update and a network line otherwise', () => {
    expect(usernameUpdateError(httpError(409, '이미 사용 중인 사용자명입니다.'))).toBe(
      '이미 사용 중인 사용자명입니다.',
    );
    expect(
      usernameUpdateError(httpError(400, '요청 오류', { userName: ['사용자명은 2자 이상이어야 합니다.'] })),
    ).toBe('사용자명은 2자 이상이어야 합니다.');
    expect(usernameUpdateError(new HttpError({ kind: 'network' }))).toBe(
      '네트워크 오류가 발생했습니다. 다시 시도해주세요.',
    );
    expect(usernameUpdateError(new Error('x'))).toBe('사용자명 설정에 실패했습니다. 다시 시도해주세요.');
  });

  it('maps sign-in codes and falls back for unknown ones', () => {
    expect(signInErrorMessage('popup_closed')).toContain('로그인 창이 닫혔습니다');
    expect(signInErrorMessage('access_denied')).toBe('로그인 요청이 취소되었습니다.');
    expect(signInErrorMessage('constructor')).toBe('로그인에 실패했습니다. 다시 시도해주세요.');
    expect(signInErrorMessage(null)).toBe('로그인에 실패했습니다. 다시 시도해주세요.');
  });
});
