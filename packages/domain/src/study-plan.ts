import { z } from './zod.ts';
import { isoDate } from './iso-date.ts';
import {
  BUFFER_INTERVAL_MAX,
  PLANS_CREATED_PER_HOUR_MAX,
  PLANS_PAGE_SIZE,
  TITLE_MAX_LENGTH,
} from './constants.ts';
import { contentType } from './content-type.ts';
import { bufferDayInterval, dailyVolume, restWeekdays, studySpeed } from './plan-calendar.ts';
import { todoStatus } from './todo-status.ts';
import {
  reviewMinutesPerDay,
  reviewsPerDay,
  targetRetentionPercent,
  TARGET_RETENTION_DEFAULT_PERCENT,
  todoReview,
} from './review.ts';

export const studyPlanStatuses = ['ACTIVE', 'PAUSED', 'COMPLETED', 'ARCHIVED'] as const;
export const studyPlanStatus = z.enum(studyPlanStatuses);
export type StudyPlanStatus = z.infer<typeof studyPlanStatus>;
export const studyPlanStatusLabels: Record<StudyPlanStatus, string> = {
  ACTIVE: '진행 중',
  PAUSED: '일시 정지',
  COMPLETED: '완료',
  ARCHIVED: '보관됨',
};
export const DEFAULT_PLAN_TITLE = '제목 없음';

/** The statuses a learner may set; COMPLETED follows from the to-dos and is set by the server alone. */
export const learnerPlanStatuses = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
export type LearnerPlanStatus = (typeof learnerPlanStatuses)[number];

/** Pause, resume, archive and restore (docs/product-rules.md#plans). */
export const planStatusChanges = {
  ACTIVE: ['PAUSED', 'ARCHIVED'],
  PAUSED: ['ACTIVE', 'ARCHIVED'],
  COMPLETED: ['ARCHIVED'],
  ARCHIVED: ['ACTIVE'],
} as const satisfies Record<StudyPlanStatus, readonly LearnerPlanStatus[]>;

export function canChangePlanStatus(from: StudyPlanStatus, to: LearnerPlanStatus): boolean {
  return (planStatusChanges[from] as readonly LearnerPlanStatus[]).includes(to);
}

export const studyPlanMessages = {
  notFound: '삭제되었거나 없는 계획이에요.',
  contentNotFound: '선택한 학습 자료를 찾을 수 없어요.',
  unitsNotInContent: '선택한 단원 중 이 학습 자료에 없는 단원이 있어요.',
  startInPast: '시작일은 오늘 이후로 골라 주세요.',
  nothingToReschedule: '다시 계획할 남은 할 일이 없어요.',
  invalidStatusChange: '이 상태로는 바꿀 수 없어요.',
  todayNotDone: '오늘 할 일을 먼저 끝내 주세요.',
  nothingToPull: '오늘로 가져올 다음 할 일이 없어요.',
  quotaExceeded: (minutesToWait: number) =>
    `학습 계획은 한 시간에 ${PLANS_CREATED_PER_HOUR_MAX}개까지 만들 수 있어요. ${minutesToWait}분 뒤에 다시 시도해 주세요.`,
} as const;

/** The wizard's request, for both the preview and the creation, so the preview shows what will be saved. */
export const studyPlanDraft = z.object({
  title: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(TITLE_MAX_LENGTH, `제목은 ${TITLE_MAX_LENGTH}자까지 쓸 수 있어요.`)),
  ),
  learningContentId: z.uuid('학습 자료를 골라 주세요.'),
  contentUnitIds: z
    .array(z.uuid())
    .check(z.minLength(1, '학습할 단원을 하나 이상 골라 주세요.'), z.maxLength(10_000)),
  startDate: isoDate,
  restDays: z._default(z.array(isoDate).check(z.maxLength(366)), []),
  restWeekdays: z.optional(restWeekdays),
  studySpeed,
  /** Spread by volume (pages, minutes or problems a day) instead of `studySpeed` units; absent or null: by units. */
  dailyVolume: z.optional(z.nullable(dailyVolume)),
  bufferDayInterval: bufferDayInterval.check(
    z.maximum(BUFFER_INTERVAL_MAX, `여유일 간격은 ${BUFFER_INTERVAL_MAX}일까지 정할 수 있어요.`),
  ),
  /** Spaced review: how many reviews may land on one day; absent or null: no review. */
  reviewsPerDay: z.optional(z.nullable(reviewsPerDay)),
  /** 목표 기억률 in percent; absent: 90. */
  targetRetentionPercent: z.optional(targetRetentionPercent),
  /** A day's review time budget in minutes; absent or null: only `reviewsPerDay` limits a day. */
  reviewMinutesPerDay: z.optional(z.nullable(reviewMinutesPerDay)),
});
export type StudyPlanDraft = z.input<typeof studyPlanDraft>;

/** "내일 분량 미리 하기": how many to-dos of the next study days were brought to today. */
export const pullForwardResponse = z.object({ movedTodos: z.int().check(z.minimum(1)) });
export type PullForwardResponse = z.infer<typeof pullForwardResponse>;

export const scheduleDayKind = z.enum(['STUDY', 'REST', 'BUFFER']);

export const planPreview = z.object({
  startDate: z.string(),
  endDate: z.string(),
  totalUnits: z.int(),
  studyDayCount: z.int(),
  bufferDayCount: z.int(),
  restDayCount: z.int(),
  totalDays: z.int(),
  days: z.array(
    z.object({
      date: z.string(),
      kind: scheduleDayKind,
      units: z.array(z.object({ contentUnitId: z.string(), shortTitle: z.string(), title: z.string() })),
    }),
  ),
});
export type PlanPreview = z.infer<typeof planPreview>;

/** A study plan as the API answers it, plus the figures the plan screens show. */
export const studyPlan = z.object({
  id: z.string(),
  studyPlanName: z.string(),
  title: z.string(),
  learningContentId: z.string(),
  learningContentTitle: z.string(),
  learningContentAuthor: z.string(),
  ownerUserName: z.nullable(z.string()),
  type: contentType,
  status: studyPlanStatus,
  currentProgress: z.number(),
  totalUnits: z.int(),
  completedUnits: z.int(),
  startDate: z.string(),
  endDate: z.string(),
  studySpeed: z.int(),
  /** Null for a plan spread by unit count; older servers leave it out. */
  dailyVolume: z._default(z.nullable(z.int()), null),
  bufferDayInterval: z.int(),
  /** Spaced review's daily limit; null when the plan has no review. */
  reviewsPerDay: z._default(z.nullable(z.int()), null),
  /** 목표 기억률 in percent, what FSRS schedules the plan's reviews for. */
  targetRetentionPercent: z._default(z.int(), TARGET_RETENTION_DEFAULT_PERCENT),
  /** A day's review time budget in minutes; null: only `reviewsPerDay` limits a day. */
  reviewMinutesPerDay: z._default(z.nullable(z.int()), null),
  /** Review to-dos completed, kept apart from `completedUnits` (progress counts new units only). */
  completedReviews: z._default(z.int(), 0),
  restDays: z.array(z.string()),
  restWeekdays: z.array(z.int()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StudyPlan = z.infer<typeof studyPlan>;

export const studyPlanListQuery = z.object({
  me: z.optional(z.enum(['true', 'false'])),
  status: z.optional(studyPlanStatus),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), PLANS_PAGE_SIZE),
  offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)), 0),
});
export type StudyPlanListQuery = z.input<typeof studyPlanListQuery>;

export const offsetPagination = z.object({
  total: z.int(),
  limit: z.int(),
  offset: z.int(),
  hasMore: z.boolean(),
});

export const studyPlanList = z.object({ studyPlans: z.array(studyPlan), pagination: offsetPagination });
export type StudyPlanList = z.infer<typeof studyPlanList>;

export const planDayUnit = z.object({
  id: z.string(),
  contentUnitId: z.string(),
  shortTitle: z.string(),
  title: z.string(),
  status: todoStatus,
  /** Focus seconds credited to this to-do; minutes are their floor. */
  totalStudySeconds: z.int(),
  totalStudyMinutes: z.int(),
  /** Set on a review to-do; null on a new unit. */
  review: z._default(z.nullable(todoReview), null),
});

export const studyPlanDetail = z.extend(studyPlan, {
  days: z.array(z.object({ date: z.string(), kind: scheduleDayKind, units: z.array(planDayUnit) })),
  overdueCount: z.int(),
});
export type StudyPlanDetail = z.infer<typeof studyPlanDetail>;

export const updateStudyPlanBody = z.partial(
  z.strictObject({
    title: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, '제목을 입력해 주세요.'),
        z.maxLength(TITLE_MAX_LENGTH, `제목은 ${TITLE_MAX_LENGTH}자 이하여야 해요.`),
      ),
    status: z.enum(learnerPlanStatuses, {
      error: '상태는 ACTIVE, PAUSED, ARCHIVED 중 하나여야 해요.',
    }),
    /** Turns spaced review on with a daily limit, or off with null. */
    reviewsPerDay: z.nullable(reviewsPerDay),
    targetRetentionPercent,
    /** Sets a day's review time budget, or with null leaves only the count limit. */
    reviewMinutesPerDay: z.nullable(reviewMinutesPerDay),
  }),
);
export type UpdateStudyPlanBody = z.input<typeof updateStudyPlanBody>;
