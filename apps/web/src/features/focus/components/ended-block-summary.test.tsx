import type { FocusBlock, FocusLog } from '@molip/domain/focus';
import type { FocusLogEndReason } from '@molip/domain/focus-window';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { EndedBlockSummary } from './ended-block-summary';

const START = Date.parse('2026-11-21T01:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const MINUTE = 60_000;

/** A 40-minute block ended `endedAfterMinutes` in, with `focusSeconds` credited and the server answering then. */
function endedBlock(focusSeconds: number, endedAfterMinutes: number, completed = 0): FocusBlock {
  const endedAt = START + endedAfterMinutes * MINUTE;
  return {
    id: 'block-1',
    sessionId: 'session-1',
    ownerUserId: 'user-1',
    startTime: iso(START),
    endTime: iso(START + 40 * MINUTE),
    endedAt: iso(endedAt),
    isActive: false,
    plannedDurationMinutes: 40,
    actualFocusSeconds: focusSeconds,
    actualFocusMinutes: Math.floor(focusSeconds / 60),
    plannedDailyTodoUnitCount: 2,
    completedDailyTodoUnitCount: completed,
    plannedDailyTodoUnits: [
      {
        studyPlanId: 'plan-1',
        studyPlanTitle: '미적분 집중 계획',
        dailyTodoUnits: [
          {
            id: 'todo-1',
            shortTitle: '1',
            title: '수열의 극한',
            status: completed > 0 ? 'COMPLETED' : 'IN_PROGRESS',
            contentUnitId: 'unit-1',
            studyPlanId: 'plan-1',
            totalStudySeconds: focusSeconds,
            totalStudyMinutes: Math.floor(focusSeconds / 60),
          },
        ],
      },
    ],
    focusLogs: [],
    createdAt: iso(START),
    updatedAt: iso(endedAt),
    serverTime: iso(endedAt),
  };
}

const stats = {
  today: {
    date: '2026-11-21',
    studyMinutes: 95,
    completedTodos: 2,
    plannedTodos: 4,
    studySeconds: 95 * 60,
    closedStudySeconds: 95 * 60,
    focusingSince: null,
    focusCreditEndsAt: null,
  },
  totals: { studySeconds: 95 * 60, studyMinutes: 95, completedTodos: 2, plannedTodos: 4 },
  streak: { current: 3, longest: 3, todayCounts: true },
  completionRate: 0.5,
  daily: [],
  secondsByHour: Array.from({ length: 24 }, () => 0),
  byHour: Array.from({ length: 24 }, () => 0),
  plans: [],
};

const nextTodo = {
  id: 'plan-1',
  studyPlanTitle: '미적분 집중 계획',
  todoDate: '2026-11-21',
  dailyTodoUnitResponses: [
    {
      id: 'todo-2',
      shortTitle: '2',
      title: '급수',
      totalStudySeconds: 0,
      totalStudyMinutes: 0,
      status: 'PENDING',
      contentUnitId: 'unit-2',
      studyPlanId: 'plan-1',
      todoDate: '2026-11-21',
      isOverdue: false,
      originalDate: null,
    },
  ],
};

/** The block's session, ending `endsAfterMs` after START (a 10:00 start in Seoul); `endedAt` once ended. */
function session(endsAfterMs: number, endedAt: number | null = null, answeredAt = START + 25 * MINUTE) {
  const endAt = START + endsAfterMs;
  return {
    id: 'session-1',
    sessionType: '집중',
    startTime: iso(START),
    endTime: iso(endAt),
    startClock: '10:00',
    endClock: new Date(endAt + 9 * 60 * MINUTE).toISOString().slice(11, 16),
    endedAt: endedAt === null ? null : iso(endedAt),
    isActive: endedAt === null,
    plannedDurationMinutes: Math.round(endsAfterMs / MINUTE),
    focusTargetMinutes: Math.round(endsAfterMs / MINUTE),
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    totalContentUnits: 0,
    completedContentUnits: 0,
    focusBlocks: [],
    createdAt: iso(START),
    serverTime: iso(answeredAt),
  };
}

function serve(sessionAnswer: () => unknown = () => session(120 * MINUTE)) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/user/stats')) return jsonResponse(stats);
    if (url.includes('/daily-todos/today')) return jsonResponse([nextTodo]);
    if (url.includes('/focus-sessions/session-1')) return jsonResponse(sessionAnswer());
    return new Promise<Response>(() => undefined);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSummary(block: FocusBlock, justEnded: boolean) {
  return renderWithProviders(
    <EndedBlockSummary
      received={{ block, receivedAt: Date.now() }}
      timeZone="Asia/Seoul"
      justEnded={justEnded}
    />,
  );
}

describe('EndedBlockSummary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens a just-ended block as a win: its time, today’s total, the streak and a five-minute break', async () => {
    serve();
    renderSummary(endedBlock(25 * 60, 25, 1), true);

    expect(screen.getByRole('heading', { name: '25분 집중했어요' })).toBeInTheDocument();
    expect(screen.getByText('할 일 1개를 끝냈어요.')).toBeInTheDocument();
    expect(screen.getByText('이 블록 집중').nextElementSibling).toHaveTextContent('25분/ 40분');
    expect(await screen.findByText('1시간 35분')).toBeInTheDocument();
    expect(screen.getByText('연속 공부').nextElementSibling).toHaveTextContent('3일');
    expect(screen.getByRole('timer', { name: '남은 쉬는 시간' })).toHaveTextContent(/^0[45]:\d\d$/);
    expect(screen.getByTestId('celebration-burst')).toBeInTheDocument();
    expect(await screen.findByText('‘2 급수’부터 시작해요.')).toBeInTheDocument();
  });

  it('starts the next block in one tap, on the next open to-do of today', async () => {
    const fetchMock = serve();
    renderSummary(endedBlock(25 * 60, 25), true);

    await screen.findByText('‘2 급수’부터 시작해요.');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '다음 블록 시작' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: '다음 블록 시작' }));
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/focus-logs/quick-start'))).toBe(
        true,
      ),
    );
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url).includes('/focus-logs/quick-start')) ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({ dailyTodoUnitId: 'todo-2' });
  });

  it('says the next block is shortened to what its session has left', async () => {
    serve(() => session(37 * MINUTE + 30_000));
    renderSummary(endedBlock(4 * 60, 25), true);

    expect(
      await screen.findByText('‘2 급수’부터 시작해요. 세션이 10:37에 끝나서 12분만 집중해요.'),
    ).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '다음 블록 시작' })).toBeEnabled());
  });

  it('offers no block that cannot fit: under a minute left in its session, it says so and offers to end it', async () => {
    let ended = false;
    const fetchMock = serve(() => session(25 * MINUTE + 40_000, ended ? START + 25 * MINUTE + 10_000 : null));
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/focus-sessions/end') && init?.method === 'PATCH') {
        ended = true;
        return jsonResponse({ success: true, ended: true, session: null });
      }
      if (url.includes('/focus-sessions/session-1'))
        return jsonResponse(session(25 * MINUTE + 40_000, ended ? START + 25 * MINUTE + 10_000 : null));
      if (url.includes('/daily-todos/today')) return jsonResponse([nextTodo]);
      if (url.includes('/user/stats')) return jsonResponse(stats);
      return new Promise<Response>(() => undefined);
    });
    renderSummary(endedBlock(4 * 60, 25), true);

    expect(await screen.findByText('세션이 10:25에 끝나요')).toBeInTheDocument();
    expect(screen.getByText(/새 블록을 시작할 수 없어요/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '다음 블록 시작' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '세션 종료' }));

    // Once the session has ended, the next block opens a new one.
    await vi.waitFor(() => expect(screen.getByRole('button', { name: '다음 블록 시작' })).toBeEnabled());
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/focus-logs/quick-start'))).toBe(false);
  });

  it('never congratulates an empty block: a plain line, no burst, no break, and the next block', () => {
    serve();
    renderSummary(endedBlock(0, 3), true);

    expect(screen.getByRole('heading', { name: '이번엔 집중 기록이 없어요' })).toBeInTheDocument();
    expect(screen.queryByTestId('celebration-burst')).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/수고|축하|잘하고/)).toBeNull();
    expect(screen.getByRole('button', { name: '다음 블록 시작' })).toBeInTheDocument();
  });

  it('offers no break after a few minutes of focus, only the next block', () => {
    serve();
    renderSummary(endedBlock(4 * 60, 10), true);

    expect(screen.getByRole('heading', { name: '4분 집중했어요' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: '다음 블록 시작' })).toBeInTheDocument();
  });

  it('says calmly that a block ran past its end, and shows only the window that counted', () => {
    serve();
    renderSummary(endedBlock(40 * 60, 55), true);

    expect(screen.getByRole('heading', { name: '계획한 40분을 끝까지 집중했어요' })).toBeInTheDocument();
    expect(
      screen.getByText(/계획한 10:40에 블록 시간이 끝나서, 그때까지 집중한 40분만 기록했어요/),
    ).toBeInTheDocument();
    expect(screen.getByText(/10:00 ~ 10:40/)).toBeInTheDocument();
    expect(screen.queryByText(/초과/)).toBeNull();
  });

  it('shows an older block as its record, with the efficiency explained and no break', () => {
    serve();
    renderSummary(endedBlock(20 * 60, 40), false);

    expect(screen.getByText('집중 효율').nextElementSibling).toHaveTextContent('50%');
    // Nothing is being focused on in an ended block: its started to-do is paused.
    expect(screen.getByText('미적분 집중 계획 · 일시 정지')).toBeInTheDocument();
    expect(screen.queryByText(/집중 중/)).toBeNull();
    expect(screen.getByText('블록 시간 중 실제로 집중한 비율')).toBeInTheDocument();
    expect(screen.queryByText('오늘 총 집중')).toBeNull();
    expect(screen.queryByRole('button', { name: '다음 블록 시작' })).toBeNull();
    expect(screen.queryByTestId('celebration-burst')).toBeNull();
  });

  it('says why each focus log ended: a pause, a completion, the time running out, the block ending', () => {
    serve();
    const log = (from: number, to: number, endReason: FocusLogEndReason): FocusLog => ({
      id: `log-${from}`,
      blockId: 'block-1',
      userId: 'user-1',
      dailyTodoUnitId: 'todo-1',
      dailyTodoUnitTitle: '수열의 극한',
      startTime: iso(START + from * MINUTE),
      endTime: iso(START + to * MINUTE),
      actualFocusSeconds: (to - from) * 60,
      actualFocusMinutes: to - from,
      status: endReason === 'COMPLETED' ? 'COMPLETED' : 'PAUSED',
      endReason,
    });
    const focusLogs = [log(0, 5, 'PAUSED'), log(5, 10, 'COMPLETED'), log(10, 40, 'TIME_UP')];
    renderSummary({ ...endedBlock(40 * 60, 45, 1), focusLogs }, false);

    expect(screen.getByText('10:00 ~ 10:05 · 일시 정지')).toBeInTheDocument();
    expect(screen.getByText('10:05 ~ 10:10 · 완료')).toBeInTheDocument();
    expect(screen.getByText('10:10 ~ 10:40 · 시간 종료')).toBeInTheDocument();
    cleanup();
    renderSummary({ ...endedBlock(7 * 60, 7), focusLogs: [log(0, 7, 'BLOCK_ENDED')] }, false);
    expect(screen.getByText('10:00 ~ 10:07 · 블록 종료')).toBeInTheDocument();
  });
});
