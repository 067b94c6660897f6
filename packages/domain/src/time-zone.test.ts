import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInZone } from './calendar-date.ts';
import { deviceTimeZone, isKnownTimeZone, wallClockInZone } from './time-zone.ts';

// Browsers with Temporal take its path; Node (the server) and older browsers take Intl's. Both must agree.
const withTemporal = <T>(answer: () => T): T => {
  vi.stubGlobal('Temporal', Temporal);
  try {
    return answer();
  } finally {
    vi.unstubAllGlobals();
  }
};

const ZONES = [
  'Asia/Seoul',
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'Europe/London',
  'Australia/Lord_Howe', // a half-hour daylight-saving shift
  'Asia/Kathmandu', // +05:45
  'Pacific/Chatham', // +12:45 / +13:45
  'America/St_Johns', // -03:30 with daylight saving
  'Pacific/Kiritimati', // +14
  'asia/seoul', // a name in the wrong case is still the zone
];

const instantArb = fc.date({
  min: new Date('1970-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('wallClockInZone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the same wall clock through Temporal as through Intl, daylight-saving days included', () => {
    fc.assert(
      fc.property(instantArb, fc.constantFrom(...ZONES), (now, zone) => {
        expect(withTemporal(() => wallClockInZone(now, zone))).toEqual(wallClockInZone(now, zone));
      }),
      { numRuns: 500 },
    );
  });

  it('gives the study day at a daylight-saving change the same way both ways', () => {
    // 01:30 EST, the morning New York's clocks went forward: still 8 March for a day start of 3.
    const now = new Date('2025-03-09T06:30:00Z');
    expect(withTemporal(() => todayInZone(now, 'America/New_York', 3))).toBe('2025-03-08');
    expect(todayInZone(now, 'America/New_York', 3)).toBe('2025-03-08');
  });

  it('refuses a zone the runtime does not know, both ways', () => {
    expect(() => wallClockInZone(new Date(), 'Mars/Base')).toThrow(RangeError);
    expect(() => withTemporal(() => wallClockInZone(new Date(), 'Mars/Base'))).toThrow(RangeError);
  });
});

describe('isKnownTimeZone', () => {
  it('knows IANA zones in any case and nothing else, both ways', () => {
    for (const zone of [...ZONES, 'Mars/Base', '', 'Seoul', 'Asia/Seoul/']) {
      expect(withTemporal(() => isKnownTimeZone(zone))).toBe(isKnownTimeZone(zone));
    }
    expect(isKnownTimeZone('asia/seoul')).toBe(true);
    expect(isKnownTimeZone('Mars/Base')).toBe(false);
  });
});

describe('deviceTimeZone', () => {
  it('names the same zone both ways', () => {
    expect(deviceTimeZone()).toBeTruthy();
    expect(withTemporal(deviceTimeZone)).toBe(deviceTimeZone());
  });
});
