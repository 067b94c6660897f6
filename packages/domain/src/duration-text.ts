/** Display texts for durations. Inputs are whole units; fractions are dropped. */

const MINUTES_PER_HOUR = 60;

/** `''` for 0 or less, `'45분'` under an hour, else `'2시간'` or `'2시간 5분'`. */
export function formatDurationText(minutes: number): string {
  const whole = Math.floor(minutes);
  if (!(whole > 0)) return '';
  if (whole < MINUTES_PER_HOUR) return `${whole}분`;
  const hours = Math.floor(whole / MINUTES_PER_HOUR);
  const rest = whole % MINUTES_PER_HOUR;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

/** A group member's focus time as `H:MM` (125 → `'2:05'`); negative or missing time shows `'0:00'`. */
export function formatGroupFocusTime(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes) || 0);
  const hours = Math.floor(whole / MINUTES_PER_HOUR);
  const rest = String(whole % MINUTES_PER_HOUR).padStart(2, '0');
  return `${hours}:${rest}`;
}
