import { z } from './zod.ts';

/** Daily to-do unit (DTU) statuses and the rules for changing them (docs/product-rules.md#to-dos). */
export const todoStatuses = ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'POSTPONED', 'SKIPPED'] as const;
export const todoStatus = z.enum(todoStatuses);
export type TodoStatus = z.infer<typeof todoStatus>;

/** Statuses still waiting for work: these count as overdue on past days and can be picked for a focus block. */
export const openTodoStatuses: readonly TodoStatus[] = ['PENDING', 'IN_PROGRESS'];

export function isOpenTodoStatus(status: TodoStatus): boolean {
  return openTodoStatuses.includes(status);
}

const allowedTransitions = {
  PENDING: ['IN_PROGRESS', 'COMPLETED', 'POSTPONED', 'SKIPPED'],
  IN_PROGRESS: ['PENDING', 'COMPLETED', 'POSTPONED', 'SKIPPED'],
  COMPLETED: ['PENDING'],
  POSTPONED: ['PENDING', 'COMPLETED'],
  SKIPPED: ['PENDING', 'COMPLETED'],
} as const satisfies Record<TodoStatus, readonly TodoStatus[]>;

/** Whether a status change is allowed. Setting the current status again is an allowed no-op (a retried request). */
export function canTransition(from: TodoStatus, to: TodoStatus): boolean {
  if (from === to) return true;
  const targets: readonly TodoStatus[] = allowedTransitions[from];
  return targets.includes(to);
}

/**
 * The display label of each status, as the lists show it. A to-do in progress is inside the running focus block:
 * where a screen knows whether a log is open on it, `todoStateLabel` tells 집중 중 from 일시 정지.
 */
export const todoStatusLabels = {
  PENDING: '대기',
  IN_PROGRESS: '집중 중',
  COMPLETED: '완료',
  POSTPONED: '내일로 미룸',
  SKIPPED: '건너뜀',
} as const satisfies Record<TodoStatus, string>;

/** A to-do's state in a list (docs/glossary.md): in progress reads 집중 중 while a log is open on it, else 일시 정지. */
export function todoStateLabel(status: TodoStatus, focusing: boolean): string {
  if (status === 'IN_PROGRESS') return focusing ? '집중 중' : '일시 정지';
  return todoStatusLabels[status];
}

const successMessages = {
  PENDING: '미완료로 표시했어요.',
  IN_PROGRESS: '집중을 시작했어요.',
  COMPLETED: '할 일을 완료했어요.',
  POSTPONED: '내일로 미뤘어요.',
  SKIPPED: '건너뛰었어요.',
} as const satisfies Record<TodoStatus, string>;

/**
 * The success message for a status change. Going back to PENDING means different things to the learner
 * depending on where it came from, so pass `from` to get "미루기를 취소했어요." rather than "미완료로…".
 */
export function todoStatusMessage(to: TodoStatus, from?: TodoStatus): string {
  if (to === 'PENDING' && from === 'POSTPONED') return '미루기를 취소했어요.';
  if (to === 'PENDING' && from === 'SKIPPED') return '건너뛰기를 취소했어요.';
  if (to === 'PENDING' && from === 'COMPLETED') return '완료를 취소했어요.';
  return successMessages[to];
}

/**
 * The status that undoes a change from `from` to `to`: `from` itself when the table allows going back,
 * else PENDING (a to-do completed while in progress reopens as pending), or null when nothing undoes it.
 */
export function undoTodoStatus(from: TodoStatus, to: TodoStatus): TodoStatus | null {
  if (from === to) return null;
  if (canTransition(to, from)) return from;
  return canTransition(to, 'PENDING') ? 'PENDING' : null;
}

/** The 409 message for a change `canTransition` refuses. */
export function invalidTransitionMessage(from: TodoStatus, to: TodoStatus): string {
  return `'${todoStatusLabels[from]}' 상태의 할 일은 '${todoStatusLabels[to]}' 상태로 바꿀 수 없어요.`;
}

/** The long-press sheet's actions (skipping is offered while a to-do is still open). */
export type TodoActionKind =
  'complete' | 'postpone' | 'skip' | 'markIncomplete' | 'cancelPostpone' | 'cancelSkip';

export type TodoAction = {
  kind: TodoActionKind;
  label: string;
  targetStatus: TodoStatus;
  /** The alert shown when the change fails and the server gave no reason of its own. */
  failureMessage: string;
};

const todoActions = {
  complete: {
    kind: 'complete',
    label: '완료',
    targetStatus: 'COMPLETED',
    failureMessage: '완료하지 못했어요. 다시 시도해 주세요.',
  },
  postpone: {
    kind: 'postpone',
    label: '내일로 미루기',
    targetStatus: 'POSTPONED',
    failureMessage: '미루지 못했어요. 다시 시도해 주세요.',
  },
  skip: {
    kind: 'skip',
    label: '건너뛰기',
    targetStatus: 'SKIPPED',
    failureMessage: '건너뛰지 못했어요. 다시 시도해 주세요.',
  },
  markIncomplete: {
    kind: 'markIncomplete',
    label: '미완료로 표시',
    targetStatus: 'PENDING',
    failureMessage: '미완료로 표시하지 못했어요. 다시 시도해 주세요.',
  },
  cancelPostpone: {
    kind: 'cancelPostpone',
    label: '미루기 취소',
    targetStatus: 'PENDING',
    failureMessage: '미루기를 취소하지 못했어요. 다시 시도해 주세요.',
  },
  cancelSkip: {
    kind: 'cancelSkip',
    label: '건너뛰기 취소',
    targetStatus: 'PENDING',
    failureMessage: '건너뛰기를 취소하지 못했어요. 다시 시도해 주세요.',
  },
} as const satisfies { [K in TodoActionKind]: TodoAction & { kind: K } };

const sheetActionKinds = {
  PENDING: ['complete', 'postpone', 'skip'],
  IN_PROGRESS: ['complete', 'postpone', 'skip'],
  COMPLETED: ['markIncomplete'],
  POSTPONED: ['complete', 'cancelPostpone'],
  SKIPPED: ['complete', 'cancelSkip'],
} as const satisfies Record<TodoStatus, readonly TodoActionKind[]>;

/** The actions the long-press sheet offers for a to-do in `status`, in display order. */
export function todoSheetActions(status: TodoStatus): TodoAction[] {
  return sheetActionKinds[status].map((kind) => todoActions[kind]);
}

export function todoActionFailureMessage(kind: TodoActionKind): string {
  return todoActions[kind].failureMessage;
}

/** Tapping a to-do's checkbox flips it between COMPLETED and PENDING. */
export function toggledTodoStatus(status: TodoStatus): TodoStatus {
  return status === 'COMPLETED' ? 'PENDING' : 'COMPLETED';
}

// Numeric so '1.10' follows '1.9'; base sensitivity so 'a' and 'A' tie (lists are sorted by shortTitle).
// Built on first use: loading ICU's Korean collation is no part of a first screen that sorts nothing.
let shortTitleCollator: Intl.Collator | null = null;

/** Orders DTUs by outline short title (`1.2` < `1.10`), ignoring case. */
export function compareShortTitles(a: string, b: string): number {
  shortTitleCollator ??= new Intl.Collator('ko', { numeric: true, sensitivity: 'base' });
  return shortTitleCollator.compare(a, b);
}
