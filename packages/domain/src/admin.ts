import { z } from './zod.ts';
import { isoDate } from './iso-date.ts';
import { offsetPagination } from './study-plan.ts';
import { termsType } from './terms.ts';
import { userRole } from './user.ts';
import { idFormatMessage } from './zod-messages.ts';

/** How many days the overview's daily-active series covers. */
export const ADMIN_ACTIVE_SERIES_DAYS = 30;
export const ADMIN_PAGE_SIZE = { default: 20, max: 100 } as const;
export const DISABLE_REASON_MAX_LENGTH = 500;
export const TERMS_CONTENT_LENGTH = { min: 50, max: 50_000 } as const;

export const adminMessages = {
  forbidden: '관리자만 사용할 수 있어요.',
  userNotFound: '사용자를 찾을 수 없어요.',
  cannotDisableSelf: '자기 자신은 비활성화할 수 없어요.',
  cannotDisableAdmin: '다른 관리자는 비활성화할 수 없어요.',
  reasonRequired: '비활성화하는 이유를 적어 주세요.',
  reasonTooLong: `이유는 ${DISABLE_REASON_MAX_LENGTH}자까지 적을 수 있어요.`,
  contentTooShort: `약관 내용은 ${TERMS_CONTENT_LENGTH.min}자 이상이어야 해요.`,
  contentTooLong: `약관 내용은 ${TERMS_CONTENT_LENGTH.max.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`,
  contentNeedsHeading: '약관 내용에는 "## 제목" 형식의 소제목이 하나 이상 있어야 해요.',
  termsType: '약관 종류를 골라 주세요.',
} as const;

export const adminOverview = z.object({
  users: z.object({
    total: z.int(),
    newInLast7Days: z.int(),
    activeToday: z.int(),
  }),
  /** Credited seconds of the focus logs started on the admin's study day, a running log's so far; minutes are their floor. */
  focusSecondsToday: z.int(),
  focusMinutesToday: z.int(),
  sessionsActiveNow: z.int(),
  plansCreatedInLast7Days: z.int(),
  /** Learners who focused, completed a to-do or signed in, per day in the admin's zone, oldest first. */
  dailyActiveUsers: z.array(z.object({ date: isoDate, count: z.int() })),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const adminUsersQuery = z.object({
  query: z.optional(z.string().check(z.trim(), z.maxLength(100, '검색어는 100자까지 입력할 수 있어요.'))),
  limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_PAGE_SIZE.max)),
    ADMIN_PAGE_SIZE.default,
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0)), 0),
});

export const adminUser = z.object({
  id: z.string(),
  email: z.nullable(z.string()),
  displayName: z.string(),
  username: z.nullable(z.string()),
  role: userRole,
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
  disabledAt: z.nullable(z.string()),
  disabledReason: z.nullable(z.string()),
  /** When the user confirmed being 만 14세 or older, as an agreement of AGE_CONFIRMATION. */
  ageConfirmedAt: z.nullable(z.string()),
  planCount: z.int(),
  /** Credited seconds of the user's last 7 study days, a running log's so far; minutes are their floor. */
  secondsThisWeek: z.int(),
  minutesThisWeek: z.int(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.object({ users: z.array(adminUser), pagination: offsetPagination });
export type AdminUserList = z.infer<typeof adminUserList>;

export const adminUserParams = z.object({ id: z.uuid(idFormatMessage('사용자')) });

export const updateAdminUserBody = z
  .strictObject({
    disabled: z.boolean({ error: '비활성화 여부(disabled)를 true 또는 false로 보내 주세요.' }),
    reason: z.optional(
      z.string().check(z.trim(), z.maxLength(DISABLE_REASON_MAX_LENGTH, adminMessages.reasonTooLong)),
    ),
  })
  .check(
    z.refine((body) => !body.disabled || (body.reason ?? '').length > 0, {
      message: adminMessages.reasonRequired,
      path: ['reason'],
    }),
  );

export const adminTermsVersion = z.object({
  id: z.int(),
  version: z.int(),
  title: z.string(),
  publishedAt: z.string(),
  agreedCount: z.int(),
});
export const adminTermsType = z.object({
  termsType,
  isRequired: z.boolean(),
  /** The latest first. */
  versions: z.array(adminTermsVersion),
});
export const adminTermsList = z.object({
  types: z.array(adminTermsType),
  /** Learners who would be asked to agree again by a new required version. */
  usersTotal: z.int(),
});
export type AdminTermsList = z.infer<typeof adminTermsList>;

export const publishTermsBody = z.strictObject({
  termsType: z.enum(termsType.options, { error: adminMessages.termsType }),
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(TERMS_CONTENT_LENGTH.min, adminMessages.contentTooShort),
      z.maxLength(TERMS_CONTENT_LENGTH.max, adminMessages.contentTooLong),
      z.regex(/^## \S/m, adminMessages.contentNeedsHeading),
    ),
});
export type PublishTermsBody = z.infer<typeof publishTermsBody>;

export const auditActions = ['USER_DISABLED', 'USER_ENABLED', 'TERMS_PUBLISHED'] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditEntry = z.object({
  id: z.int(),
  action: auditAction,
  /** People by id; the e-mail is the account's current one, null once the account is deleted. */
  actor: z.object({ id: z.nullable(z.string()), email: z.nullable(z.string()) }),
  /** The user acted on (null for terms). */
  target: z.nullable(z.object({ id: z.nullable(z.string()), email: z.nullable(z.string()) })),
  /** The terms version published (null for user actions). */
  terms: z.nullable(z.object({ id: z.int(), type: termsType, version: z.int() })),
  reason: z.nullable(z.string()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.object({ entries: z.array(auditEntry), pagination: offsetPagination });
export const auditLogQuery = z.omit(adminUsersQuery, { query: true });
