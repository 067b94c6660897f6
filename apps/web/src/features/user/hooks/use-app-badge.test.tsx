import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render';
import { useAppBadge } from './use-app-badge';

const unit = (status: string, index: number) => ({
  id: `u${index}`,
  shortTitle: `단원 ${index}`,
  title: `단원 ${index}`,
  totalStudySeconds: 0,
  totalStudyMinutes: 0,
  status,
  contentUnitId: `c${index}`,
  studyPlanId: 'p1',
  todoDate: '2026-11-29',
  isOverdue: index === 0,
  originalDate: null,
});

/** The server: the learner's badge setting and today's list with `statuses`. */
function serve(appBadge: boolean, statuses: string[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) =>
      String(input).endsWith('/api/push/settings')
        ? jsonResponse({ dailyReminderTime: null, appBadge, subscribedDevices: 1 })
        : jsonResponse([
            {
              id: 'p1',
              studyPlanTitle: '수학',
              todoDate: '2026-11-29',
              dailyTodoUnitResponses: statuses.map(unit),
            },
          ]),
    ),
  );
}

function stubBadging() {
  const setAppBadge = vi.fn(async () => undefined);
  const clearAppBadge = vi.fn(async () => undefined);
  vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge, standalone: true });
  return { setAppBadge, clearAppBadge };
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

describe('useAppBadge', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows today's open to-dos, overdue and started ones included", async () => {
    serve(true, ['PENDING', 'IN_PROGRESS', 'COMPLETED', 'SKIPPED', 'PENDING']);
    const { setAppBadge } = stubBadging();
    renderHook(() => useAppBadge(true), { wrapper });
    await waitFor(() => expect(setAppBadge).toHaveBeenCalledWith(3));
  });

  it('reads nothing in a browser tab, where no icon shows a badge', () => {
    serve(true, ['PENDING']);
    const { setAppBadge } = stubBadging();
    vi.stubGlobal('navigator', { ...navigator, standalone: false });
    renderHook(() => useAppBadge(true), { wrapper });
    expect(fetch).not.toHaveBeenCalled();
    expect(setAppBadge).not.toHaveBeenCalled();
  });

  it('clears the badge once everything is done, and when the learner turned it off', async () => {
    serve(true, ['COMPLETED']);
    const done = stubBadging();
    renderHook(() => useAppBadge(true), { wrapper });
    await waitFor(() => expect(done.clearAppBadge).toHaveBeenCalled());
    expect(done.setAppBadge).not.toHaveBeenCalled();

    serve(false, ['PENDING']);
    const off = stubBadging();
    renderHook(() => useAppBadge(true), { wrapper });
    await waitFor(() => expect(off.clearAppBadge).toHaveBeenCalled());
    expect(off.setAppBadge).not.toHaveBeenCalled();
  });
});
