import { describe, expect, it } from 'vitest';
import { meQueryKey } from './me-query-key';
import { refreshAfterPlanChange } from './plan-change';
import { createQueryClient } from './query-client';
import { statsQueryKey } from './stats-query';
import { todayTodosQueryKey } from './today-todos-query';

describe('refreshAfterPlanChange', () => {
  it('makes the plans, today’s to-dos and the statistics (today’s planned count) read again, and nothing else', async () => {
    const queryClient = createQueryClient();
    const keys = [['study-plans', 'list', 'ACTIVE'], todayTodosQueryKey, [...statsQueryKey, 7]] as const;
    for (const key of [...keys, meQueryKey]) queryClient.setQueryData(key, {});

    await refreshAfterPlanChange(queryClient);

    for (const key of keys) expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
  });
});
