import type { ActivityPeriod } from '@molip/domain/study-group';

/** Every study-group query key in one place, so a mutation invalidates exactly what it changed. */
export const studyGroupKeys = {
  all: ['study-group'] as const,
  list: () => [...studyGroupKeys.all, 'list'] as const,
  detail: (groupId: number) => [...studyGroupKeys.all, 'detail', groupId] as const,
  activities: (groupId: number) => [...studyGroupKeys.all, 'activity', groupId] as const,
  activity: (groupId: number, period: ActivityPeriod, date: string | undefined) =>
    [...studyGroupKeys.activities(groupId), period, date ?? 'today'] as const,
  presence: (groupId: number) => [...studyGroupKeys.all, 'presence', groupId] as const,
};

export const groupPath = (groupId: number) => `/group/${encodeURIComponent(String(groupId))}`;
