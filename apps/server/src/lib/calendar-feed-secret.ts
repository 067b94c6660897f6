import { randomBytes } from 'node:crypto';

/** 256 random bits, base64url: the whole of what guards a learner's calendar address. */
export function newCalendarFeedSecret(): string {
  return randomBytes(32).toString('base64url');
}

const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The secret in a feed's file name (`<secret>.ics`), or undefined for anything that cannot be one. */
export function secretOfFeedFile(fileName: string): string | undefined {
  return FEED_FILE.exec(fileName)?.[1];
}

/** The feed's path under the app's origin; the secret sits in the path, never in a query string. */
export const CALENDAR_FEED_PATH = '/api/calendar/';

export function calendarFeedUrl(origin: string, secret: string): string {
  return `${origin}${CALENDAR_FEED_PATH}${secret}.ics`;
}
