import { isHttpError, isTemporarilyUnavailable } from './http-error';

/**
 * The one place that turns failures into Korean (spec §8). Each catalogue is the spec's list for one
 * area; `describeError` picks the line for a status, or for "no response".
 */
export type ErrorCatalogue = 'profile' | 'focusSession' | 'learningContent' | 'studyGroup' | 'general';

/** `tone: 'calm'` marks a passing condition (the server asks for a moment), shown without alarm. */
export type ErrorDescription = { message: string; detail: string | null; tone?: 'calm' };

type CatalogueEntry = { message: string; detail?: string; useServerDetail?: boolean };
type Catalogue = {
  byStatus: Partial<Record<number, CatalogueEntry>>;
  serverError: CatalogueEntry;
  unknown: CatalogueEntry;
  network: CatalogueEntry;
};

const NETWORK: CatalogueEntry = { message: '네트워크 연결을 확인해주세요.' };
const SERVER: CatalogueEntry = { message: '서버 오류가 발생했습니다.', detail: '잠시 후 다시 시도해주세요.' };
const UNKNOWN: CatalogueEntry = { message: '알 수 없는 오류가 발생했습니다.' };
// A 503 (the database is away for a moment, a deploy): nothing is wrong with what the learner did.
const TEMPORARILY_UNAVAILABLE = {
  message: '지금은 연결이 원활하지 않아요.',
  detail: '잠시 후 다시 시도해주세요.',
  tone: 'calm',
} as const satisfies ErrorDescription;
const AUTH_REQUIRED: CatalogueEntry = { message: '인증이 필요합니다.', detail: '다시 로그인해주세요.' };
const TOO_MANY: CatalogueEntry = { message: '요청이 너무 많습니다.', detail: '잠시 후 다시 시도해주세요.' };
const CONTENT_NOT_FOUND = {
  message: '요청한 학습 콘텐츠를 찾을 수 없습니다.',
  detail: '삭제되었거나 존재하지 않는 콘텐츠입니다.',
} as const satisfies CatalogueEntry;

const catalogues: Record<ErrorCatalogue, Catalogue> = {
  profile: {
    byStatus: {
      400: { message: '잘못된 요청입니다.', useServerDetail: true },
      401: AUTH_REQUIRED,
      403: { message: '권한이 없습니다.' },
      404: { message: '사용자를 찾을 수 없습니다.' },
      429: TOO_MANY,
    },
    serverError: SERVER,
    unknown: UNKNOWN,
    network: NETWORK,
  },
  focusSession: {
    byStatus: {
      400: { message: '잘못된 요청입니다.', useServerDetail: true },
      401: AUTH_REQUIRED,
      404: { message: '요청한 세션을 찾을 수 없습니다.', detail: '세션이 존재하지 않습니다.' },
      409: { message: '이미 진행 중인 세션이 있습니다.', detail: '현재 세션을 종료한 후 다시 시도해주세요.' },
      429: TOO_MANY,
    },
    serverError: SERVER,
    unknown: UNKNOWN,
    network: NETWORK,
  },
  learningContent: {
    byStatus: {
      400: { message: '잘못된 요청입니다.', useServerDetail: true },
      401: AUTH_REQUIRED,
      403: { message: '권한이 없습니다.', detail: '이 작업을 수행할 권한이 없습니다.' },
      404: CONTENT_NOT_FOUND,
      409: { message: '중복된 데이터입니다.', detail: '같은 제목의 학습 콘텐츠가 이미 있습니다.' },
      429: TOO_MANY,
    },
    serverError: SERVER,
    unknown: UNKNOWN,
    network: NETWORK,
  },
  studyGroup: {
    byStatus: {
      400: { message: '잘못된 요청입니다.', detail: '요청 형식을 확인해주세요.', useServerDetail: true },
      401: AUTH_REQUIRED,
      403: { message: '접근 권한이 없습니다.', detail: '스터디 그룹의 멤버가 아닙니다.' },
      404: { message: '스터디 그룹을 찾을 수 없습니다.', detail: '존재하지 않거나 삭제된 그룹입니다.' },
      429: TOO_MANY,
    },
    serverError: SERVER,
    unknown: UNKNOWN,
    network: NETWORK,
  },
  general: {
    byStatus: {
      400: { message: '잘못된 요청입니다.', useServerDetail: true },
      401: AUTH_REQUIRED,
      403: { message: '권한이 없습니다.' },
      404: { message: '요청한 정보를 찾을 수 없습니다.' },
      409: { message: '요청이 현재 상태와 충돌합니다.', useServerDetail: true },
      429: TOO_MANY,
    },
    serverError: SERVER,
    unknown: { message: '요청 처리 중 오류가 발생했습니다.' },
    network: NETWORK,
  },
};

function fromEntry(entry: CatalogueEntry, serverMessage: string | null): ErrorDescription {
  const detail = entry.useServerDetail && serverMessage ? serverMessage : (entry.detail ?? null);
  return { message: entry.message, detail };
}

export function describeError(error: unknown, catalogue: ErrorCatalogue = 'general'): ErrorDescription {
  const entries = catalogues[catalogue];
  if (!isHttpError(error)) return fromEntry(entries.unknown, null);
  if (error.kind === 'network') return fromEntry(entries.network, null);
  if (error.kind === 'timeout') {
    return { message: '요청 시간이 초과되었습니다.', detail: '네트워크 연결을 확인하고 다시 시도해주세요.' };
  }
  if (isTemporarilyUnavailable(error)) return TEMPORARILY_UNAVAILABLE;
  const status = error.status ?? 0;
  const serverMessage = error.body?.message ?? null;
  if (status === 429 && error.retryAfterSeconds !== null) {
    return {
      message: TOO_MANY.message,
      detail: `${Math.ceil(error.retryAfterSeconds)}초 후 다시 시도해주세요.`,
    };
  }
  const entry = entries.byStatus[status];
  if (entry) return fromEntry(entry, serverMessage);
  if (status >= 500) return fromEntry(entries.serverError, null);
  // An unlisted 4xx still carries the server's Korean message, which is more useful than "unknown".
  if (serverMessage) return { message: serverMessage, detail: null };
  return fromEntry(entries.unknown, null);
}

/**
 * Spec §8 "Content detail not found" ("no learning content with ID {id}"): the line for a content id that
 * neither the server nor the refetched list knows.
 */
export function learningContentNotFound(id: string): ErrorDescription {
  return { message: `ID가 ${id}인 학습 자료가 없습니다.`, detail: CONTENT_NOT_FOUND.detail };
}

/** One line for places that show a single sentence (inline errors, browser alerts). */
export function errorSentence(error: unknown, catalogue: ErrorCatalogue = 'general'): string {
  const { message, detail } = describeError(error, catalogue);
  return detail ? `${message} ${detail}` : message;
}

/** Username update (spec §8): the server's message, else the generic failure; network has its own line. */
export function usernameUpdateError(error: unknown): string {
  if (isHttpError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return '네트워크 오류가 발생했습니다. 다시 시도해주세요.';
  }
  if (isHttpError(error) && error.body) {
    const fieldMessage = Object.values(error.body.details ?? {}).flat()[0];
    return fieldMessage ?? error.body.message;
  }
  return '사용자명 설정에 실패했습니다. 다시 시도해주세요.';
}

export const termsMessages = {
  submitFailed: '약관 동의 처리 중 오류가 발생했습니다. 다시 시도해주세요.',
  checkFailed: '약관 동의 상태를 확인하지 못했습니다.',
  loginRequired: '로그인이 필요합니다.',
} as const;

/** Sign-in failures (spec §8 "Sign-in"), keyed by the server's `AuthErrorCode` plus the client's own. */
export const signInErrorMessages = {
  popup_closed: '로그인 창이 닫혔습니다. 다시 시도해주세요.',
  popup_blocked: '팝업이 차단되었습니다. 브라우저에서 팝업을 허용해주세요.',
  access_denied: '로그인 요청이 취소되었습니다.',
  network: '네트워크 연결을 확인해주세요.',
  too_many_requests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  user_disabled: '비활성화된 계정입니다. 관리자에게 문의해주세요.',
  operation_not_allowed: 'Google 로그인이 비활성화되어 있습니다.',
  email_not_verified: '이메일 인증이 완료되지 않은 계정입니다.',
  invalid_state: '로그인 요청이 만료되었습니다. 다시 시도해주세요.',
  sign_in_failed: '로그인에 실패했습니다. 다시 시도해주세요.',
  no_user: '로그인된 사용자가 없습니다.',
  access_check_failed: '약관 동의 상태를 확인하지 못했습니다. 다시 로그인해주세요.',
} as const;

export type SignInErrorCode = keyof typeof signInErrorMessages;

export const SIGN_IN_ERROR_TITLE = 'Google 로그인 중 오류가 발생했습니다.';

function isSignInErrorCode(code: string): code is SignInErrorCode {
  return Object.hasOwn(signInErrorMessages, code);
}

export function signInErrorMessage(code: string | null | undefined): string {
  return code && isSignInErrorCode(code) ? signInErrorMessages[code] : signInErrorMessages.sign_in_failed;
}
