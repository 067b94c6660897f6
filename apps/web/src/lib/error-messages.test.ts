import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, errorSentence, signInErrorMessage, usernameUpdateError } from './error-messages';
import { HttpError } from './http-error';

const httpError = (status: number, message = '서버 메시지', details?: Record<string, string[]>) =>
  new HttpError({
    kind: 'http',
    status,
    body: { statusCode: status, code: null, error: 'E', message, details },
  });

describe('error messages', () => {
  it("shows the server's Korean sentence whatever the status and the area", () => {
    const running = '이미 진행 중인 세션이 있어요. 현재 세션을 종료한 뒤 다시 시도해 주세요.';
    const blockTooLong = '세션이 20:00에 끝날 예정이라 집중 시간은 최대 30분까지 설정할 수 있어요.';
    expect(describeError(httpError(409, running), 'focusSession')).toEqual({
      message: running,
      detail: null,
    });
    expect(describeError(httpError(409, blockTooLong), 'focusSession')).toEqual({
      message: blockTooLong,
      detail: null,
    });
    expect(describeError(httpError(400, '입력값을 확인해 주세요: 제목을 입력해 주세요.'))).toEqual({
      message: '입력값을 확인해 주세요: 제목을 입력해 주세요.',
      detail: null,
    });
    expect(describeError(httpError(404, '약관을 찾을 수 없어요.'), 'profile').message).toBe(
      '약관을 찾을 수 없어요.',
    );
    expect(describeError(httpError(500, '서버 오류가 발생했어요.'), 'learningContent').message).toBe(
      '서버 오류가 발생했어요.',
    );
    expect(errorSentence(httpError(403, '이 학습 자료는 만든 사람만 고치거나 삭제할 수 있어요.'))).toBe(
      '이 학습 자료는 만든 사람만 고치거나 삭제할 수 있어요.',
    );
  });

  it('prefers the server sentence for a 429 and counts Retry-After only when there is none', () => {
    const quota = new HttpError({
      kind: 'http',
      status: 429,
      retryAfterSeconds: 600,
      body: { statusCode: 429, code: 'QUOTA_EXCEEDED', error: 'E', message: '10분 뒤에 다시 시도해 주세요.' },
    });
    expect(describeError(quota).message).toBe('10분 뒤에 다시 시도해 주세요.');
  });

  it('words a key reused with another body itself, never naming the header, and a bare 422 by its status', () => {
    const reused = new HttpError({
      kind: 'http',
      status: 422,
      body: {
        statusCode: 422,
        code: 'IDEMPOTENCY_KEY_REUSED',
        error: 'Unprocessable Content',
        message: '이 Idempotency-Key는 내용이 다른 요청에 이미 쓰였어요. 새 키로 다시 보내 주세요.',
      },
    });
    for (const catalogue of ['general', 'learningContent', 'focusSession', 'studyGroup'] as const) {
      expect(describeError(reused, catalogue)).toEqual({
        message: '보낸 내용이 중간에 바뀌어서 처리하지 않았어요.',
        detail: '다시 시도해 주세요.',
      });
    }
    expect(errorSentence(reused)).not.toMatch(/Idempotency|[A-Za-z]{3}/u);
    expect(describeError(new HttpError({ kind: 'http', status: 422 }))).toEqual({
      message: '요청을 처리할 수 없어요.',
      detail: '입력한 내용을 확인해 주세요.',
    });
  });

  it('falls back to the area catalogue when the answer carries no Korean sentence', () => {
    const bare = (status: number) => new HttpError({ kind: 'http', status });
    expect(describeError(bare(401), 'profile')).toEqual({
      message: '인증이 필요해요.',
      detail: '다시 로그인해 주세요.',
    });
    expect(describeError(bare(403), 'profile').message).toBe('권한이 없어요.');
    expect(describeError(bare(404), 'focusSession').message).toBe('요청한 정보를 찾을 수 없어요.');
    expect(describeError(bare(404), 'studyGroup')).toEqual({
      message: '스터디 그룹을 찾을 수 없어요.',
      detail: '삭제되었거나 없는 그룹이에요.',
    });
    expect(describeError(bare(502), 'profile')).toEqual({
      message: '서버 오류가 발생했어요.',
      detail: '잠시 후 다시 시도해 주세요.',
    });
    expect(describeError(bare(418), 'profile').message).toBe('알 수 없는 오류가 발생했어요.');
    expect(describeError(bare(418)).message).toBe('요청 처리 중 오류가 발생했어요.');
    // An English or empty message (Fastify's own reply, a proxy) is not shown to a Korean learner.
    expect(describeError(httpError(409, 'Conflict'), 'focusSession').message).toBe(
      '알 수 없는 오류가 발생했어요.',
    );
    expect(describeError(httpError(404, '  '), 'general').message).toBe('요청한 정보를 찾을 수 없어요.');
    expect(describeError(new HttpError({ kind: 'network' }), 'profile').message).toBe(
      '네트워크 연결을 확인해 주세요.',
    );
    expect(describeError(new HttpError({ kind: 'timeout' })).message).toBe('요청 시간이 초과됐어요.');
    expect(describeError(new Error('parse'), 'learningContent').message).toBe(
      '알 수 없는 오류가 발생했어요.',
    );
  });

  it("describes a 503 calmly, in the server's words when it sent some", () => {
    const away = '일시적으로 연결이 원활하지 않아요. 잠시 후 다시 시도해 주세요.';
    const shuttingDown = new HttpError({ kind: 'http', status: 503 });
    for (const catalogue of [
      'profile',
      'focusSession',
      'learningContent',
      'studyGroup',
      'general',
    ] as const) {
      expect(describeError(httpError(503, away), catalogue)).toEqual({
        message: away,
        detail: null,
        tone: 'calm',
      });
      expect(describeError(shuttingDown, catalogue)).toEqual({
        message: '지금은 연결이 원활하지 않아요.',
        detail: '잠시 후 다시 시도해 주세요.',
        tone: 'calm',
      });
    }
    expect(describeError(httpError(503, 'Service Unavailable')).message).toBe(
      '지금은 연결이 원활하지 않아요.',
    );
    expect(describeError(httpError(500)).tone).toBeUndefined();
  });

  it('counts the seconds of Retry-After for a 429 without a sentence', () => {
    const error = new HttpError({ kind: 'http', status: 429, retryAfterSeconds: 12 });
    expect(describeError(error).detail).toBe('12초 후 다시 시도해 주세요.');
  });

  it('shows the server reason for a failed username update and a network line otherwise', () => {
    expect(usernameUpdateError(httpError(409, '이미 사용 중인 사용자명이에요.'))).toBe(
      '이미 사용 중인 사용자명이에요.',
    );
    expect(
      usernameUpdateError(httpError(400, '요청 오류', { userName: ['사용자명은 2자 이상이어야 해요.'] })),
    ).toBe('사용자명은 2자 이상이어야 해요.');
    expect(usernameUpdateError(new HttpError({ kind: 'network' }))).toBe(
      '네트워크 오류가 발생했어요. 다시 시도해 주세요.',
    );
    expect(usernameUpdateError(new Error('x'))).toBe('사용자명 설정에 실패했어요. 다시 시도해 주세요.');
  });

  it('maps sign-in codes and falls back for unknown ones', () => {
    expect(signInErrorMessage('popup_closed')).toContain('로그인 창이 닫혔어요');
    expect(signInErrorMessage('access_denied')).toBe('로그인 요청이 취소됐어요.');
    expect(signInErrorMessage('constructor')).toBe('로그인에 실패했어요. 다시 시도해 주세요.');
    expect(signInErrorMessage(null)).toBe('로그인에 실패했어요. 다시 시도해 주세요.');
  });
});

describe('describeError offline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the device is offline, calmly, when the browser knows it has no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(describeError(new HttpError({ kind: 'network' }))).toEqual({
      message: '오프라인이에요.',
      detail: '인터넷 연결을 확인해 주세요.',
      tone: 'calm',
    });
  });
});
