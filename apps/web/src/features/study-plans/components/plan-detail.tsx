import { unitVolumeLabels } from '@molip/domain/content-type';
import { monthDayRange, monthDayWithWeekday } from '@molip/domain/korean-date';
import {
  canChangePlanStatus,
  type LearnerPlanStatus,
  type StudyPlanDetail,
  type StudyPlanStatus,
  type UpdateStudyPlanBody,
} from '@molip/domain/study-plan';
import { todoStateLabel } from '@molip/domain/todo-status';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { BottomActionSheet, type SheetAction } from '@/components/ui/bottom-sheet';
import { Button } from '@/components/ui/button';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { ReviewBadge } from '@/components/ui/review-badge';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Section } from '@/components/ui/section';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { errorSentence } from '@/lib/error-messages';
import { useDeleteStudyPlan } from '../api/delete-study-plan';
import { useRescheduleStudyPlan } from '@/entities/plans/reschedule-study-plan';
import { useUpdateStudyPlan } from '../api/update-study-plan';
import { PlanCalendar, dayKindNames } from './plan-calendar';
import { planAuthor, progressPercent } from './plan-figures';
import { PlanForecastLine } from './plan-forecast-line';
import { PlanReviewForecast } from './plan-review-forecast';
import { ReviewSetting } from './review-setting';
import { StatusBadge } from './status-badge';

type StatusAction = 'pause' | 'resume' | 'archive' | 'restore';
type ReviewSettingChange = Pick<
  UpdateStudyPlanBody,
  'reviewsPerDay' | 'targetRetentionPercent' | 'reviewMinutesPerDay'
>;
type Confirmation = StatusAction | 'delete' | 'reschedule';

/** The status each action asks for, from which status (where two share a target), and what it says after. */
const statusActions: Record<
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

type ConfirmationText = { title: string; description: string; confirm: string; danger?: boolean };

/** Each confirmation names the plan and the consequence; `confirm` is also the action's menu label. */
const confirmations = (planName: string): Record<Confirmation, ConfirmationText & { menuLabel: string }> => ({
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

/** `/study-plan/{id}`: progress, the management actions in a "⋯" menu (with confirmation), the schedule by day. */
type PlanDetailProps = {
  plan: StudyPlanDetail;
  today: string;
  /** The to-do a focus log is open on now: its row reads 집중 중, another started one 일시 정지. */
  focusingTodoId?: string | null | undefined;
};

export function PlanDetail({ plan, today, focusingTodoId = null }: PlanDetailProps) {
  const navigate = useNavigate();
  const update = useUpdateStudyPlan();
  const remove = useDeleteStudyPlan();
  const reschedule = useRescheduleStudyPlan();
  // Its own mutation, so the switch shows its own wait and the other actions theirs.
  const reviewUpdate = useUpdateStudyPlan();
  const server = useServerActionBlocked();
  const [confirmingReviewOff, setConfirmingReviewOff] = useState(false);
  const [confirming, setConfirming] = useState<Confirmation | null>(null);
  const [renaming, setRenaming] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [name, setName] = useState(plan.studyPlanName);
  const [nameError, setNameError] = useState<string | null>(null);
  const busy = update.isPending || remove.isPending || reschedule.isPending;

  const fail = (error: unknown) =>
    showAlert({ variant: 'error', title: alertTitles.error.default, description: errorSentence(error) });
  const done = (message: string) => {
    setConfirming(null);
    showSnackbar({ message });
  };

  const confirm = (action: Confirmation) => {
    const id = plan.id;
    if (action === 'delete') {
      remove.mutate(id, {
        onSuccess: () => {
          done('학습 계획을 삭제했어요.');
          navigate(paths.studyPlans, { replace: true });
        },
        onError: fail,
      });
    } else if (action === 'reschedule') {
      reschedule.mutate(id, { onSuccess: () => done('남은 일정을 오늘부터 다시 짰어요.'), onError: fail });
    } else {
      const { target, done: sentence } = statusActions[action];
      update.mutate({ id, body: { status: target } }, { onSuccess: () => done(sentence), onError: fail });
    }
  };

  const rename = () => {
    const title = name.trim();
    if (!title) {
      setNameError('계획 이름을 입력해 주세요.');
      return;
    }
    update.mutate(
      { id: plan.id, body: { title } },
      {
        onSuccess: () => {
          setRenaming(false);
          showSnackbar({ message: '계획 이름을 바꿨어요.' });
        },
        onError: fail,
      },
    );
  };

  /** Saves one review setting at once, as the daily limit always has, and says what changed. */
  const changeReviewSetting = (body: ReviewSettingChange, message: string) =>
    reviewUpdate.mutate(
      { id: plan.id, body },
      {
        onSuccess: () => {
          setConfirmingReviewOff(false);
          showSnackbar({ message });
        },
        onError: fail,
      },
    );
  const changeReviews = (reviewsPerDay: number | null) =>
    changeReviewSetting(
      { reviewsPerDay },
      reviewsPerDay === null
        ? '복습을 껐어요. 남은 복습 할 일을 지웠어요.'
        : plan.reviewsPerDay === null
          ? '복습을 켰어요. 이제부터 끝낸 단원이 복습으로 돌아와요.'
          : `하루 최대 복습을 ${reviewsPerDay}개로 바꿨어요.`,
    );
  // While the server answers, the setting shows what was asked; a failure shows the plan's own again.
  const asked: ReviewSettingChange = reviewUpdate.isPending ? reviewUpdate.variables.body : {};
  const shownReviewsPerDay = asked.reviewsPerDay !== undefined ? asked.reviewsPerDay : plan.reviewsPerDay;
  const shownRetention = asked.targetRetentionPercent ?? plan.targetRetentionPercent;
  const shownMinutes =
    asked.reviewMinutesPerDay !== undefined ? asked.reviewMinutesPerDay : plan.reviewMinutesPerDay;

  const open = plan.status === 'ACTIVE' || plan.status === 'PAUSED';
  const texts = confirmations(plan.studyPlanName);
  const dialog = confirming ? texts[confirming] : null;
  const confirmed: Confirmation[] = [
    ...(open ? (['reschedule'] as const) : []),
    ...offeredStatusActions(plan.status),
    'delete',
  ];
  const menuActions: SheetAction[] = [
    {
      id: 'rename',
      label: '이름 바꾸기',
      onSelect: () => {
        setName(plan.studyPlanName);
        setNameError(null);
        setRenaming(true);
      },
    },
    ...confirmed.map((action) => ({
      id: action,
      label: texts[action].menuLabel,
      tone: texts[action].danger ? ('danger' as const) : ('default' as const),
      onSelect: () => setConfirming(action),
    })),
  ];

  return (
    <div className="flex flex-col gap-6">
      {/* From 1024 px the plan, its calendar and its reviews stand beside the day-by-day units. */}
      <DesktopColumns layout="narrow-first">
        <DesktopColumn>
          <section className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
            <div className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <h2 className="text-xl font-bold text-ink">{plan.studyPlanName}</h2>
                <p className="text-sm text-ink-muted">
                  {plan.learningContentTitle} · {planAuthor(plan)}
                </p>
              </div>
              <StatusBadge status={plan.status} />
              <button
                type="button"
                aria-label="계획 관리"
                aria-haspopup="dialog"
                onClick={() => setMenuOpen(true)}
                disabled={busy}
                className="-mt-1.5 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                  <circle cx="5.5" cy="12" r="1.8" />
                  <circle cx="12" cy="12" r="1.8" />
                  <circle cx="18.5" cy="12" r="1.8" />
                </svg>
              </button>
            </div>
            <ProgressBar value={progressPercent(plan)} label="진행률" size="md" showValue />
            <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <div className="flex gap-1.5">
                <dt className="text-ink-muted">기간</dt>
                <dd className="font-semibold whitespace-nowrap text-ink">
                  {monthDayRange(plan.startDate, plan.endDate)}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-ink-muted">완료</dt>
                <dd className="font-semibold text-ink">
                  단원 {plan.completedUnits}/{plan.totalUnits}
                </dd>
              </div>
              {plan.reviewsPerDay !== null || plan.completedReviews > 0 ? (
                // Kept apart from 완료: progress counts new units only.
                <div className="flex gap-1.5">
                  <dt className="text-ink-muted">복습</dt>
                  <dd className="font-semibold text-ink">{plan.completedReviews}개 완료</dd>
                </div>
              ) : null}
              <div className="flex gap-1.5">
                <dt className="text-ink-muted">속도</dt>
                <dd className="font-semibold text-ink">
                  {plan.dailyVolume === null
                    ? `하루 ${plan.studySpeed}개`
                    : `하루 ${plan.dailyVolume.toLocaleString('ko-KR')}${unitVolumeLabels[plan.type]}`}
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt className="text-ink-muted">밀린 할 일</dt>
                <dd className={cn('font-semibold', plan.overdueCount > 0 ? 'text-warning' : 'text-ink')}>
                  {plan.overdueCount}개
                </dd>
              </div>
            </dl>
            <PlanForecastLine planId={plan.id} />
          </section>

          {/* The phone has the day-by-day list alone; a desktop has room for the month at a glance too. */}
          <div className="hidden lg:block">
            <Section title="달력" id="plan-calendar">
              <div className="rounded-card border border-line bg-surface p-4 shadow-card">
                <PlanCalendar
                  startDate={plan.startDate}
                  endDate={plan.endDate}
                  days={plan.days.map((day) => ({
                    date: day.date,
                    kind: day.kind,
                    unitCount: day.units.length,
                  }))}
                  today={today}
                />
              </div>
            </Section>
          </div>

          {/* A completed plan's reviews still come back, so it keeps the setting; an archived plan shows nowhere. */}
          {plan.status !== 'ARCHIVED' ? (
            <Section title="복습" id="plan-review">
              <ReviewSetting
                reviewsPerDay={shownReviewsPerDay}
                onChange={(reviewsPerDay) =>
                  reviewsPerDay === null ? setConfirmingReviewOff(true) : changeReviews(reviewsPerDay)
                }
                targetRetentionPercent={shownRetention}
                onRetentionChange={(targetRetentionPercent) =>
                  changeReviewSetting(
                    { targetRetentionPercent },
                    `목표 기억률을 ${targetRetentionPercent}%로 바꿨어요. 다음 복습부터 맞춰요.`,
                  )
                }
                reviewMinutesPerDay={shownMinutes}
                onMinutesChange={(reviewMinutesPerDay) =>
                  changeReviewSetting(
                    { reviewMinutesPerDay },
                    reviewMinutesPerDay === null
                      ? '하루 복습 시간을 없앴어요. 이제 개수로만 맞춰요.'
                      : `하루 복습 시간을 ${formatStudyMinutes(reviewMinutesPerDay)}으로 정했어요.`,
                  )
                }
                forecast={
                  <PlanReviewForecast
                    planId={plan.id}
                    retentionPercent={shownRetention}
                    // Asked again once the plan's own answer arrives, not while the change is on its way.
                    enabled={plan.reviewsPerDay !== null}
                  />
                }
                busy={reviewUpdate.isPending}
                disabled={server.blocked}
                describedBy={server.describedBy}
              />
            </Section>
          ) : null}
        </DesktopColumn>

        <DesktopColumn>
          <Section title="날짜별 일정" id="plan-schedule">
            <ol className="flex flex-col gap-2">
              {plan.days.map((day) => (
                <li
                  key={day.date}
                  aria-current={day.date === today ? 'date' : undefined}
                  className={cn(
                    'rounded-xl border bg-surface px-4 py-3',
                    day.date === today ? 'border-primary' : 'border-line',
                    day.kind !== 'STUDY' && day.units.length === 0 && 'bg-surface-muted/60',
                  )}
                >
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-sm font-bold text-ink">
                      {monthDayWithWeekday(day.date)}
                      {day.date === today ? <span className="ml-1.5 text-primary">오늘</span> : null}
                    </p>
                    <span className="text-xs font-semibold text-ink-muted">{dayKindNames[day.kind]}</span>
                  </div>
                  {day.units.length > 0 ? (
                    <ul className="mt-2 flex flex-col gap-1.5">
                      {day.units.map((unit) => (
                        <li key={unit.id} className="flex items-center gap-2 text-sm">
                          <span className="font-semibold text-primary tabular-nums">{unit.shortTitle}</span>
                          <span
                            className={cn(
                              'min-w-0 flex-1 truncate text-ink',
                              unit.status === 'COMPLETED' && 'text-ink-muted line-through',
                            )}
                          >
                            {unit.title}
                          </span>
                          {unit.review ? <ReviewBadge review={unit.review} /> : null}
                          {unit.totalStudySeconds > 0 ? (
                            <span className="shrink-0 text-xs text-ink-subtle tabular-nums">
                              {formatStudyTime(unit.totalStudySeconds, 'words')}
                            </span>
                          ) : null}
                          <span className="shrink-0 text-xs font-semibold text-ink-muted">
                            {todoStateLabel(unit.status, unit.id === focusingTodoId)}
                          </span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </Section>
        </DesktopColumn>
      </DesktopColumns>

      <BottomActionSheet
        open={menuOpen}
        onOpenChange={setMenuOpen}
        title={plan.studyPlanName}
        description="계획을 어떻게 할까요?"
        actions={menuActions}
      />
      <Modal
        open={dialog !== null}
        onOpenChange={(next) => {
          if (!next) setConfirming(null);
        }}
        title={dialog?.title ?? ''}
        description={dialog?.description}
        size="sm"
        footer={
          <>
            <Button variant="outline" fullWidth onClick={() => setConfirming(null)}>
              취소
            </Button>
            <Button
              needsServer
              variant={dialog?.danger ? 'danger' : 'primary'}
              fullWidth
              loading={busy}
              onClick={() => {
                if (confirming) confirm(confirming);
              }}
            >
              {dialog?.confirm}
            </Button>
          </>
        }
      />
      <Modal
        open={confirmingReviewOff}
        onOpenChange={setConfirmingReviewOff}
        title={`‘${plan.studyPlanName}’ 계획의 복습을 끌까요?`}
        description="남은 복습 할 일은 지워져요. 이미 마친 복습 기록은 그대로예요."
        size="sm"
        footer={
          <>
            <Button variant="outline" fullWidth onClick={() => setConfirmingReviewOff(false)}>
              취소
            </Button>
            <Button
              needsServer
              fullWidth
              loading={reviewUpdate.isPending}
              onClick={() => changeReviews(null)}
            >
              끄기
            </Button>
          </>
        }
      />
      <Modal
        open={renaming}
        onOpenChange={setRenaming}
        title="계획 이름 바꾸기"
        size="sm"
        footer={
          <>
            <Button variant="outline" fullWidth onClick={() => setRenaming(false)}>
              취소
            </Button>
            <Button needsServer fullWidth loading={update.isPending} onClick={rename}>
              저장
            </Button>
          </>
        }
      >
        <Input
          label="계획 이름"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={200}
        />
      </Modal>
    </div>
  );
}
