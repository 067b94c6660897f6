import { deviceTimeZone } from '@molip/domain/time-zone';
import type { UserProfile } from '@molip/domain/user';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { GlobeIcon, SunriseIcon } from '@/components/ui/icons';
import { showAlert } from '@/components/ui/alerts-store';
import { useServerActionBlocked } from '@/components/ui/offline-reason';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { errorSentence } from '@/lib/error-messages';
import { useUpdateMe } from '../api/update-me';

// A study day may start between 0 and 6 o'clock, for learners who study past midnight.
const DAY_START_HOURS = [0, 1, 2, 3, 4, 5, 6] as const;

// Cities learners are likely to pick, in Korean; any other zone is named by the browser ("중부유럽 시간").
const CITY_NAMES: Record<string, string> = {
  'Asia/Seoul': '서울',
  'Asia/Tokyo': '도쿄',
  'Asia/Shanghai': '상하이',
  'Asia/Singapore': '싱가포르',
  'America/New_York': '뉴욕',
  'America/Los_Angeles': '로스앤젤레스',
  'Europe/London': '런던',
  'Europe/Berlin': '베를린',
  'Europe/Paris': '파리',
  'Australia/Sydney': '시드니',
  UTC: '협정 세계시',
};

function zoneNamePart(timeZone: string, style: 'shortOffset' | 'longGeneric', at: Date): string | null {
  try {
    return (
      new Intl.DateTimeFormat('ko-KR', { timeZone, timeZoneName: style })
        .formatToParts(at)
        .find((part) => part.type === 'timeZoneName')?.value ?? null
    );
  } catch {
    return null;
  }
}

/** A time zone as learners read it: "서울 (GMT+9)", "중부유럽 시간 (GMT+1)"; an unknown id as it is. */
export function timeZoneLabel(timeZone: string, at = new Date()): string {
  const offset = zoneNamePart(timeZone, 'shortOffset', at);
  const name = CITY_NAMES[timeZone] ?? zoneNamePart(timeZone, 'longGeneric', at);
  if (offset === null || name === null) return timeZone;
  return name === offset ? name : `${name} (${offset})`;
}

type StudyDaySettingsProps = { profile: UserProfile };

/** Time zone and day-start hour: together they decide what "today" means for the to-do list. */
export function StudyDaySettings({ profile }: StudyDaySettingsProps) {
  const updateMe = useUpdateMe();
  const server = useServerActionBlocked();
  const selectId = useId();
  const deviceZone = deviceTimeZone();
  const save = (body: { timezone?: string; dayStartHour?: number }) =>
    updateMe.mutate(body, {
      onSuccess: () => showSnackbar({ message: '학습일 설정을 저장했어요.' }),
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
            <p className="truncate text-[0.8125rem] text-ink-muted">{timeZoneLabel(profile.timezone)}</p>
          </div>
          {deviceZone && deviceZone !== profile.timezone ? (
            <Button
              needsServer
              size="sm"
              variant="secondary"
              onClick={() => save({ timezone: deviceZone })}
              disabled={updateMe.isPending}
            >
              {`${timeZoneLabel(deviceZone)}로 바꾸기`}
            </Button>
          ) : null}
        </div>
        <div className="flex items-center gap-3 px-4 py-3.5">
          <SunriseIcon className="shrink-0 text-ink-muted" />
          <div className="min-w-0 flex-1">
            <label htmlFor={selectId} className="text-[0.9375rem] font-medium text-ink">
              하루 시작 시각
            </label>
            <p className="text-[0.8125rem] text-ink-muted">자정 넘어 공부한다면 늦게 잡아 주세요.</p>
          </div>
          <select
            id={selectId}
            value={profile.dayStartHour}
            disabled={updateMe.isPending || server.blocked}
            aria-describedby={server.describedBy}
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
