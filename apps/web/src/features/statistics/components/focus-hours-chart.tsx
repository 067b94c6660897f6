import { canJudgeFocus } from '@molip/domain/focus-figures';
import { formatStudyTime } from '@molip/domain/study-time';
import { cn } from '@/lib/cn';
import { hourName, recentPeriodName, topHour } from './stats-figures';

type FocusHoursChartProps = {
  /** 24 counts of seconds, midnight first, in the learner's zone. */
  secondsByHour: readonly number[];
  /** How many days the counts cover. */
  days: number;
};

const CHART_HEIGHT_PX = 88;
const MIN_BAR_PX = 3;
const axisHours = [0, 6, 12, 18] as const;
/** How many of the busiest hours the screen-reader summary names. */
const SPOKEN_HOURS = 3;

/** "가장 집중이 잘 되는 시간": focus time by hour of day, the busiest hour named in words. */
export function FocusHoursChart({ secondsByHour, days }: FocusHoursChartProps) {
  const top = topHour(secondsByHour);
  // The best hour is named only from enough focus to mean something; the bars show whatever there is.
  const best = canJudgeFocus(secondsByHour.reduce((sum, seconds) => sum + seconds, 0)) ? top : null;
  const most = Math.max(0, ...secondsByHour);
  const ranked = secondsByHour
    .map((seconds, hour) => ({ hour, seconds }))
    .filter((entry) => entry.seconds > 0)
    .sort((a, b) => b.seconds - a.seconds || a.hour - b.hour)
    .slice(0, SPOKEN_HOURS);
  const description =
    top === null
      ? '아직 집중 기록이 없어요.'
      : `시간대별 집중 시간. 많은 순서로 ${ranked
          .map((entry) => `${hourName(entry.hour)} ${formatStudyTime(entry.seconds, 'words')}`)
          .join(', ')}.`;

  return (
    <section aria-labelledby="focus-hours-heading" className="flex flex-col gap-3">
      <h2 id="focus-hours-heading" className="text-base font-bold text-ink">
        가장 집중이 잘 되는 시간
      </h2>
      <div className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-card">
        {best === null ? (
          <p className="text-[0.9375rem] font-semibold text-ink">
            집중 기록이 쌓이면 어느 시간에 가장 잘 집중하는지 알려 드릴게요.
          </p>
        ) : (
          <div className="flex flex-col gap-1">
            <p className="text-lg font-bold text-ink">
              <span className="text-primary">{hourName(best)}</span>에 가장 많이 집중했어요
            </p>
            <p className="text-sm text-ink-muted">
              {recentPeriodName(days)} 동안 이 시간에 {formatStudyTime(secondsByHour[best] ?? 0, 'words')}{' '}
              집중했어요.
            </p>
          </div>
        )}
        <div className="flex flex-col gap-1.5">
          <div
            role="img"
            aria-label={description}
            className="flex items-end gap-[2px]"
            style={{ height: CHART_HEIGHT_PX }}
          >
            {secondsByHour.map((seconds, hour) => (
              <span
                key={hour}
                title={`${hour}시 ${formatStudyTime(seconds, 'words')}`}
                className={cn(
                  'min-w-0 flex-1 rounded-t-[3px]',
                  seconds === 0 ? 'bg-line' : hour === top ? 'bg-primary' : 'bg-primary/35',
                )}
                style={{
                  height:
                    most > 0 && seconds > 0
                      ? Math.max(MIN_BAR_PX, (seconds / most) * CHART_HEIGHT_PX)
                      : MIN_BAR_PX,
                }}
              />
            ))}
          </div>
          <div aria-hidden="true" className="relative h-4 text-[0.6875rem] text-ink-subtle">
            {axisHours.map((hour) => (
              <span
                key={hour}
                className="absolute top-0"
                style={{ left: `${(hour / secondsByHour.length) * 100}%` }}
              >
                {hour}시
              </span>
            ))}
            <span className="absolute top-0 right-0">24시</span>
          </div>
        </div>
      </div>
    </section>
  );
}
