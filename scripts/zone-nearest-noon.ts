import { wallClockInZone } from '@molip/domain/time-zone';

/**
 * A time zone where it is now near midday, so a run that focuses (the journeys, the soak) never meets the end
 * of its learners' study day, whatever the hour it runs: a quick start at 23:59 has no minute left. The
 * candidates lie about five hours apart around the globe, so one of them is always within ~3½ h of noon.
 */
const CANDIDATES = [
  'Pacific/Honolulu',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Australia/Sydney',
];

function minutesFromNoon(timeZone: string, at: Date): number {
  const { hour, minute } = wallClockInZone(at, timeZone);
  return Math.abs(hour * 60 + minute - 12 * 60);
}

export function zoneNearestNoon(at: Date): string {
  const [nearest] = [...CANDIDATES].sort((a, b) => minutesFromNoon(a, at) - minutesFromNoon(b, at));
  return nearest ?? 'Europe/Berlin';
}
