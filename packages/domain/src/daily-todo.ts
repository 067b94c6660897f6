import { z } from './zod.ts';
import { isoDate } from './iso-date.ts';
import { todoStatus } from './todo-status.ts';
import { todoReview } from './review.ts';

/** One to-do (DTU) as the lists return it, inside its plan's group. */
export const dailyTodoUnit = z.object({
  id: z.string(),
  shortTitle: z.string(),
  title: z.string(),
  /** Focus seconds credited to this to-do; minutes are their floor. */
  totalStudySeconds: z.int(),
  totalStudyMinutes: z.int(),
  status: todoStatus,
  contentUnitId: z.string(),
  studyPlanId: z.string(),
  /** The day this row is scheduled on; before the list's day when overdue. */
  todoDate: z.string(),
  isOverdue: z.boolean(),
  /** For a unit carried over from a postponement: the day it was first scheduled. */
  originalDate: z.nullable(z.string()),
  /** Seconds it is expected to take, from measured focus time (`expected-time.ts`); null when unmeasured. */
  expectedSeconds: z.optional(z.nullable(z.int())),
  /** Set on a review to-do (a completed unit come back); null on a new unit. */
  review: z._default(z.nullable(todoReview), null),
});
export type DailyTodoUnit = z.infer<typeof dailyTodoUnit>;

export const dailyTodoGroup = z.object({
  /** The study plan's id: one group per plan. */
  id: z.string(),
  studyPlanTitle: z.string(),
  todoDate: z.string(),
  dailyTodoUnitResponses: z.array(dailyTodoUnit),
});
export type DailyTodoGroup = z.infer<typeof dailyTodoGroup>;

export const dailyTodoList = z.array(dailyTodoGroup);
export const dailyTodoQuery = z.object({ date: isoDate });

export const todoStatusBody = z.object({ status: todoStatus });
export type TodoStatusBody = z.infer<typeof todoStatusBody>;

export const todoStatusResponse = z.object({
  currentStatus: todoStatus,
  previousStatus: todoStatus,
  todoDate: z.string(),
  message: z.string(),
});
export type TodoStatusResponse = z.infer<typeof todoStatusResponse>;

/** Korean messages of to-do changes the server refuses. */
export const todoMessages = {
  notFound: '할 일을 찾을 수 없어요.',
  successorStarted: '다음 학습일로 넘어간 할 일을 이미 시작해서 되돌릴 수 없어요.',
} as const;
