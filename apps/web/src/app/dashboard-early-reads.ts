import { authSession } from '@/lib/auth-session';
import { firstGroupPresenceUrl } from '@/features/study-group/api/first-group';
import { startEarlyReads } from '@/lib/early-reads';
import { returningLearnerOpensDashboard } from './guards/access-store';

const GROUPS_READ = '/api/group';

/** What the dashboard's cards ask first, exactly as their queries ask it (kept in step by a test). */
export const DASHBOARD_READS = [
  '/api/user/stats?days=7',
  '/api/daily-todos/today',
  '/api/study-plans?me=true&status=ACTIVE&limit=20&offset=0',
  GROUPS_READ,
  '/api/focus-sessions/status',
] as const;

/**
 * On a returning learner's dashboard, asks for its cards' data as soon as the session is restored, while
 * the app's code is still on its way: the cards then wait for the slower of the two, not for both in turn.
 */
export async function startDashboardReads(): Promise<void> {
  if (!returningLearnerOpensDashboard()) return;
  const token = await authSession.getAccessToken();
  if (!token) return;
  const answers = startEarlyReads(DASHBOARD_READS, token, [GROUPS_READ]);
  // The "지금 집중 중" strip reads its group's presence: asked as soon as the groups are known, so it arrives
  // with the other cards instead of appearing above them a round trip later.
  const presence = firstGroupPresenceUrl(await answers.get(GROUPS_READ));
  if (presence) startEarlyReads([presence], token);
}
