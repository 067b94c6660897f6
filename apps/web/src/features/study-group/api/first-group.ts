import { env } from '@/config/env';
import { groupPath } from './study-group-query-keys';

type ListedGroup = { id: number; isRoom: boolean };

/** The reader's groups as the app lists them: their study room first (the dashboard's "first group"). */
export function groupsInOrder<T extends ListedGroup>(groups: readonly T[]): T[] {
  return [...groups].sort((a, b) => Number(b.isRoom) - Number(a.isRoom));
}

/**
 * The presence read of the reader's first group in a `GET /api/group` answer, or null without a group. Read
 * from the raw answer: the entry asks for it before the app's contracts have loaded.
 */
export function firstGroupPresenceUrl(answer: unknown): string | null {
  const groups = (answer as { groups?: unknown } | null)?.groups;
  if (!Array.isArray(groups)) return null;
  const first = groupsInOrder(groups as ListedGroup[])[0];
  return typeof first?.id === 'number' ? `${env.apiBaseUrl}${groupPath(first.id)}/presence` : null;
}
