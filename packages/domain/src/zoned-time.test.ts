import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clockInZone, dateInZone, sessionWindowAt, zonedInstant } from './zoned-time.ts';

const SEOUL = 'Asia/Seoul';
const at = (iso: string) => new Date(iso);

describe('zoned instants', () => {
  it('reads a Seoul wall clock as the right instant and back', () => {
    const instant = zonedInstant('2026-11-21', '23:30', SEOUL);
    expect(instant.toISOString()).toBe('2026-11-21T14:30:00.000Z');
    expect(clockInZone(instant, SEOUL)).toBe('23:30');
    expect(dateInZone(instant, SEOUL)).toBe('2026-11-21');
  });

  it('round-trips any minute of a day through the zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1439 }),
        fc.constantFrom(SEOUL, 'Europe/Berlin', 'America/New_York'),
        (minute, zone) => {
          const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          // 2026-07-01 has no DST change in these zones, so every wall-clock minute exists once.
          expect(clockInZone(zonedInstant('2026-07-01', clock, zone), zone)).toBe(clock);
        },
      ),
    );
  });
});

describe('zoned instants on daylight-saving days', () => {
  it('takes the first of a clock shown twice and moves a clock never shown past the gap, in every zone alike', () => {
    // Clocks set back: 01:30 is shown twice in London and in New York.
    expect(zonedInstant('2026-10-25', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
    // Clocks set forward: 02:30 is never shown; it lands at 03:30, an hour in.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedInstant('2026-03-29', '01:30', 'Europe/London').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });
});

describe('sessionWindowAt', () => {
  it('takes the window that started last night when it still runs', () => {
    // 00:30 on 11-22 in Seoul; 23:00–01:00 means the session already under way.
    const window = sessionWindowAt(at('2026-11-21T15:30:00Z'), '23:00', '01:00', SEOUL);
    expect(window?.start.toISOString()).toBe('2026-11-21T14:00:00.000Z');
    expect(window?.end.toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('takes tonight’s window after midnight rather than the study day’s', () => {
    // 02:00 on 11-22 in Seoul, a learner whose study day starts at 04:00: "02:00–03:00" is now.
    const window = sessionWindowAt(at('2026-11-21T17:00:00Z'), '02:00', '03:00', SEOUL);
    expect(window?.start.toISOString()).toBe('2026-11-21T17:00:00.000Z');
  });

  it('takes a window later today, and none once today’s has passed', () => {
    const now = at('2026-11-21T05:00:00Z'); // 14:00 in Seoul
    expect(sessionWindowAt(now, '15:00', '16:00', SEOUL)?.start.toISOString()).toBe(
      '2026-11-21T06:00:00.000Z',
    );
    expect(sessionWindowAt(now, '13:00', '15:00', SEOUL)?.start.toISOString()).toBe(
      '2026-11-21T04:00:00.000Z',
    );
    expect(sessionWindowAt(now, '10:00', '11:00', SEOUL)).toBeNull();
  });

  it('always returns a window that ends after now', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2026-01-01T00:00:00Z'),
          max: new Date('2027-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 1, max: 1439 }),
        (now, startMinute, length) => {
          const clock = (minute: number) =>
            `${String(Math.floor((minute % 1440) / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
          const window = sessionWindowAt(now, clock(startMinute), clock(startMinute + length), SEOUL);
          if (window) expect(window.end.getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});
