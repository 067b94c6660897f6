import { formatMonthDay } from '@molip/domain/korean-date';
import { BLOCK_CREATION_STEPS } from '@molip/domain/constants';
import { focusMessages } from '@molip/domain/focus';
import { compareShortTitles, isOpenTodoStatus } from '@molip/domain/todo-status';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { CalendarIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError, errorSentence } from '@/lib/error-messages';
import { isHttpError } from '@/lib/http-error';
import { useCreateFocusBlock } from '../api/create-focus-block';
import type { ReceivedSession } from '@/entities/focus/get-current-focus-session';
import { useTodayTodos } from '@/entities/todos/today-todos-query';
import { draftForSession, useBlockDraftStore } from '../stores/block-draft-store';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { StepHeader } from '@/components/ui/step-header';
import { reviewStepLabel } from '@/components/ui/review-badge';

/** Block step 2: today's open to-dos grouped by plan; at least one must be ticked. */
export function BlockTodoStep({ received }: { received: ReceivedSession | null }) {
  const navigate = useNavigate();
  const sessionId = received?.session.id ?? null;
  const draft = useBlockDraftStore((state) =>
    sessionId === null ? null : draftForSession(state.draft, sessionId),
  );
  const toggleTodo = useBlockDraftStore((state) => state.toggleTodo);
  const clearDraft = useBlockDraftStore((state) => state.clear);
  const chooseBlockMinutes = useFocusPreferencesStore((state) => state.chooseBlockMinutes);
  const todos = useTodayTodos();
  const createBlock = useCreateFocusBlock();
  const [created, setCreated] = useState(false);

  // Step 2 needs step 1's time for this session (step 1 says when there is no session); after a
  // creation the draft is cleared on purpose while the page moves on to the new block.
  if (!draft) return created ? null : <Navigate to={paths.focusBlockTimePeriod} replace />;

  const groups = (todos.data ?? [])
    .map((group) => ({
      ...group,
      units: group.dailyTodoUnitResponses
        .filter((unit) => isOpenTodoStatus(unit.status))
        .sort((a, b) => compareShortTitles(a.shortTitle, b.shortTitle)),
    }))
    .filter((group) => group.units.length > 0);
  // A to-do kept in the draft may have been completed or postponed since: only open ones count.
  const openIds = new Set(groups.flatMap((group) => group.units.map((unit) => unit.id)));
  const selectedIds = todos.data ? draft.todoIds.filter((id) => openIds.has(id)) : [];

  const submit = () => {
    if (selectedIds.length === 0) return;
    createBlock.mutate(
      {
        intendedDailyTodoUnitIds: selectedIds,
        plannedDurationMinutes: draft.focusMinutes,
        startTime: draft.startTime,
      },
      {
        onSuccess: () => {
          chooseBlockMinutes(draft.focusMinutes);
          setCreated(true);
          clearDraft();
          navigate(paths.focusBlockCurrent, { replace: true });
        },
        onError: (error) => {
          // The server's sentence (e.g. the session-end limit) says what to change; a failure that is not
          // an HTTP one (an answer that does not parse) gets the block's own line.
          const description = isHttpError(error)
            ? errorSentence(error, 'focusSession')
            : focusMessages.blockCreateFailed;
          showAlert({ variant: 'error', title: alertTitles.error.blockCreate, description });
        },
      },
    );
  };

  return (
    <div className="flex flex-1 flex-col gap-5">
      <StepHeader current={2} total={BLOCK_CREATION_STEPS} label="할 일" />
      <p className="text-[0.9375rem] text-ink-muted">
        <span className="font-semibold text-ink tabular-nums">
          {draft.startTime}부터 {formatStudyMinutes(draft.focusMinutes)}
        </span>{' '}
        동안 공부할 할 일을 골라 주세요.
      </p>
      {todos.isPending ? (
        <Spinner size="lg" label="오늘의 할 일을 불러오는 중" className="mx-auto my-8 text-primary" />
      ) : todos.isError ? (
        <ErrorBox
          message="오늘의 할 일을 불러오지 못했어요."
          detail={describeError(todos.error).message}
          onRetry={() => void todos.refetch()}
          retrying={todos.isFetching}
        />
      ) : groups.length === 0 ? (
        <EmptyState
          icon={<CalendarIcon />}
          title="집중할 수 있는 할 일이 없어요"
          description="오늘의 할 일이 모두 끝났거나 아직 학습 계획이 없어요."
        />
      ) : (
        groups.map((group) => (
          <fieldset
            key={group.id}
            className="flex flex-col gap-1 rounded-card border border-line bg-surface p-4 shadow-card"
          >
            <legend className="sr-only">{group.studyPlanTitle}</legend>
            <p aria-hidden="true" className="pb-2 text-sm font-bold text-primary">
              {group.studyPlanTitle}
            </p>
            {group.units.map((unit) => (
              <Checkbox
                key={unit.id}
                className="py-2"
                checked={draft.todoIds.includes(unit.id)}
                onCheckedChange={(checked) => toggleTodo(unit.id, checked)}
                label={`${unit.shortTitle} ${unit.title}`}
                description={
                  [
                    unit.review ? reviewStepLabel(unit.review) : null,
                    unit.isOverdue
                      ? `밀린 할 일 · ${formatMonthDay(unit.originalDate ?? unit.todoDate)}`
                      : null,
                    unit.totalStudySeconds > 0 ? formatStudyTime(unit.totalStudySeconds, 'words') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || undefined
                }
              />
            ))}
          </fieldset>
        ))
      )}
      <div className="mt-auto flex flex-col gap-2 pt-2">
        <p className="text-center text-sm text-ink-muted" aria-live="polite">
          {selectedIds.length > 0 ? `${selectedIds.length}개 선택됨` : '할 일을 하나 이상 골라 주세요.'}
        </p>
        <Button
          size="lg"
          fullWidth
          needsServer
          disabled={selectedIds.length === 0}
          loading={createBlock.isPending}
          loadingText="블록 만드는 중..."
          onClick={submit}
        >
          집중 블록 시작
        </Button>
      </div>
    </div>
  );
}
