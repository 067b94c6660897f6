import type { ApiErrorCode } from '@molip/domain/api-error';
import { isHttpError, isTemporarilyUnavailable } from './http-error';
import { isOffline } from './online-status';

/**
 * The one place that turns failures into Korean. The server's own sentence comes first: every API error
 * carries a Korean `message` that says what went wrong and what to do. The catalogues below are only for
 * answers without one (no answer, a timeout, a proxy's page, Fastify's English 503 while shutting down).
 */
export type ErrorCatalogue = 'profile' | 'focusSession' | 'learningContent' | 'studyGroup' | 'general';

/** `tone: 'calm'` marks a passing condition (the server asks for a moment), shown without alarm. */
export type ErrorDescription = { message: string; detail: string | null; tone?: 'calm' };

type CatalogueEntry = { message: string; detail?: string };
type Catalogue = {
  byStatus: Partial<Record<number, CatalogueEntry>>;
  serverError: CatalogueEntry;
  unknown: CatalogueEntry;
  network: CatalogueEntry;
};

const NETWORK: CatalogueEntry = { message: '네트워크 연결을 확인해 주세요.' };
// The device itself says it has no network: no request can succeed until it is back.
const OFFLINE = {
  message: '오프라인이에요.',
  detail: '인터넷 연결을 확인해 주세요.',
  tone: 'calm',
} as const satisfies ErrorDescription;
const SERVER: CatalogueEntry = { message: '서버 오류가 발생했어요.', detail: '잠시 후 다시 시도해 주세요.' };
const UNKNOWN: CatalogueEntry = { message: '알 수 없는 오류가 발생했어요.' };
// A 503 (the database is away for a moment, a deploy): nothing is wrong with what the learner did.
const TEMPORARILY_UNAVAILABLE = {
  message: '지금은 연결이 원활하지 않아요.',
  detail: '잠시 후 다시 시도해 주세요.',
  tone: 'calm',
} as const satisfies ErrorDescription;
const TOO_MANY: CatalogueEntry = { message: '요청이 너무 많아요.', detail: '잠시 후 다시 시도해 주세요.' };

// What a status alone means. Sentences that need the server's knowledge (which session is running, which
// title is taken) are not guessed here: the server says them.
const BY_STATUS: Catalogue['byStatus'] = {
  400: { message: '잘못된 요청이에요.' },
  401: { message: '인증이 필요해요.', detail: '다시 로그인해 주세요.' },
  403: { message: '권한이 없어요.' },
  404: { message: '요청한 정보를 찾을 수 없어요.' },
  422: { message: '요청을 처리할 수 없어요.', detail: '입력한 내용을 확인해 주세요.' },
  429: TOO_MANY,
};

// Answers whose server sentence names a mechanism, not something the learner did: the app words them itself.
const BY_CODE: Partial<Record<ApiErrorCode, CatalogueEntry>> = {
  // One Idempotency-Key sent with another body: the app's fault, and a new try sends a new key.
  IDEMPOTENCY_KEY_REUSED: {
    message: '보낸 내용이 중간에 바뀌어서 처리하지 않았어요.',
    detail: '다시 시도해 주세요.',
  },
};

const catalogues: Record<ErrorCatalogue, Catalogue> = {
  profile: { byStatus: BY_STATUS, serverError: SERVER, unknown: UNKNOWN, network: NETWORK },
  focusSession: { byStatus: BY_STATUS, serverError: SERVER, unknown: UNKNOWN, network: NETWORK },
  learningContent: { byStatus: BY_STATUS, serverError: SERVER, unknown: UNKNOWN, network: NETWORK },
  studyGroup: {
    byStatus: {
      ...BY_STATUS,
      400: { message: '요청을 처리하지 못했어요.', detail: '입력한 내용을 확인해 주세요.' },
      403: { message: '이 그룹을 볼 수 없어요.', detail: '스터디 그룹의 멤버만 볼 수 있어요.' },
      404: { message: '스터디 그룹을 찾을 수 없어요.', detail: '삭제되었거나 없는 그룹이에요.' },
    },
    serverError: SERVER,
    unknown: UNKNOWN,
    network: NETWORK,
  },
  general: {
    byStatus: BY_STATUS,
    serverError: SERVER,
    unknown: { message: '요청 처리 중 오류가 발생했어요.' },
    network: NETWORK,
  },
};

function fromEntry(entry: CatalogueEntry): ErrorDescription {
  return { message: entry.message, detail: entry.detail ?? null };
}

// Our server always answers in Korean; an English sentence came from Fastify itself or a proxy.
const HANGUL = /[\uAC00-\uD7A3]/;

/** The server's Korean sentence for a failed answer, or null when the answer carried none. */
export function serverMessage(error: unknown): string | null {
  if (!isHttpError(error) || error.kind !== 'http') return null;
  const message = error.body?.message.trim() ?? '';
  return HANGUL.test(message) ? message : null;
}

export function describeError(error: unknown, catalogue: ErrorCatalogue = 'general'): ErrorDescription {
  const entries = catalogues[catalogue];
  if (!isHttpError(error)) return fromEntry(entries.unknown);
  if (error.kind === 'network') return isOffline() ? OFFLINE : fromEntry(entries.network);
  if (error.kind === 'timeout') {
    return { message: '요청 시간이 초과됐어요.', detail: '네트워크 연결을 확인하고 다시 시도해 주세요.' };
  }
  const byCode = error.body?.code ? BY_CODE[error.body.code] : undefined;
  if (byCode) return fromEntry(byCode);
  const fromServer = serverMessage(error);
  if (isTemporarilyUnavailable(error)) {
    return fromServer ? { message: fromServer, detail: null, tone: 'calm' } : TEMPORARILY_UNAVAILABLE;
  }
  if (fromServer) return { message: fromServer, detail: null };
  const status = error.status ?? 0;
  if (status === 429 && error.retryAfterSeconds !== null) {
    return {
      message: TOO_MANY.message,
      detail: `${Math.ceil(error.retryAfterSeconds)}초 후 다시 시도해 주세요.`,
    };
  }
  const entry = entries.byStatus[status];
  if (entry) return fromEntry(entry);
  if (status >= 500) return fromEntry(entries.serverError);
  return fromEntry(entries.unknown);
}

/** A content that neither the server nor the refetched list knows (a stale link, a deleted content). */
export const learningContentNotFound: ErrorDescription = {
  message: '삭제되었거나 없는 학습 자료예요.',
  detail: '다른 학습 자료를 골라 주세요.',
};

/** One line for places that show a single sentence (inline errors, browser alerts). */
export function errorSentence(error: unknown, catalogue: ErrorCatalogue = 'general'): string {
  const { message, detail } = describeError(error, catalogue);
  return detail ? `${message} ${detail}` : message;
}

/** Username update: the first field message, else the server's sentence, else the generic failure. */
export function usernameUpdateError(error: unknown): string {
  if (isHttpError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return '네트워크 오류가 발생했어요. 다시 시도해 주세요.';
  }
  const fieldMessage = isHttpError(error) ? Object.values(error.body?.details ?? {}).flat()[0] : undefined;
  const fromServer = fieldMessage ?? serverMessage(error);
  if (fromServer) return fromServer;
  return '사용자명 설정에 실패했어요. 다시 시도해 주세요.';
}

export const termsMessages = {
  submitFailed: '약관 동의 처리 중 오류가 발생했어요. 다시 시도해 주세요.',
  checkFailed: '약관 동의 상태를 확인하지 못했어요.',
  loginRequired: '로그인이 필요해요.',
} as const;

/** Sign-in failures, keyed by the server's `AuthErrorCode` plus the client's own. */
export const signInErrorMessages = {
  popup_closed: '로그인 창이 닫혔어요. 다시 시도해 주세요.',
  popup_blocked: '팝업이 차단됐어요. 브라우저에서 팝업을 허용해 주세요.',
  access_denied: '로그인 요청이 취소됐어요.',
  network: '네트워크 연결을 확인해 주세요.',
  too_many_requests: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.',
  user_disabled: '비활성화된 계정이에요. 관리자에게 문의해 주세요.',
  operation_not_allowed: '이 로그인 방법은 지금 쓸 수 없어요. 다른 방법으로 로그인해 주세요.',
  email_not_verified: '이메일 인증이 완료되지 않은 계정이에요.',
  invalid_state: '로그인 요청이 만료됐어요. 다시 시도해 주세요.',
  sign_in_failed: '로그인에 실패했어요. 다시 시도해 주세요.',
  // The sign-in page names both providers when the answer said which (emailInUseMessage).
  email_in_use:
    '이미 다른 방법으로 가입한 이메일이에요. 그 방법으로 로그인한 뒤 마이페이지에서 연결해 주세요.',
  identity_in_use: '이 계정은 이미 다른 몰입 계정에 연결돼 있어요.',
  no_user: '로그인된 사용자가 없어요.',
  access_check_failed: '약관 동의 상태를 확인하지 못했어요. 다시 로그인해 주세요.',
} as const;

export type SignInErrorCode = keyof typeof signInErrorMessages;

export const SIGN_IN_ERROR_TITLE = '로그인하지 못했어요';

function isSignInErrorCode(code: string): code is SignInErrorCode {
  return Object.hasOwn(signInErrorMessages, code);
}

export function signInErrorMessage(code: string | null | undefined): string {
  return code && isSignInErrorCode(code) ? signInErrorMessages[code] : signInErrorMessages.sign_in_failed;
}
