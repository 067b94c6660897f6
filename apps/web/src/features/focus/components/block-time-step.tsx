import { BLOCK_CREATION_STEPS } from '@molip/domain/constants';
import { clockInZone } from '@molip/domain/zoned-time';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ClockIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import type { ReceivedSession } from '@/entities/focus/get-current-focus-session';
import { checkBlockTime, draftForSession, useBlockDraftStore } from '../stores/block-draft-store';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { StepHeader } from '@/components/ui/step-header';

/** Block step 1: start time and focus minutes, with the live end time and the session's limit. */
export function BlockTimeStep({
  received,
  timeZone,
}: {
  received: ReceivedSession | null;
  timeZone: string;
}) {
  const navigate = useNavigate();
  const sessionId = received?.session.id ?? null;
  const startClock = received?.session.startClock ?? null;
  const endClock = received?.session.endClock ?? null;
  const draft = useBlockDraftStore((state) =>
    sessionId === null ? null : draftForSession(state.draft, sessionId),
  );
  const ensureFor = useBlockDraftStore((state) => state.ensureFor);
  const reset = useBlockDraftStore((state) => state.reset);
  const update = useBlockDraftStore((state) => state.update);
  const usualMinutes = useFocusPreferencesStore((state) => state.blockMinutes);

  // A draft kept from a reload continues; one of an earlier session, or one that no longer fits, starts over.
  useEffect(() => {
    if (sessionId === null || startClock === null || endClock === null) return;
    ensureFor({ id: sessionId, startClock, endClock }, clockInZone(new Date(), timeZone), usualMinutes);
  }, [sessionId, startClock, endClock, ensureFor, timeZone, usualMinutes]);

  if (!received) {
    return (
      <EmptyState
        icon={<ClockIcon />}
        title="진행 중인 집중 세션이 없어요"
        description="집중 블록은 세션 안에서 만들 수 있어요. 먼저 세션을 시작해 주세요."
        action={<Button onClick={() => navigate(paths.focusSessionCreate)}>집중 세션 만들기</Button>}
      />
    );
  }
  if (!draft) return null;

  const { session } = received;
  const check = checkBlockTime(draft, session);
  return (
    <form
      noValidate
      aria-label="집중 블록 시간 선택"
      className="flex flex-1 flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (check.canProceed) navigate(paths.focusBlockTodoSelect);
      }}
    >
      <StepHeader current={1} total={BLOCK_CREATION_STEPS} label="시간" />
      <p className="text-[0.9375rem] text-ink-muted">
        세션은 <strong className="text-ink tabular-nums">{session.endClock}</strong>에 끝나요. 그 안에서
        집중할 시간을 정해 주세요.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="시작 시간"
          type="time"
          value={draft.startTime}
          onChange={(event) => update({ startTime: event.target.value })}
          required
        />
        <Input
          label="집중 시간(분)"
          type="number"
          inputMode="numeric"
          min={1}
          max={check.maxMinutes ?? undefined}
          value={Number.isFinite(draft.focusMinutes) ? String(draft.focusMinutes) : ''}
          onChange={(event) =>
            update({ focusMinutes: event.target.value === '' ? Number.NaN : Number(event.target.value) })
          }
          required
        />
      </div>
      <div
        className="flex items-center justify-between rounded-card bg-primary-soft px-4 py-3 text-primary"
        aria-live="polite"
      >
        <span className="text-[0.9375rem] font-semibold">종료 예정</span>
        <span className="text-xl font-bold tabular-nums">{check.endTime ?? '--:--'}</span>
      </div>
      {check.error ? (
        <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {check.error}
        </p>
      ) : check.maxMinutes !== null ? (
        <p className="text-sm text-ink-muted">최대 {check.maxMinutes}분까지 설정할 수 있어요.</p>
      ) : null}
      <div className="mt-auto flex gap-2 pt-2">
        <Button
          variant="outline"
          size="lg"
          onClick={() => reset(session, clockInZone(new Date(), timeZone), usualMinutes)}
        >
          초기화
        </Button>
        <Button type="submit" size="lg" fullWidth disabled={!check.canProceed}>
          다음
        </Button>
      </div>
    </form>
  );
}
