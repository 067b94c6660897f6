import { addMinutesToClock, expectedDurationMinutes, isClockTime } from '@molip/domain/clock-time';
import { SESSION_DEFAULT_FOCUS_MINUTES } from '@molip/domain/constants';
import {
  createFocusSessionBody,
  DEFAULT_SESSION_TYPE,
  type CreateFocusSessionBody,
} from '@molip/domain/focus';
import { clockInZone } from '@molip/domain/zoned-time';
import { formatStudyMinutes } from '@molip/domain/study-time';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { ClockIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { describeError } from '@/lib/error-messages';
import { useCreateFocusSession } from '../api/create-focus-session';
import { useFocusSessionStatus } from '@/entities/focus/get-focus-session-status';
import { ReturnToFocusButton } from './return-to-focus-button';

/** A new session runs two hours by default: long enough for the default 60-minute focus target. */
const DEFAULT_SESSION_LENGTH_MINUTES = 120;

type FieldErrors = Partial<Record<'startTime' | 'endTime' | 'focusTime' | 'sessionType', string>>;

/** The session rules of the shared contract (`createFocusSessionBody`), as one message per field. */
function validate(values: { startTime: string; endTime: string; focusTime: string; sessionType: string }): {
  errors: FieldErrors;
  body: CreateFocusSessionBody | null;
} {
  if (!values.startTime || !values.endTime) {
    return {
      errors: { endTime: '시작 시간과 종료 시간을 입력해 주세요.' } satisfies FieldErrors,
      body: null,
    };
  }
  const parsed = createFocusSessionBody.safeParse({
    startTime: values.startTime,
    endTime: values.endTime,
    focusTime: values.focusTime.trim() === '' ? Number.NaN : Number(values.focusTime),
    sessionType: values.sessionType.trim() === '' ? undefined : values.sessionType,
  });
  if (parsed.success) return { errors: {}, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'startTime' || field === 'endTime' || field === 'focusTime' || field === 'sessionType') {
      errors[field] ??= issue.message;
    }
  }
  return { errors, body: null };
}

/** `/focus-session/create`: today's time range, a focus target and a type. */
export function FocusSessionCreateForm({ timeZone }: { timeZone: string }) {
  const navigate = useNavigate();
  const status = useFocusSessionStatus();
  const createSession = useCreateFocusSession();
  const [initialStart] = useState(() => clockInZone(new Date(), timeZone));
  const [startTime, setStartTime] = useState(initialStart);
  const [endTime, setEndTime] = useState(() =>
    addMinutesToClock(initialStart, DEFAULT_SESSION_LENGTH_MINUTES),
  );
  const [focusTime, setFocusTime] = useState(String(SESSION_DEFAULT_FOCUS_MINUTES));
  const [sessionType, setSessionType] = useState(DEFAULT_SESSION_TYPE);
  const [submitted, setSubmitted] = useState(false);

  const { errors, body } = validate({ startTime, endTime, focusTime, sessionType });
  const shown: FieldErrors = submitted ? errors : { focusTime: errors.focusTime, endTime: errors.endTime };
  const timesValid = isClockTime(startTime) && isClockTime(endTime);
  const totalMinutes = timesValid ? expectedDurationMinutes(startTime, endTime) : 0;
  const crossesMidnight = timesValid && totalMinutes > 0 && endTime <= startTime;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!body) return;
    createSession.mutate(
      { ...body, totalTime: totalMinutes },
      {
        onSuccess: () => {
          showAlert({
            variant: 'success',
            title: alertTitles.success.sessionCreate,
            description: '집중 세션을 시작했어요.',
          });
          navigate(paths.focusSessionCurrent, { replace: true });
        },
        onError: (error) => {
          const { message, detail } = describeError(error, 'focusSession');
          showAlert({
            variant: 'error',
            title: alertTitles.error.sessionCreate,
            description: detail ?? message,
          });
        },
      },
    );
  };

  if (status.isPending) return <Spinner size="lg" label="세션 상태 확인 중..." className="mx-auto my-10" />;
  if (status.data?.hasActive) {
    return (
      <section className="flex flex-col items-center gap-3 rounded-card bg-surface px-6 py-8 text-center shadow-card">
        <p className="text-base font-bold text-ink">이미 진행 중인 세션이 있어요</p>
        <p className="text-sm text-ink-muted">진행 중인 세션을 마친 뒤 새 세션을 만들 수 있어요.</p>
        <ReturnToFocusButton size="md" />
      </section>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-1 flex-col gap-5" aria-label="집중 세션 만들기">
      <p className="text-[0.9375rem] text-ink-muted">오늘 공부할 시간대와 목표 집중 시간을 정해 주세요.</p>
      <div className="grid grid-cols-2 gap-3">
        <Input
          label="시작 시간"
          type="time"
          value={startTime}
          onChange={(event) => setStartTime(event.target.value)}
          error={shown.startTime}
          required
        />
        <Input
          label="종료 시간"
          type="time"
          value={endTime}
          onChange={(event) => setEndTime(event.target.value)}
          error={shown.endTime}
          required
        />
      </div>
      <div
        className="flex items-center gap-3 rounded-card bg-primary-soft px-4 py-3 text-primary"
        aria-live="polite"
      >
        <ClockIcon size={20} />
        <p className="text-[0.9375rem]">
          예상 소요 시간 <strong className="font-bold">{formatStudyMinutes(totalMinutes)}</strong>
          {crossesMidnight ? (
            <span className="block text-sm">자정을 넘겨 다음 날 {endTime}에 끝나요</span>
          ) : null}
        </p>
      </div>
      <Input
        label="목표 집중 시간(분)"
        type="number"
        inputMode="numeric"
        min={1}
        max={totalMinutes || undefined}
        value={focusTime}
        onChange={(event) => setFocusTime(event.target.value)}
        hint={totalMinutes > 0 ? `전체 ${totalMinutes}분 중 실제로 집중할 시간이에요.` : undefined}
        error={shown.focusTime}
        required
      />
      <Input
        label="세션 유형"
        value={sessionType}
        maxLength={50}
        onChange={(event) => setSessionType(event.target.value)}
        error={shown.sessionType}
        placeholder={DEFAULT_SESSION_TYPE}
      />
      <div className="mt-auto pt-2">
        <Button
          type="submit"
          size="lg"
          fullWidth
          needsServer
          loading={createSession.isPending}
          loadingText="세션 만드는 중..."
          disabled={submitted && body === null}
        >
          세션 시작
        </Button>
      </div>
    </form>
  );
}
