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

/** `HH:mm` in a zone, as the focus forms take it. */
export const clockIn = (timeZone: string, at: Date): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    at,
  );

function minutesFromNoon(timeZone: string, at: Date): number {
  const [hours = 0, minutes = 0] = clockIn(timeZone, at).split(':').map(Number);
  return Math.abs(hours * 60 + minutes - 12 * 60);
}

export function zoneNearestNoon(at: Date): string {
  const [nearest] = [...CANDIDATES].sort((a, b) => minutesFromNoon(a, at) - minutesFromNoon(b, at));
  return nearest ?? 'Europe/Berlin';
}
