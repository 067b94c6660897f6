/**
 * Every query key of the signed-in learner's own reads in one place. No imports: the auth store writes sign-in
 * and refresh answers to the profile key, and importing the profile query from there would close a cycle.
 */
export const userKeys = {
  all: ['user'] as const,
  me: () => [...userKeys.all, 'me'] as const,
  /** Every statistics read (dashboard, my page, statistics screen): stale whenever focus time or a to-do moves. */
  stats: () => [...userKeys.all, 'stats'] as const,
  statsFor: (days: number) => [...userKeys.stats(), days] as const,
  nameChangedStatus: () => [...userKeys.all, 'name-changed-status'] as const,
  usernameChange: () => [...userKeys.all, 'username-change'] as const,
  calendarFeed: () => [...userKeys.all, 'calendar-feed'] as const,
  pushSettings: () => [...userKeys.all, 'push-settings'] as const,
  pushDevice: () => [...userKeys.all, 'push-device'] as const,
  signInMethods: () => [...userKeys.all, 'sign-in-methods'] as const,
};
