import { todayInZone } from '@molip/domain/calendar-date';
import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/**
 * The learner's study day: today in their zone, after their day-start hour
 * (docs/product-rules.md#time-and-the-study-day).
 */
export function useLearnerToday(): string {
  const timeZone = useAuthStore((state) => state.user?.timezone ?? DEFAULT_TIMEZONE);
  const dayStartHour = useAuthStore((state) => state.user?.dayStartHour ?? 0);
  try {
    return todayInZone(new Date(), timeZone, dayStartHour);
  } catch {
    // An unknown zone name from an old profile must not break the wizard.
    return todayInZone(new Date(), DEFAULT_TIMEZONE, dayStartHour);
  }
}
