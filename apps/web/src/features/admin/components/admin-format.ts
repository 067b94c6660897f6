import { addDays, dayOfWeek } from '@molip/domain/calendar-date';
import type { AuditAction } from '@molip/domain/admin';
import type { TermsType } from '@molip/domain/terms';
import { clockInZone, dateInZone } from '@molip/domain/zoned-time';

const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** `M월 D일 (요일)` for a calendar day, with the year only when it is not `today`'s year. */
export function koreanDay(date: string, today: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const weekday = weekdayNames[dayOfWeek(date)];
  const yearText = date.slice(0, 4) === today.slice(0, 4) ? '' : `${year}년 `;
  return `${yearText}${month}월 ${day}일 (${weekday})`;
}

/** 오늘, 어제, then the date. */
export function relativeKoreanDay(date: string, today: string): string {
  if (date === today) return '오늘';
  if (date === addDays(today, -1)) return '어제';
  return koreanDay(date, today);
}

/** An instant as the admin reads it: `오늘 14:05`, `어제 09:12`, `11월 3일 (화) 18:40`. */
export function instantText(iso: string, timeZone: string, now: Date): string {
  const instant = new Date(iso);
  const day = dateInZone(instant, timeZone);
  return `${relativeKoreanDay(day, dateInZone(now, timeZone))} ${clockInZone(instant, timeZone)}`;
}

/** The calendar day of an instant: `오늘`, `어제`, `11월 3일 (화)`. */
export function instantDayText(iso: string, timeZone: string, now: Date): string {
  return relativeKoreanDay(dateInZone(new Date(iso), timeZone), dateInZone(now, timeZone));
}

/** The names learners see on the terms modal (each type's seed title), for rows that carry only the type. */
export const termsTypeNames = {
  TERMS_OF_SERVICE: '서비스 이용약관',
  PRIVACY_POLICY: '개인정보 처리방침',
  STATISTICS_AND_RANKING: '학습 통계 및 랭킹 참여 동의',
  COOKIE_POLICY: '쿠키 정책',
  DATA_SECURITY_POLICY: '데이터 보안 정책',
  INTELLECTUAL_PROPERTY_POLICY: '지적재산권 정책',
  SERVICE_TERMINATION_POLICY: '서비스 해지 및 탈퇴 정책',
} as const satisfies Record<TermsType, string>;

export const auditActionNames = {
  USER_DISABLED: '계정 비활성화',
  USER_ENABLED: '계정 다시 활성화',
  TERMS_PUBLISHED: '약관 새 버전 게시',
} as const satisfies Record<AuditAction, string>;

/** `12명`, with thousands separators. */
export const people = (count: number) => `${count.toLocaleString('ko-KR')}명`;
