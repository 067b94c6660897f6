import { describe, expect, it } from 'vitest';
import { googleCalendarSubscribeUrl, webcalUrl } from './calendar-feed.ts';

const FEED = `https://molip.example/api/calendar/${'a'.repeat(43)}.ics`;

describe('calendar feed addresses', () => {
  it('subscribes by the webcal scheme, from https and a local trial’s http alike', () => {
    expect(webcalUrl(FEED)).toBe(`webcal://molip.example/api/calendar/${'a'.repeat(43)}.ics`);
    expect(webcalUrl('http://127.0.0.1:3000/api/calendar/x.ics')).toBe(
      'webcal://127.0.0.1:3000/api/calendar/x.ics',
    );
  });

  it("opens Google Calendar's add-by-URL page with the whole address as one parameter", () => {
    const [page, query] = googleCalendarSubscribeUrl(FEED).split('?cid=');
    expect(page).toBe('https://calendar.google.com/calendar/render');
    expect(decodeURIComponent(query ?? '')).toBe(webcalUrl(FEED));
    expect(query).not.toMatch(/[/:]/);
  });
});
