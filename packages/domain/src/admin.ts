import { z } from 'zod';
import { isoDate } from './calendar-date.ts';
import { offsetPagination } from './study-plan.ts';
import { termsType } from './terms.ts';
import { userRole } from './user.ts';

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
    total: z.number().int(),
    newInLast7Days: z.number().int(),
    activeToday: z.number().int(),
  }),
  focusMinutesToday: z.number().int(),
  sessionsActiveNow: z.number().int(),
  plansCreatedInLast7Days: z.number().int(),
  /** Learners who focused, completed a to-do or signed in, per day in the admin's zone, oldest first. */
  dailyActiveUsers: z.array(z.object({ date: isoDate, count: z.number().int() })),
});
export type AdminOverview = z.infer<typeof adminOverview>;

export const adminUsersQuery = z.object({
  query: z.string().trim().max(100, '검색어는 100자까지 입력할 수 있어요.').optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE.max).default(ADMIN_PAGE_SIZE.default),
  offset: z.coerce.number().int().min(0).default(0),
});

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  role: userRole,
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  disabledAt: z.string().nullable(),
  disabledReason: z.string().nullable(),
  planCount: z.number().int(),
  /** Credited focus minutes of the last 7 days. */
  minutesThisWeek: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.object({ users: z.array(adminUser), pagination: offsetPagination });
export type AdminUserList = z.infer<typeof adminUserList>;

export const adminUserParams = z.object({ id: z.uuid({ error: '사용자 ID 형식이 올바르지 않아요.' }) });

export const updateAdminUserBody = z
  .object({
    disabled: z.boolean({ error: '비활성화 여부(disabled)를 true 또는 false로 보내 주세요.' }),
    reason: z.string().trim().max(DISABLE_REASON_MAX_LENGTH, adminMessages.reasonTooLong).optional(),
  })
  .strict()
  .refine((body) => !body.disabled || (body.reason ?? '').length > 0, {
    message: adminMessages.reasonRequired,
    path: ['reason'],
  });

export const adminTermsVersion = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  publishedAt: z.string(),
  agreedCount: z.number().int(),
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
  usersTotal: z.number().int(),
});
export type AdminTermsList = z.infer<typeof adminTermsList>;

export const publishTermsBody = z
  .object({
    termsType: z.enum(termsType.options, { error: adminMessages.termsType }),
    content: z
      .string()
      .trim()
      .min(TERMS_CONTENT_LENGTH.min, adminMessages.contentTooShort)
      .max(TERMS_CONTENT_LENGTH.max, adminMessages.contentTooLong)
      .regex(/^## \S/m, adminMessages.contentNeedsHeading),
  })
  .strict();
export type PublishTermsBody = z.infer<typeof publishTermsBody>;

export const auditActions = ['USER_DISABLED', 'USER_ENABLED', 'TERMS_PUBLISHED'] as const;
export const auditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditAction>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: auditAction,
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  /** The user acted on, as they were then (null for terms). */
  target: z.object({ id: z.string().nullable(), email: z.string() }).nullable(),
  /** The terms version published (null for user actions). */
  terms: z.object({ id: z.number().int(), type: termsType, version: z.number().int() }).nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditLog = z.object({ entries: z.array(auditEntry), pagination: offsetPagination });
export const auditLogQuery = adminUsersQuery.omit({ query: true });
