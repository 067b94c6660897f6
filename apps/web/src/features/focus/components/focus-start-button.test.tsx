import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { nextOpenTodo } from '../hooks/use-start-next-focus';
import { FocusStartButton } from './focus-start-button';

const todo = (id: string, shortTitle: string, status: DailyTodoUnit['status']): DailyTodoUnit => ({
  id,
  shortTitle,
  title: '집합',
  totalStudySeconds: 0,
  totalStudyMinutes: 0,
  status,
  contentUnitId: `unit-${id}`,
  studyPlanId: 'plan-1',
  todoDate: '2026-11-21',
  isOverdue: false,
  originalDate: null,
  review: null,
});

const groups = (units: DailyTodoUnit[]): DailyTodoGroup[] => [
  { id: 'plan-1', studyPlanTitle: '수학의 정석', todoDate: '2026-11-21', dailyTodoUnitResponses: units },
];

/** Answers the button's reads, and records the start it sends; `running` is a session running. */
function serve(today: DailyTodoGroup[], running = false) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/focus-sessions/status'))
      return jsonResponse(running ? { hasActive: true, id: 'session-1' } : { hasActive: false, id: null });
    // No block runs in that session: the button goes back to the session itself.
    if (url.includes('/focus-blocks/status')) return jsonResponse({ hasActive: false, id: null });
    if (url.includes('/daily-todos/today')) return jsonResponse(today);
    return jsonResponse(
      { statusCode: 503, code: 'DOWN', error: 'Service Unavailable', message: '잠시만요' },
      503,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/" element={<FocusStartButton />} />
      <Route path="/focus-session/create" element={<p>세션 직접 설정</p>} />
      <Route path="/focus-session/current" element={<p>세션 화면</p>} />
    </Routes>,
  );
  return fetchMock;
}

const startRequest = (fetchMock: ReturnType<typeof serve>) =>
  fetchMock.mock.calls.find(([url]) => String(url).includes('/focus-logs/'));

describe('the big focus button', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('picks the first open to-do in the list order', () => {
    const units = [todo('a', '1.1', 'COMPLETED'), todo('b', '1.2', 'SKIPPED'), todo('c', '2.1', 'PENDING')];
    expect(nextOpenTodo(groups(units))?.id).toBe('c');
    expect(nextOpenTodo(groups([todo('a', '1.1', 'COMPLETED')]))).toBeUndefined();
  });

  it('quick-starts the next open to-do in one tap, naming it', async () => {
    const fetchMock = serve(groups([todo('a', '1.1', 'COMPLETED'), todo('c', '2.1', 'IN_PROGRESS')]));
    fireEvent.click(await screen.findByRole('button', { name: '‘2.1 집합’ 집중하기' }));
    await vi.waitFor(() => expect(startRequest(fetchMock)).toBeDefined());
    const [url, init] = startRequest(fetchMock) ?? [];
    expect(String(url)).toContain('/focus-logs/quick-start');
    expect(JSON.parse(String(init?.body))).toMatchObject({ dailyTodoUnitId: 'c' });
  });

  it('starts a free focus in one tap when nothing is left to do today, or there is no plan', async () => {
    const fetchMock = serve([]);
    fireEvent.click(await screen.findByRole('button', { name: '바로 집중하기' }));
    await vi.waitFor(() => expect(startRequest(fetchMock)).toBeDefined());
    expect(String(startRequest(fetchMock)?.[0])).toContain('/focus-logs/free/start');
  });

  it('keeps setting a session up by hand one link away', async () => {
    serve([]);
    fireEvent.click(await screen.findByRole('link', { name: '직접 설정해서 시작' }));
    expect(await screen.findByText('세션 직접 설정')).toBeInTheDocument();
  });

  it('takes a learner with a running session back to it: “집중 화면으로 돌아가기”', async () => {
    serve([], true);
    fireEvent.click(await screen.findByRole('button', { name: '집중 화면으로 돌아가기' }));
    expect(await screen.findByText('세션 화면')).toBeInTheDocument();
  });
});
