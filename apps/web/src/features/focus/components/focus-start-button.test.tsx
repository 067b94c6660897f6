import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import type { FocusBlock } from '@molip/domain/focus';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { nextOpenTodo } from '../hooks/use-start-next-focus';
import { rememberBlock } from '../stores/last-known-block-store';
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

const NOW = '2026-11-21T01:00:00.000Z';

/** A running block with no to-do, as `/focus-blocks/current` answers it. */
const runningBlock = {
  id: 'block-1',
  sessionId: 'session-1',
  ownerUserId: 'user-1',
  startTime: NOW,
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
  createdAt: NOW,
  updatedAt: NOW,
  serverTime: NOW,
} satisfies FocusBlock;

/** What runs: nothing, a session with no block, or a block in a session. */
type Running = 'nothing' | 'session' | 'block';

/** Answers the button's reads for what runs, and records the start it sends. */
function serve(today: DailyTodoGroup[], running: Running = 'nothing') {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/focus-sessions/status'))
      return jsonResponse(
        running === 'nothing' ? { hasActive: false, id: null } : { hasActive: true, id: 'session-1' },
      );
    if (url.includes('/focus-blocks/status'))
      return jsonResponse(
        running === 'block' ? { hasActive: true, id: 'block-1' } : { hasActive: false, id: null },
      );
    if (url.includes('/focus-blocks/current')) return jsonResponse(runningBlock);
    if (url.includes('/daily-todos/today')) return jsonResponse(today);
    return jsonResponse(
      { statusCode: 503, code: 'DOWN', error: 'Service Unavailable', message: '잠시만요' },
      503,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  renderWithProviders(
    <Routes>
      <Route path="/" element={<FocusStartButton learnerId="user-1" />} />
      <Route path="/focus-session/create" element={<p>세션 직접 설정</p>} />
      <Route path="/focus-block/current" element={<p>블록 타이머</p>} />
    </Routes>,
  );
  return fetchMock;
}

const setOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

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

  it('sets a block up by hand in a running session, not a second session', async () => {
    serve([], 'session');
    await screen.findByRole('button', { name: '바로 집중하기' });
    expect(screen.getByRole('link', { name: '직접 설정해서 시작' })).toHaveAttribute(
      'href',
      '/focus-block/create/time-period-select',
    );
  });

  it('takes a learner with a running block back to its timer in one tap', async () => {
    const fetchMock = serve(groups([todo('c', '2.1', 'PENDING')]), 'block');
    fireEvent.click(await screen.findByRole('button', { name: '집중 화면으로 돌아가기' }));
    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    expect(startRequest(fetchMock)).toBeUndefined();
  });

  it('starts a block on the next to-do in one tap inside a session that has none', async () => {
    const fetchMock = serve(groups([todo('c', '2.1', 'PENDING')]), 'session');
    fireEvent.click(await screen.findByRole('button', { name: '‘2.1 집합’ 집중하기' }));
    await vi.waitFor(() => expect(startRequest(fetchMock)).toBeDefined());
    const [url, init] = startRequest(fetchMock) ?? [];
    expect(String(url)).toContain('/focus-logs/quick-start');
    expect(JSON.parse(String(init?.body))).toMatchObject({ dailyTodoUnitId: 'c' });
  });

  describe('offline', () => {
    afterEach(() => {
      setOnline(true);
      localStorage.clear();
    });

    it('still leads back to a running block', async () => {
      serve([], 'block');
      await screen.findByRole('button', { name: '집중 화면으로 돌아가기' });
      setOnline(false);
      fireEvent.click(screen.getByRole('button', { name: '집중 화면으로 돌아가기' }));
      expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    });

    it('leads back to the block last known running after a reload, before the server can answer', async () => {
      rememberBlock({ block: runningBlock, receivedAt: Date.now() });
      setOnline(false);
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined)),
      );
      renderWithProviders(
        <Routes>
          <Route path="/" element={<FocusStartButton learnerId="user-1" />} />
          <Route path="/focus-block/current" element={<p>블록 타이머</p>} />
        </Routes>,
      );
      fireEvent.click(screen.getByRole('button', { name: '집중 화면으로 돌아가기' }));
      expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    });

    it('says that starting waits for the connection when nothing runs, pointing at the offline notice', async () => {
      serve(groups([todo('c', '2.1', 'PENDING')]));
      await screen.findByRole('button', { name: '‘2.1 집합’ 집중하기' });
      setOnline(false);
      const waiting = screen.getByRole('button', { name: '연결되면 바로 집중할 수 있어요' });
      expect(waiting).toBeDisabled();
      expect(waiting).toHaveAttribute('aria-describedby', 'offline-notice');
      expect(screen.queryByRole('button', { name: /집중하기$/ })).toBeNull();
    });
  });
});
