import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import type { FocusBlock, FocusLog } from '@molip/domain/focus';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSnackbarStore } from '@/components/ui/snackbar-store';
import { TodayProgressLine } from '@/entities/todos/today-progress-line';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { blockDoneKey } from '../utils/block-done-state';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { ActiveBlockPanel } from './active-block-panel';
import { CurrentFocusBlockScreen } from './focus-block-screen';

type PlanTodos = FocusBlock['plannedDailyTodoUnits'][number];

const START = Date.parse('2026-11-21T01:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A 40-minute block focusing on one to-do since its start, as the server answers `secondsIn` later. */
function runningBlock(secondsIn: number): FocusBlock {
  return {
    id: 'block-1',
    sessionId: 'session-1',
    ownerUserId: 'user-1',
    startTime: iso(START),
    endTime: iso(START + 40 * 60_000),
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 40,
    actualFocusSeconds: secondsIn,
    actualFocusMinutes: Math.floor(secondsIn / 60),
    plannedDailyTodoUnitCount: 1,
    completedDailyTodoUnitCount: 0,
    plannedDailyTodoUnits: [
      {
        studyPlanId: 'plan-1',
        studyPlanTitle: '미적분 집중 계획',
        dailyTodoUnits: [
          {
            id: 'todo-1',
            shortTitle: '1',
            title: '수열의 극한',
            status: 'IN_PROGRESS',
            contentUnitId: 'unit-1',
            studyPlanId: 'plan-1',
            totalStudySeconds: 0,
            totalStudyMinutes: 0,
          },
        ],
      },
    ],
    focusLogs: [
      {
        id: 'log-1',
        blockId: 'block-1',
        userId: 'user-1',
        dailyTodoUnitId: 'todo-1',
        dailyTodoUnitTitle: '수열의 극한',
        startTime: iso(START),
        endTime: null,
        actualFocusSeconds: secondsIn,
        actualFocusMinutes: Math.floor(secondsIn / 60),
        status: 'IN_PROGRESS',
      },
    ],
    createdAt: iso(START),
    updatedAt: iso(START),
    serverTime: iso(START + secondsIn * 1000),
  };
}

function renderPanel(secondsIn: number) {
  useFocusTimerStore.getState().loadFromServer(runningBlock(secondsIn), Date.now());
  return renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);
}

function SummaryStandIn() {
  const justEnded = blockDoneKey(useLocation().state) !== undefined;
  return <p>{justEnded ? '블록 요약 (방금 마침)' : '블록 요약'}</p>;
}

/** The block with its log closed after `secondsIn` (a pause the server confirmed), as a reload reads it. */
function pausedBlock(secondsIn: number, answeredAfter = secondsIn): FocusBlock {
  const block = runningBlock(secondsIn);
  return {
    ...block,
    focusLogs: block.focusLogs.map((log) => ({
      ...log,
      endTime: iso(START + secondsIn * 1000),
      status: 'PAUSED' as const,
    })),
    serverTime: iso(START + answeredAfter * 1000),
  };
}

/** The block once its one to-do is done: completed, its log closed, no other to-do in it. */
function doneBlock(): FocusBlock {
  const block = pausedBlock(300, 600);
  const plan = block.plannedDailyTodoUnits[0] as PlanTodos;
  return {
    ...block,
    completedDailyTodoUnitCount: 1,
    plannedDailyTodoUnits: [
      {
        ...plan,
        dailyTodoUnits: plan.dailyTodoUnits.map((todo) => ({ ...todo, status: 'COMPLETED' as const })),
      },
    ],
    focusLogs: block.focusLogs.map((log) => ({ ...log, status: 'COMPLETED' as const })),
  };
}

const todayTodo = (id: string, shortTitle: string, title: string, status: DailyTodoUnit['status']) =>
  ({
    id,
    shortTitle,
    title,
    totalStudySeconds: 0,
    totalStudyMinutes: 0,
    status,
    contentUnitId: `unit-${id}`,
    studyPlanId: 'plan-1',
    todoDate: '2026-11-21',
    isOverdue: false,
    originalDate: null,
    review: null,
  }) satisfies DailyTodoUnit;

const today = (units: DailyTodoUnit[]): DailyTodoGroup[] => [
  { id: 'plan-1', studyPlanTitle: '미적분 집중 계획', todoDate: '2026-11-21', dailyTodoUnitResponses: units },
];

const sentBody = (fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }, path: string): unknown => {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const setOnline = (online: boolean) =>
  act(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

describe('ActiveBlockPanel', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useFocusTimerStore.getState().reset();
    act(() => useSnackbarStore.getState().dismiss());
  });

  it('shows one clock, the to-do being studied and its two actions; no efficiency in the first seconds', () => {
    renderPanel(12);
    expect(screen.getAllByRole('timer')).toHaveLength(1);
    expect(screen.getByRole('timer', { name: '남은 블록 시간' })).toHaveTextContent(/^39:4\d$/);
    expect(screen.getByText('집중 중')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지금 할 일 일시 정지' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '지금 할 일 완료' })).toBeInTheDocument();
    expect(screen.queryByText('집중 효율')).toBeNull();
    expect(screen.queryByText('완료율')).toBeNull();
    expect(screen.getByText('집중 시간').nextElementSibling).toHaveTextContent(/^1\d초$/);
  });

  it('calls a started to-do that is not being studied paused, not a second 집중 중', () => {
    const block = runningBlock(30);
    const plan = block.plannedDailyTodoUnits[0] as PlanTodos;
    const studying = plan.dailyTodoUnits[0] as PlanTodos['dailyTodoUnits'][number];
    // The learner started 함수의 극한 first, then switched to the to-do the block's log now runs on.
    const left = { ...studying, id: 'todo-0', shortTitle: '0', title: '함수의 극한', totalStudySeconds: 7 };
    const switched: FocusBlock = {
      ...block,
      plannedDailyTodoUnitCount: 2,
      plannedDailyTodoUnits: [{ ...plan, dailyTodoUnits: [left, studying] }],
    };
    useFocusTimerStore.getState().loadFromServer(switched, Date.now());
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);

    expect(screen.getAllByText(/^집중 중 · /)).toHaveLength(1);
    expect(screen.getByText(/^일시 정지 · 누적 7초$/)).toBeInTheDocument();
  });

  it('judges no efficiency on under five minutes of focus, however long the block has run', () => {
    useFocusTimerStore.getState().loadFromServer(pausedBlock(57, 6 * 60 + 5), Date.now());
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);
    expect(screen.queryByText('집중 효율')).toBeNull();
    expect(screen.getByText('집중 효율은 5분 이상 집중하면 보여 드려요.')).toBeInTheDocument();
  });

  it('shows the efficiency once five minutes have passed, and focus time in minutes', () => {
    renderPanel(6 * 60 + 5);
    expect(screen.getByText('집중 효율')).toBeInTheDocument();
    expect(screen.getByText('집중 시간').nextElementSibling).toHaveTextContent('6분');
  });

  it('ends the block on its own summary, with no snackbar of praise', async () => {
    const ended = { ...runningBlock(40), endedAt: iso(START + 40_000), isActive: false };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(ended)),
    );
    useFocusTimerStore.getState().loadFromServer(runningBlock(40), Date.now());
    renderWithProviders(
      <Routes>
        <Route path="/" element={<ActiveBlockPanel timeZone="Asia/Seoul" />} />
        <Route path="/focus-block/:id" element={<SummaryStandIn />} />
      </Routes>,
    );

    fireEvent.click(screen.getByRole('button', { name: '블록 종료' }));

    expect(await screen.findByText('블록 요약 (방금 마침)')).toBeInTheDocument();
    expect(useSnackbarStore.getState().snackbar).toBeNull();
  });

  it('still opens the summary when ending the block empties its screen before today’s figures are read', async () => {
    const ended = { ...runningBlock(40), endedAt: iso(START + 40_000), isActive: false };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input, init) => {
        const url = String(input);
        if (url.endsWith('/focus-blocks/status'))
          return Promise.resolve(jsonResponse({ hasActive: true, id: 'block-1' }));
        if (url.endsWith('/focus-blocks/current')) return Promise.resolve(jsonResponse(runningBlock(40)));
        if (url.endsWith('/focus-blocks/end')) return Promise.resolve(jsonResponse(ended));
        // Today's figures (a snackbar's line still on screen) answer only when their request is dropped.
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }),
    );
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <>
              <CurrentFocusBlockScreen timeZone="Asia/Seoul" learnerId="user-1" />
              <TodayProgressLine />
            </>
          }
        />
        <Route path="/focus-block/:id" element={<SummaryStandIn />} />
      </Routes>,
    );

    fireEvent.click(await screen.findByRole('button', { name: '블록 종료' }));

    expect(await screen.findByText('블록 요약 (방금 마침)')).toBeInTheDocument();
  });

  it('shows a pause only once the server has confirmed it, then freezes the learner’s own time first', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>((input) => {
        const url = String(input);
        if (url.endsWith('/focus-logs/pause')) return new Promise<Response>((resolve) => (answer = resolve));
        return new Promise<Response>(() => undefined);
      }),
    );
    renderPanel(125);

    fireEvent.click(screen.getByRole('button', { name: '지금 할 일 일시 정지' }));
    expect(await screen.findByText('멈추는 중...')).toBeInTheDocument();
    expect(screen.queryByText('일시 정지됨')).toBeNull();
    expect(screen.getByText('집중 중')).toBeInTheDocument();

    const paused = pausedBlock(125);
    answer(
      jsonResponse({
        success: true,
        data: {
          dailyTodoUnitId: 'todo-1',
          status: 'IN_PROGRESS',
          totalStudySeconds: 125,
          totalStudyMinutes: 2,
          creditedSeconds: 125,
          activeLog: null,
          block: paused,
        },
      }),
    );
    expect(await screen.findByText('일시 정지됨')).toBeInTheDocument();
    expect(screen.getByText('내 집중 시간')).toBeInTheDocument();
    expect(screen.getByTestId('ring-focus-time')).toHaveTextContent('2분');
    expect(screen.getByRole('timer', { name: '남은 블록 시간' })).toHaveTextContent(
      /^블록 남은 시간 3\d:\d\d$/,
    );
    expect(screen.getByRole('button', { name: '지금 할 일 집중 시작' })).toHaveTextContent('집중 시작');
  });

  it('keeps the paused to-do as the one to resume after a reload, read from the block’s logs', () => {
    const block = pausedBlock(300, 900);
    const plan = block.plannedDailyTodoUnits[0] as PlanTodos;
    const paused = plan.dailyTodoUnits[0] as PlanTodos['dailyTodoUnits'][number];
    // The paused to-do is the second in the list: a reload must not fall back to the first open one.
    const first = {
      ...paused,
      id: 'todo-0',
      shortTitle: '0',
      title: '함수의 극한',
      status: 'PENDING' as const,
    };
    useFocusTimerStore.getState().loadFromServer(
      {
        ...block,
        plannedDailyTodoUnitCount: 2,
        plannedDailyTodoUnits: [{ ...plan, dailyTodoUnits: [first, paused] }],
      },
      Date.now(),
    );
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);

    expect(screen.getByText('일시 정지됨')).toBeInTheDocument();
    // The lines under the ring name the paused to-do, not the first open one.
    expect(screen.getByText('일시 정지됨').parentElement).toHaveTextContent('일시 정지됨1수열의 극한');
    expect(screen.getByTestId('ring-focus-time')).toHaveTextContent('5분');
  });

  it('says calmly that the block’s time is up, with what was counted and the way to finish', () => {
    renderPanel(41 * 60);
    expect(screen.getByText('이 블록은 여기까지예요')).toBeInTheDocument();
    expect(screen.getByTestId('ring-focus-time')).toHaveTextContent('40분');
    expect(screen.queryByText(/초과/)).toBeNull();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('button', { name: '블록 종료' })).toBeInTheDocument();
    // Nothing more is counted: the list offers completing its to-dos, not focusing on them.
    expect(screen.getByText(/^시간 종료/)).toBeInTheDocument();
    expect(screen.queryByText(/^집중 중/)).toBeNull();
    expect(screen.queryByRole('button', { name: '일시 정지' })).toBeNull();
  });

  it('holds every write while offline, each pointing at the app’s one offline notice', () => {
    renderPanel(30);
    setOnline(false);
    try {
      for (const name of ['지금 할 일 일시 정지', '지금 할 일 완료', '블록 종료']) {
        const button = screen.getByRole('button', { name });
        expect(button).toBeDisabled();
        expect(button).toHaveAttribute('aria-describedby', 'offline-notice');
      }
    } finally {
      setOnline(true);
    }
    expect(screen.getByRole('button', { name: '지금 할 일 일시 정지' })).toBeEnabled();
  });

  it('carries the block on with today’s next open to-do once its own are done, in one tap', async () => {
    const done = doneBlock();
    const donePlan = done.plannedDailyTodoUnits[0] as PlanTodos;
    const doneTodo = donePlan.dailyTodoUnits[0] as PlanTodos['dailyTodoUnits'][number];
    const review = { ...todayTodo('todo-2', '2', '급수', 'PENDING'), review: { step: 1, rating: null } };
    // The quick start added the to-do to this block and opened its log.
    const carriedOn: FocusBlock = {
      ...done,
      plannedDailyTodoUnitCount: 2,
      plannedDailyTodoUnits: [
        {
          ...donePlan,
          dailyTodoUnits: [
            doneTodo,
            { ...doneTodo, id: 'todo-2', shortTitle: '2', title: '급수', status: 'IN_PROGRESS' },
          ],
        },
      ],
      focusLogs: [
        ...done.focusLogs,
        {
          ...(done.focusLogs[0] as FocusLog),
          id: 'log-2',
          dailyTodoUnitId: 'todo-2',
          dailyTodoUnitTitle: '급수',
          startTime: iso(START + 600_000),
          endTime: null,
          actualFocusSeconds: 0,
          actualFocusMinutes: 0,
          status: 'IN_PROGRESS',
        },
      ],
    };
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.endsWith('/daily-todos/today'))
        return jsonResponse(today([todayTodo('todo-1', '1', '수열의 극한', 'COMPLETED'), review]));
      if (url.endsWith('/focus-logs/quick-start'))
        return jsonResponse({
          success: true,
          opened: 'none',
          data: {
            dailyTodoUnitId: 'todo-2',
            status: 'IN_PROGRESS',
            totalStudySeconds: 0,
            totalStudyMinutes: 0,
            creditedSeconds: 0,
            activeLog: carriedOn.focusLogs[1],
            block: carriedOn,
          },
        });
      return new Promise<Response>(() => undefined);
    });
    vi.stubGlobal('fetch', fetchMock);
    useFocusTimerStore.getState().loadFromServer(done, Date.now());
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);

    expect(await screen.findByText('다음 할 일')).toBeInTheDocument();
    // One 블록 종료: the stage's, beside the next to-do's 집중 시작 (none repeated at the bottom).
    expect(screen.getAllByRole('button', { name: '블록 종료' })).toHaveLength(1);
    expect(screen.queryByText('모든 할 일을 마쳤어요')).toBeNull();
    expect(screen.getByText('다음 할 일').nextElementSibling).toHaveTextContent('2급수복습 1회차');
    fireEvent.click(screen.getByRole('button', { name: '2 급수 집중 시작' }));

    // The lines under the ring (the list's row says 집중 중 too).
    const focusing = await screen.findByText('집중 중', { selector: '[aria-live="polite"] > p' });
    expect(focusing.nextElementSibling).toHaveTextContent('2급수');
    expect(sentBody(fetchMock, '/focus-logs/quick-start')).toMatchObject({ dailyTodoUnitId: 'todo-2' });
    // The to-do joined this block: its row is the one being studied.
    expect(
      within(screen.getByRole('listitem', { name: '급수' })).getByRole('button', { name: '일시 정지' }),
    ).toBeInTheDocument();
  });

  it('says 모든 할 일을 마쳤어요 only when nothing is left today, then offers a free focus or the block’s end', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      if (url.endsWith('/daily-todos/today'))
        return jsonResponse(today([todayTodo('todo-1', '1', '수열의 극한', 'COMPLETED')]));
      return new Promise<Response>(() => undefined);
    });
    vi.stubGlobal('fetch', fetchMock);
    useFocusTimerStore.getState().loadFromServer(doneBlock(), Date.now());
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);

    expect(await screen.findByText('모든 할 일을 마쳤어요')).toBeInTheDocument();
    expect(screen.getByText('모든 할 일을 마쳤어요').nextElementSibling).toHaveTextContent(
      '남은 시간은 자유롭게 집중해요',
    );
    expect(screen.getByRole('button', { name: '블록 종료' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '자유롭게 집중하기' }));
    await vi.waitFor(() =>
      expect(sentBody(fetchMock, '/focus-logs/free/start')).toEqual({ blockMinutes: 40 }),
    );
  });

  it('offers no button while today’s list loads, then 블록 종료 with the way to carry on', async () => {
    // Every read of today's list waits on one gate, however early or often the page asks.
    let answerToday: () => void = () => undefined;
    const todayAnswered = new Promise<void>((resolve) => (answerToday = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        String(input).endsWith('/daily-todos/today')
          ? todayAnswered.then(() =>
              jsonResponse(today([todayTodo('todo-1', '1', '수열의 극한', 'COMPLETED')])),
            )
          : new Promise<Response>(() => undefined),
      ),
    );
    useFocusTimerStore.getState().loadFromServer(doneBlock(), Date.now());
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);

    // Nothing a tap could hit while the answer reshapes the buttons under it.
    expect(await screen.findByText('다음 할 일을 찾고 있어요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '찾는 중...' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '블록 종료' })).not.toBeInTheDocument();
    answerToday();

    expect(await screen.findByRole('button', { name: '자유롭게 집중하기' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '블록 종료' })).toBeEnabled();
  });

  it('shows 자유 집중 in place of a to-do in a block that names none, with pause and the block’s end', () => {
    const free: FocusBlock = {
      ...runningBlock(30),
      plannedDailyTodoUnitCount: 0,
      plannedDailyTodoUnits: [],
      focusLogs: [
        {
          ...(runningBlock(30).focusLogs[0] as FocusLog),
          dailyTodoUnitId: null,
          dailyTodoUnitTitle: '자유 집중',
        },
      ],
    };
    useFocusTimerStore.getState().loadFromServer(free, Date.now());
    renderWithProviders(<ActiveBlockPanel timeZone="Asia/Seoul" />);

    expect(screen.getByText('자유 집중')).toBeInTheDocument();
    expect(screen.getByText('집중 중')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '자유 집중 일시 정지' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '블록 종료' })).toBeInTheDocument();
    expect(screen.getByText('집중 시간').nextElementSibling).toHaveTextContent(/^\d\d초$/);
  });
});
