import { DEFAULT_TIMEZONE } from '@molip/domain/constants';
import { isKnownTimeZone } from '@molip/domain/time-zone';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** The zone the server reads the learner's `HH:mm` in (docs/product-rules.md#time-and-the-study-day). */
export function useLearnerTimeZone(): string {
  const timeZone = useAuthStore((state) => state.user?.timezone ?? DEFAULT_TIMEZONE);
  // An unknown zone name from an old profile must not break the focus pages' clock maths.
  return isKnownTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;
}
