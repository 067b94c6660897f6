import { z } from './zod.ts';

/** The learner's private calendar address (`GET /api/user/calendar-feed`), an https URL ending in `.ics`. */
export const calendarFeed = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarFeedMessages = {
  notFound: '캘린더 주소를 찾을 수 없어요. 몰입의 내 페이지에서 새 주소를 받아 주세요.',
} as const;

/** The same address for calendar apps that subscribe by the webcal scheme. */
export function webcalUrl(feedUrl: string): string {
  return feedUrl.replace(/^https?:\/\//, 'webcal://');
}

/** Google Calendar's "add by URL" page, which subscribes to the feed in one tap. */
export function googleCalendarSubscribeUrl(feedUrl: string): string {
  return `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcalUrl(feedUrl))}`;
}
