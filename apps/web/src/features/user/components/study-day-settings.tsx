import type { UserProfile } from '@molip/domain/user';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { GlobeIcon, SunriseIcon } from '@/components/ui/icons';
import { showAlert } from '@/components/ui/alerts-store';
import { errorSentence } from '@/lib/error-messages';
import { useUpdateMe } from '../api/update-me';
import { browserTimeZone } from '../hooks/use-report-timezone';

// A study day may start between 0 and 6 o'clock, for learners who study past midnight.
const DAY_START_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;

type StudyDaySettingsProps = { profile: UserProfile };

/** Time zone and day-start hour: together they decide what "today" means for the to-do list. */
export function StudyDaySettings({ profile }: StudyDaySettingsProps) {
  const updateMe = useUpdateMe();
  const selectId = useId();
  const deviceZone = browserTimeZone();
  const save = (body: { timezone?: string; dayStartHour?: number }) =>
    updateMe.mutate(body, {
      onSuccess: () =>
        showAlert({ variant: 'success', title: '저장 완료', description: '학습일 설정을 저장했어요.' }),
      onError: (error) => showAlert({ variant: 'error', description: errorSentence(error, 'profile') }),
    });

  return (
    <section aria-labelledby={`${selectId}-title`} className="flex flex-col gap-3">
      <h2 id={`${selectId}-title`} className="text-base font-bold text-ink">
        학습일 설정
      </h2>
      <div className="divide-y divide-line rounded-card border border-line bg-surface shadow-card">
        <div className="flex items-center gap-3 px-4 py-3.5">
          <GlobeIcon className="shrink-0 text-ink-muted" />
          <div className="min-w-0 flex-1">
            <p className="text-[0.9375rem] font-medium text-ink">시간대</p>
            <p className="truncate text-[0.8125rem] text-ink-muted">{profile.timezone}</p>
          </div>
          {deviceZone && deviceZone !== profile.timezone ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => save({ timezone: deviceZone })}
              disabled={updateMe.isPending}
            >
              이 기기 시간대로
            </Button>
          ) : null}
        </div>
        <div className="flex items-center gap-3 px-4 py-3.5">
          <SunriseIcon className="shrink-0 text-ink-muted" />
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="text-[0.9375rem] font-medium text-ink">
              하루 시작 시각
            </label>
            <p className="text-[0.8125rem] text-ink-muted">자정 넘어 공부한다면 늦게 잡아주세요.</p>
          </div>
          <select
            id={selectId}
            value={profile.dayStartHour}
            disabled={updateMe.isPending}
            onChange={(event) => save({ dayStartHour: Number(event.target.value) })}
            className="h-10 rounded-xl border border-line-strong bg-surface px-3 text-[0.9375rem] text-ink"
          >
            {DAY_START_HOURS.map((hour) => (
              <option key={hour} value={hour}>
                {hour === 0 ? '자정 (0시)' : `새벽 ${hour}시`}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}
