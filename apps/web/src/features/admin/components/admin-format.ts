import type { AuditAction } from '@molip/domain/admin';
import { relativeKoreanDate } from '@molip/domain/korean-date';
import type { TermsType } from '@molip/domain/terms';
import { clockInZone, dateInZone } from '@molip/domain/zoned-time';

/** An instant as the admin reads it: `오늘 14:05`, `어제 09:12`, `11월 3일 (화) 18:40`. */
export function instantText(iso: string, timeZone: string, now: Date): string {
  const instant = new Date(iso);
  const day = dateInZone(instant, timeZone);
  return `${relativeKoreanDate(day, dateInZone(now, timeZone))} ${clockInZone(instant, timeZone)}`;
}

/** The calendar day of an instant: `오늘`, `어제`, `11월 3일 (화)`. */
export function instantDayText(iso: string, timeZone: string, now: Date): string {
  return relativeKoreanDate(dateInZone(new Date(iso), timeZone), dateInZone(now, timeZone));
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
  AGE_CONFIRMATION: '만 14세 이상 확인',
} as const satisfies Record<TermsType, string>;

export const auditActionNames = {
  USER_DISABLED: '계정 비활성화',
  USER_ENABLED: '계정 다시 활성화',
  TERMS_PUBLISHED: '약관 새 버전 게시',
} as const satisfies Record<AuditAction, string>;

/** `12명`, with thousands separators. */
export const people = (count: number) => `${count.toLocaleString('ko-KR')}명`;
