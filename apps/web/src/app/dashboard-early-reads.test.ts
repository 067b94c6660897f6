import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { DASHBOARD_READS, startDashboardReads } from './dashboard-early-reads';
import { prefetchDashboard } from './routes/prefetch-dashboard';
import { focusSessionStatusQueryOptions } from '@/entities/focus/get-focus-session-status';
import { groupPresenceQueryOptions } from '@/features/study-group/api/get-group-presence';

vi.mock('./guards/access-store', () => ({ returningLearnerOpensDashboard: () => true }));
vi.mock('@/lib/auth-session', () => ({ authSession: { getAccessToken: async () => 'token' } }));

afterEach(() => vi.unstubAllGlobals());

const GROUPS = {
  groups: [
    { id: 7, name: '스터디', memberCount: 3, myRole: 'MEMBER', isRoom: false },
    { id: 1, name: '몰입 스터디룸 1', memberCount: 200, myRole: 'MEMBER', isRoom: true },
  ],
};

/** Answers every GET (the groups read with `groups`), and keeps the URLs asked, in order. */
function answering(groups: unknown): string[] {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(url === '/api/group' ? groups : null), { status: 200 });
    }),
  );
  return asked;
}

const prefetch = () => prefetchDashboard(new QueryClient({ defaultOptions: { queries: { retry: false } } }));

it('starts early exactly the reads the dashboard asks for', async () => {
  const asked = answering(null);
  prefetch();
  await vi.waitFor(() => expect(asked).toHaveLength(DASHBOARD_READS.length));
  expect(asked.sort()).toEqual([...DASHBOARD_READS].sort());
});

// The default group is the dashboard's first group, whatever the answer's order.
const WITH_PRESENCE = [...DASHBOARD_READS, '/api/group/1/presence'].sort();

it('prefetches the first group’s presence once the groups are known', async () => {
  const asked = answering(GROUPS);
  prefetch();
  await vi.waitFor(() => expect(asked.sort()).toEqual(WITH_PRESENCE));
});

it('lets the first screen wait for every read, a refused one included, and never fails', async () => {
  const asked = answering(GROUPS);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url === '/api/daily-todos/today') return new Response('{}', { status: 404 });
      return new Response(JSON.stringify(url === '/api/group' ? GROUPS : null), { status: 200 });
    }),
  );
  await expect(prefetch()).resolves.toBeDefined();
  expect(asked.sort()).toEqual(WITH_PRESENCE);
});

it('answers the cards that mount right after it: the session status and the presence are asked once', async () => {
  const answers: Record<string, unknown> = {
    '/api/group': GROUPS,
    '/api/focus-sessions/status': { hasActive: false, id: null },
    '/api/group/1/presence': { members: [] },
  };
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(answers[url] ?? null), { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await prefetchDashboard(client);
  // What the start button and the "지금 집중 중" strip do as they mount.
  const unsubscribers = [
    new QueryObserver(client, focusSessionStatusQueryOptions()).subscribe(() => undefined),
    new QueryObserver(client, groupPresenceQueryOptions(1)).subscribe(() => undefined),
  ];
  await new Promise((resolve) => setTimeout(resolve, 50));
  unsubscribers.forEach((unsubscribe) => unsubscribe());
  expect(asked.sort()).toEqual(WITH_PRESENCE);
});

// Last: the early answers wait in the module for the request they are handed to.
it('asks early for the same reads as the loader, the presence once the groups answered', async () => {
  const asked = answering(GROUPS);
  await startDashboardReads();
  await vi.waitFor(() => expect(asked.sort()).toEqual(WITH_PRESENCE));
});

it('asks early for no presence when the learner is in no group', async () => {
  const asked = answering({ groups: [] });
  await startDashboardReads();
  expect(asked.sort()).toEqual([...DASHBOARD_READS].sort());
});
