/**
 * The time-zone questions a first screen asks, answered by Temporal where the runtime has it and by Intl
 * elsewhere (the server, older browsers). A page's first Intl date formatter loads ICU's calendar data,
 * 35–100 ms of a phone's first screen; Temporal answers the same questions in a millisecond or two.
 */

/** The wall clock an instant shows in a zone, to the second. */
export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

type TemporalApi = {
  Now: { timeZoneId(): string };
  Instant: {
    fromEpochMilliseconds(epochMilliseconds: number): {
      toZonedDateTimeISO(timeZone: string): WallClock & { timeZoneId: string };
    };
  };
};

// Looked up on each call, not once, so a test can answer with and without it in one process.
const temporal = () => (globalThis as { Temporal?: TemporalApi }).Temporal;

// Building a formatter is far costlier than using one, and every request asks for "today".
const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock at `now` in an IANA zone; throws a RangeError for a zone the runtime does not know. */
export function wallClockInZone(now: Date, timeZone: string): WallClock {
  const api = temporal();
  if (api) {
    const { year, month, day, hour, minute, second } = api.Instant.fromEpochMilliseconds(
      now.getTime(),
    ).toZonedDateTimeISO(timeZone);
    return { year, month, day, hour, minute, second };
  }
  const parts = zoneFormatter(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** Whether the runtime knows `zone` as a time zone ('Asia/Seoul', 'asia/seoul'; not 'Mars/Base'). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    // Not through the formatter cache: any spelling a client sends would stay in it for good.
    const api = temporal();
    if (api) api.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(zone);
    else new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The device's zone, or null where the runtime cannot tell. */
export function deviceTimeZone(): string | null {
  try {
    return temporal()?.Now.timeZoneId() ?? (Intl.DateTimeFormat().resolvedOptions().timeZone || null);
  } catch {
    return null;
  }
}
