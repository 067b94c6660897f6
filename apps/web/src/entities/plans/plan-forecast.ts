import { compareDates, daysBetween } from '@molip/domain/calendar-date';
import { koreanDate } from '@molip/domain/korean-date';
import { formatStudyTime } from '@molip/domain/study-time';
import {
  FORECAST_MIN_STUDY_DAYS,
  PACE_WINDOW_DAYS,
  type ForecastRange,
  type PlanStats,
} from '@molip/domain/study-stats';

/** A plan's forecast in words, shared by the statistics screen and the plan page. */

export type ForecastVerdict =
  { kind: 'done' } | { kind: 'unknown' } | { kind: 'late' | 'early' | 'onTime'; date: string; days: number };

/** Where the measured pace ends the plan, compared with the day its schedule ends. */
export function forecastVerdict(
  plan: Pick<PlanStats, 'forecastEndDate' | 'endDate' | 'completedUnits' | 'totalUnits'>,
): ForecastVerdict {
  if (plan.totalUnits > 0 && plan.completedUnits >= plan.totalUnits) return { kind: 'done' };
  if (plan.forecastEndDate === null) return { kind: 'unknown' };
  const date = plan.forecastEndDate;
  const days = daysBetween(plan.endDate, date);
  const order = compareDates(date, plan.endDate);
  return { kind: order > 0 ? 'late' : order < 0 ? 'early' : 'onTime', date, days: Math.abs(days) };
}

const NO_BREAK_SPACE = '\u00a0';

/** The forecast's span of end dates, `11월 28일 ~ 12월 6일`; null when it is one day or not known. */
export function forecastSpan(range: ForecastRange | null | undefined, today: string): string | null {
  if (!range || range.earliest === range.latest) return null;
  // No-break spaces: the span is never wrapped mid-way (`2027년 1월 | 11일`, `12월 30일 ~ | 1월 2일`).
  const [earliest, latest] = [range.earliest, range.latest].map((date) =>
    koreanDate(date, today, { weekday: false }).replaceAll(' ', NO_BREAK_SPACE),
  );
  return `${earliest}${NO_BREAK_SPACE}~${NO_BREAK_SPACE}${latest}`;
}

const notEnoughData =
  `아직 기록이 부족해서 끝나는 날을 예상하기 어려워요. 학습일이 ${FORECAST_MIN_STUDY_DAYS}일 넘게 지나고 ` +
  `최근 ${PACE_WINDOW_DAYS}일 안에 끝낸 단원이 생기면 알려 드릴게요.`;

type ForecastPlan = Pick<
  PlanStats,
  'forecastEndDate' | 'forecastRange' | 'paceSecondsPerDay' | 'endDate' | 'completedUnits' | 'totalUnits'
>;

/**
 * The forecast as a main sentence (one line at 360 px; a span into next year breaks only after "지금
 * 속도라면", never inside the span), the daily focus time its pace stands on (null when
 * the pace is units completed, or from an older server) and a comparison with the planned end.
 */
export function forecastSentences(
  plan: ForecastPlan,
  today: string,
): { main: string; pace: string | null; detail: string | null } {
  const verdict = forecastVerdict(plan);
  switch (verdict.kind) {
    case 'done':
      return { main: '모든 단원을 끝냈어요. 수고했어요!', pace: null, detail: null };
    case 'unknown':
      return { main: notEnoughData, pace: null, detail: null };
    default: {
      const span = forecastSpan(plan.forecastRange, today);
      const main = span
        ? `지금 속도라면 ${span}쯤${NO_BREAK_SPACE}끝나요`
        : `지금 속도라면 ${koreanDate(verdict.date, today)}에 끝나요`;
      const pace =
        typeof plan.paceSecondsPerDay === 'number'
          ? `요즘 하루 평균 ${formatStudyTime(plan.paceSecondsPerDay, 'words')} 공부하고 있어요.`
          : null;
      const planned = koreanDate(plan.endDate, today);
      const comparison =
        verdict.kind === 'late'
          ? `계획한 ${planned}보다 ${verdict.days}일 늦어요.`
          : verdict.kind === 'early'
            ? `계획한 ${planned}보다 ${verdict.days}일 빨라요.`
            : '계획한 날짜에 딱 맞춰 끝나요.';
      // A null range (not merely absent, as from an older server) means the pace is too uneven to bound.
      const detail =
        plan.forecastRange === null
          ? `${comparison} 날마다 공부한 양이 들쭉날쭉해서 더 늦어질 수도 있어요.`
          : comparison;
      return { main, pace, detail };
    }
  }
}
