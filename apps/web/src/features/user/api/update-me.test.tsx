import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTodayTodos } from '@/entities/todos/today-todos-query';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render';
import { userProfile } from '@/testing/user-profile';
import { useUpdateMe } from './update-me';

/** Today's list as the server reads it on `date`: one group, no units. */
const todayOn = (date: string) => [
  { id: 'p1', studyPlanTitle: '수학', todoDate: date, dailyTodoUnitResponses: [] },
];

/** A server whose "today" is Seoul's until the profile moves the learner to Honolulu, a day behind. */
function serve() {
  let timezone = 'Asia/Seoul';
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/user/me') && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { timezone?: string; displayName?: string };
      timezone = body.timezone ?? timezone;
      return jsonResponse(userProfile({ timezone, displayName: body.displayName ?? '학습자' }));
    }
    return jsonResponse(todayOn(timezone === 'Asia/Seoul' ? '2026-11-30' : '2026-11-29'));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const todayReads = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/daily-todos/today')).length;

function renderTodayAndProfile() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ today: useTodayTodos(), updateMe: useUpdateMe() }), { wrapper });
}

describe('useUpdateMe', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads today’s list again when a new zone moves the learner’s day', async () => {
    serve();
    const { result } = renderTodayAndProfile();
    await waitFor(() => expect(result.current.today.data?.[0]?.todoDate).toBe('2026-11-30'));

    act(() => result.current.updateMe.mutate({ timezone: 'Pacific/Honolulu' }));

    await waitFor(() => expect(result.current.today.data?.[0]?.todoDate).toBe('2026-11-29'));
  });

  it('leaves today’s list alone when only the name changes', async () => {
    const fetchMock = serve();
    const { result } = renderTodayAndProfile();
    await waitFor(() => expect(result.current.today.isSuccess).toBe(true));

    act(() => result.current.updateMe.mutate({ displayName: '새 이름' }));

    await waitFor(() => expect(result.current.updateMe.isSuccess).toBe(true));
    expect(todayReads(fetchMock)).toBe(1);
  });
});
