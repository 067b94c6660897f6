import { canChangePlanStatus, type LearnerPlanStatus, type StudyPlanStatus } from '@molip/domain/study-plan';

type StatusAction = 'pause' | 'resume' | 'archive' | 'restore';
export type Confirmation = StatusAction | 'delete' | 'reschedule';

/** The status each action asks for, from which status (where two share a target), and what it says after. */
export const statusActions: Record<
  StatusAction,
  { target: LearnerPlanStatus; from?: StudyPlanStatus; done: string }
> = {
  pause: { target: 'PAUSED', done: '계획을 일시 정지했어요.' },
  resume: { target: 'ACTIVE', from: 'PAUSED', done: '계획을 다시 시작했어요.' },
  archive: { target: 'ARCHIVED', done: '계획을 보관했어요.' },
  restore: { target: 'ACTIVE', from: 'ARCHIVED', done: '보관을 해제했어요.' },
};

/** The status actions the domain's table allows from `status`, in a stable order. */
const offeredStatusActions = (status: StudyPlanStatus) =>
  (Object.keys(statusActions) as StatusAction[]).filter((action) => {
    const { target, from } = statusActions[action];
    return canChangePlanStatus(status, target) && (from === undefined || from === status);
  });

/** The confirmed actions a plan's menu offers: rescheduling while it runs, its status changes, deleting. */
export const offeredConfirmations = (status: StudyPlanStatus): Confirmation[] => [
  ...(status === 'ACTIVE' || status === 'PAUSED' ? (['reschedule'] as const) : []),
  ...offeredStatusActions(status),
  'delete',
];

export type ConfirmationText = {
  title: string;
  description: string;
  confirm: string;
  menuLabel: string;
  danger?: boolean;
};

/** Each confirmation names the plan and the consequence; `confirm` is also the action's menu label. */
export const confirmations = (planName: string): Record<Confirmation, ConfirmationText> => ({
  pause: {
    title: `‘${planName}’ 계획을 일시 정지할까요?`,
    description: '정지한 동안에는 오늘의 할 일에 이 계획의 단원이 나오지 않아요.',
    confirm: '일시 정지',
    menuLabel: '일시 정지',
  },
  resume: {
    title: `‘${planName}’ 계획을 다시 시작할까요?`,
    description: '오늘의 할 일에 다시 나타나요.',
    confirm: '다시 시작',
    menuLabel: '다시 시작',
  },
  restore: {
    title: `‘${planName}’ 계획을 보관함에서 꺼낼까요?`,
    description: '계획이 다시 진행 중이 되고, 오늘의 할 일에 이 계획의 단원이 나타나요.',
    confirm: '꺼내기',
    menuLabel: '보관함에서 꺼내기',
  },
  archive: {
    title: `‘${planName}’ 계획을 보관할까요?`,
    description: '보관한 계획은 목록의 "보관됨"에서 언제든 다시 볼 수 있고, 오늘의 할 일에는 나오지 않아요.',
    confirm: '보관',
    menuLabel: '보관하기',
  },
  delete: {
    title: `‘${planName}’ 계획을 삭제할까요?`,
    description: '할 일과 집중 기록도 함께 사라지고, 되돌릴 수 없어요.',
    confirm: '삭제',
    menuLabel: '계획 삭제',
    danger: true,
  },
  reschedule: {
    title: '남은 일정을 다시 짤까요?',
    description: '아직 끝내지 않은 단원을 오늘부터 다시 배치해요. 완료한 기록은 그대로예요.',
    confirm: '다시 짜기',
    menuLabel: '남은 일정 다시 짜기',
  },
});
