import type { FocusBlock } from '@molip/domain/focus';
import { fireEvent, screen } from '@testing-library/react';
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

function serve() {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/user/stats')) return jsonResponse(stats);
    if (url.includes('/daily-todos/today')) return jsonResponse([nextTodo]);
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
    expect(screen.getByText('3일째')).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: '남은 쉬는 시간' })).toHaveTextContent(/^0[45]:\d\d$/);
    expect(screen.getByTestId('celebration-burst')).toBeInTheDocument();
    expect(await screen.findByText('‘2 급수’부터 시작해요.')).toBeInTheDocument();
  });

  it('starts the next block in one tap, on the next open to-do of today', async () => {
    const fetchMock = serve();
    renderSummary(endedBlock(25 * 60, 25), true);

    await screen.findByText('‘2 급수’부터 시작해요.');
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
    expect(screen.getByText('블록 시간 중 실제로 집중한 비율')).toBeInTheDocument();
    expect(screen.queryByText('오늘 총 집중')).toBeNull();
    expect(screen.queryByRole('button', { name: '다음 블록 시작' })).toBeNull();
    expect(screen.queryByTestId('celebration-burst')).toBeNull();
  });
});
