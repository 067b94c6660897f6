import { describe, expect, it } from 'vitest';
import { dailyTodoKeys } from '../todos/daily-todo-query-keys';
import { createQueryClient } from '@/lib/query-client';
import { refreshAfterPlanChange, refreshAfterTodoChange } from './refresh-after-change';
import { studyPlanKeys } from './study-plan-query-keys';
import { userKeys } from '../learner/user-query-keys';

describe.each([
  ['refreshAfterPlanChange', refreshAfterPlanChange],
  ['refreshAfterTodoChange', refreshAfterTodoChange],
])('%s', (_name, refresh) => {
  it('makes the plans, today’s to-dos and the statistics (today’s planned count) read again, and nothing else', async () => {
    const queryClient = createQueryClient();
    const keys = [
      studyPlanKeys.activeList(),
      studyPlanKeys.pages(undefined),
      studyPlanKeys.detail('plan-1'),
      dailyTodoKeys.today(),
      userKeys.statsFor(7),
    ] as const;
    for (const key of [...keys, userKeys.me()]) queryClient.setQueryData(key, {});

    await refresh(queryClient);

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(userKeys.me())?.isInvalidated).toBe(false);
  });
});
