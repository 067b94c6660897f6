import type { FocusBlock, FocusLogResult } from '@molip/domain/focus';
import { QueryClientProvider, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import { createQueryClient } from '@/lib/query-client';
import { refreshAfterTodoChange } from '@/entities/plans/refresh-after-change';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';
import { userKeys } from '@/entities/learner/user-query-keys';
import { jsonResponse } from '@/testing/render';
import { useCompleteFocusLog } from './complete-focus-log';

const at = '2026-11-21T01:00:00.000Z';

const block: FocusBlock = {
  id: 'block-1',
  sessionId: 'session-1',
  ownerUserId: 'user-1',
  startTime: at,
  endTime: '2026-11-21T01:40:00.000Z',
  endedAt: null,
  isActive: true,
  plannedDurationMinutes: 40,
  actualFocusSeconds: 0,
  actualFocusMinutes: 0,
  plannedDailyTodoUnitCount: 0,
  completedDailyTodoUnitCount: 0,
  plannedDailyTodoUnits: [],
  focusLogs: [],
  createdAt: at,
  updatedAt: at,
  serverTime: at,
};

const completed: FocusLogResult = {
  success: true,
  data: {
    dailyTodoUnitId: 'todo-1',
    status: 'COMPLETED',
    totalStudySeconds: 600,
    totalStudyMinutes: 10,
    creditedSeconds: 600,
    activeLog: null,
    block,
  },
};

/** Every read a completion could leave stale; the profile is there to show nothing else is touched. */
const cachedKeys: QueryKey[] = [
  studyPlanKeys.activeList(),
  studyPlanKeys.pages(undefined),
  studyPlanKeys.detail('plan-1'),
  dailyTodoKeys.today(),
  userKeys.statsFor(7),
  userKeys.me(),
];

function wrapperFor(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

/** Runs one completion against a cache holding `cachedKeys`, and answers the keys it made stale. */
async function staleAfter(complete: (queryClient: QueryClient) => Promise<unknown>): Promise<QueryKey[]> {
  const queryClient = createQueryClient();
  for (const key of cachedKeys) queryClient.setQueryData(key, []);
  await complete(queryClient);
  return cachedKeys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}

describe('completing a to-do', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('in a focus block makes stale what completing it on the to-do list does, the plan lists included', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(completed)),
    );

    const fromBlock = await staleAfter(async (queryClient) => {
      const { result } = renderHook(() => useCompleteFocusLog(), { wrapper: wrapperFor(queryClient) });
      await result.current.mutateAsync('todo-1');
    });
    // The to-do list's status change refreshes by this rule (`update-todo-status.ts`).
    const fromList = await staleAfter(refreshAfterTodoChange);

    expect(fromBlock).toEqual(fromList);
    expect(fromBlock).toContainEqual(studyPlanKeys.activeList());
    expect(fromBlock).not.toContainEqual(userKeys.me());
  });
});
