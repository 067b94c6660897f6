import { addDays, dayOfWeek } from './calendar-date.ts';

/**
 * Plain dates as the app writes them in Korean: `11월 22일 (일)`, with the year
 * only when it is not this year, `11월 22일 ~ 11월 30일` for a range, and 오늘/어제 before the date. Every
 * screen formats dates here, so a date reads the same everywhere.
 */

/** A plain date as people read it in a short label: `2026-11-22` → `11월 22일`. */
export function formatMonthDay(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(month)}월 ${Number(day)}일`;
}

/** Weekday names from Sunday (0) to Saturday (6), as `dayOfWeek` counts. */
export const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;

const weekdayLetters = weekdayNames.join('');

/** `2026-11-22` → `일`. */
export const weekdayName = (date: string): string => weekdayLetters.charAt(dayOfWeek(date));

/** `2026-11-22` → `11월 22일 (일)`. */
export const monthDayWithWeekday = (date: string): string => `${formatMonthDay(date)} (${weekdayName(date)})`;

/** `2026-11-22` → `11월 22일 일요일`: today's date in a greeting, or a calendar day read aloud. */
export const monthDayFullWeekday = (date: string): string =>
  `${formatMonthDay(date)} ${weekdayName(date)}요일`;

/** `2026-11-16`, `2026-11-22` → `11월 16일 ~ 11월 22일`. */
export const monthDayRange = (startDate: string, endDate: string): string =>
  `${formatMonthDay(startDate)} ~ ${formatMonthDay(endDate)}`;

/** `2026-11` → `2026년 11월`. */
export function yearMonthText(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return `${year}년 ${monthNumber}월`;
}

/** `11월 22일 (일)`, or `2027년 1월 3일 (일)` outside `today`'s year; without the weekday on request. */
export function koreanDate(date: string, today: string, { weekday = true } = {}): string {
  const yearText = date.slice(0, 4) === today.slice(0, 4) ? '' : `${Number(date.slice(0, 4))}년 `;
  return `${yearText}${weekday ? monthDayWithWeekday(date) : formatMonthDay(date)}`;
}

/** 오늘, 어제, then the date as `koreanDate` writes it. */
export function relativeKoreanDate(date: string, today: string): string {
  if (date === today) return '오늘';
  if (date === addDays(today, -1)) return '어제';
  return koreanDate(date, today);
}
