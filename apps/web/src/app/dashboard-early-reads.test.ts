import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { DASHBOARD_READS } from './dashboard-early-reads';
import { prefetchDashboard } from './routes/prefetch-dashboard';

afterEach(() => vi.unstubAllGlobals());

it('starts early exactly the reads the dashboard asks for', async () => {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response('null', { status: 200 });
    }),
  );
  prefetchDashboard(new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  await vi.waitFor(() => expect(asked).toHaveLength(DASHBOARD_READS.length));
  expect(asked.sort()).toEqual([...DASHBOARD_READS].sort());
});
