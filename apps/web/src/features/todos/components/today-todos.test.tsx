import type { DailyTodoGroup, DailyTodoUnit } from '@molip/domain/daily-todo';
import type { ReviewRating } from '@molip/domain/review';
import type { LearnerStats } from '@molip/domain/study-stats';
import type { TodoStatus } from '@molip/domain/todo-status';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertStack } from '@/components/ui/alert-stack';
import { useSnackbarStore } from '@/components/ui/snackbar-store';
import { providePointerEvent } from '@/testing/pointer-event';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { TodayTodos } from './today-todos';

const unit = (id: string, shortTitle: string, status: TodoStatus = 'PENDING'): DailyTodoUnit => ({
  id,
  shortTitle,
  title: `단원 ${shortTitle}`,
  totalStudySeconds: 0,
  totalStudyMinutes: 0,
  status,
  contentUnitId: `unit-${id}`,
  studyPlanId: 'plan-1',
  todoDate: '2026-11-22',
  isOverdue: false,
  originalDate: null,
  review: null,
});

const stats = {
  today: {
    date: '2026-11-22',
    studyMinutes: 135,
    studySeconds: 8_100,
    closedStudySeconds: 8_100,
    completedTodos: 6,
    plannedTodos: 6,
    focusingSince: null,
    focusCreditEndsAt: null,
  },
  totals: { studySeconds: 18_000, studyMinutes: 300, completedTodos: 12, plannedTodos: 20 },
  streak: { current: 4, longest: 8, todayCounts: true },
  completionRate: 0.6,
  daily: [],
  secondsByHour: Array.from({ length: 24 }, () => 0),
  byHour: Array.from({ length: 24 }, () => 0),
  plans: [],
} satisfies LearnerStats;

/** The ratings the stub server was sent, by to-do id. */
const ratings = new Map<string, ReviewRating>();

/**
 * A tiny server: today's list, the statistics (today's figures as given), status changes and review ratings,
 * with every write recorded.
 */
function stubServer(units: DailyTodoUnit[], todayFigures: Partial<LearnerStats['today']> = {}) {
  const statuses = new Map(units.map((item) => [item.id, item.status]));
  const patches: { id: string; status: TodoStatus }[] = [];
  ratings.clear();
  const list = (): DailyTodoGroup[] => [
    {
      id: 'plan-1',
      studyPlanTitle: '수학의 정석',
      todoDate: '2026-11-22',
      dailyTodoUnitResponses: units.map((item) => ({
        ...item,
        status: statuses.get(item.id) ?? item.status,
        review: item.review && { ...item.review, rating: ratings.get(item.id) ?? item.review.rating },
      })),
    },
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url.startsWith('/api/user/stats'))
        return jsonResponse({ ...stats, today: { ...stats.today, ...todayFigures } });
      if (url === '/api/daily-todos/today') return jsonResponse(list());
      if (url === '/api/daily-todos/pull-forward') return jsonResponse({ movedTodos: 2 });
      const rated = /daily-todos\/([^/]+)\/review-rating/.exec(url)?.[1];
      if (rated) {
        ratings.set(rated, JSON.parse(String(init?.body)).rating as ReviewRating);
        return jsonResponse({ nextReviewDate: '2026-11-25' });
      }
      const id = /daily-todo-units\/([^/]+)\/status/.exec(url)?.[1] ?? '';
      const status = JSON.parse(String(init?.body)).status as TodoStatus;
      const previousStatus = statuses.get(id) ?? 'PENDING';
      patches.push({ id, status });
      statuses.set(id, status);
      return jsonResponse({ currentStatus: status, previousStatus, todoDate: '2026-11-22', message: '' });
    }),
  );
  return patches;
}

function renderList() {
  return renderWithProviders(
    <>
      <TodayTodos allDoneAction={<button type="button">자유롭게 집중하기</button>} />
      <AlertStack />
    </>,
  );
}

describe('TodayTodos feedback', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSnackbarStore.getState().dismiss();
  });

  it('confirms a completion with today’s figures and undoes it from the snackbar', async () => {
    const patches = stubServer([unit('a', '1.1'), unit('b', '1.2')]);
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: '1.1 단원 1.1' }));

    const snackbar = await screen.findByTestId('snackbar');
    expect(within(snackbar).getByText('할 일을 완료했어요.')).toBeInTheDocument();
    expect(
      await within(snackbar).findByText('오늘 2시간 15분 집중 · 할 일 6/6 · 4일 연속'),
    ).toBeInTheDocument();
    // The confetti loads the first time it is earned.
    expect(await screen.findAllByTestId('celebration-burst')).toHaveLength(1);
    expect(screen.queryByTestId('all-done')).not.toBeInTheDocument();

    await userEvent.click(within(snackbar).getByRole('button', { name: '되돌리기' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ id: 'a', status: 'PENDING' }));
    expect(await screen.findByText('되돌렸어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: '1.1 단원 1.1' })).toHaveAttribute('aria-checked', 'false'),
    );
  });

  it('celebrates the day when the last open to-do is completed, and offers tomorrow’s share and the page’s own way on', async () => {
    stubServer([unit('a', '1.1', 'COMPLETED'), unit('b', '1.2', 'SKIPPED'), unit('c', '1.3')]);
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: '1.3 단원 1.3' }));
    const allDone = await screen.findByTestId('all-done');
    expect(within(allDone).getByText('오늘 할 일을 모두 끝냈어요 🎉')).toBeInTheDocument();
    expect(await within(allDone).findByTestId('celebration-burst')).toBeInTheDocument();
    expect(within(allDone).getByRole('button', { name: '자유롭게 집중하기' })).toBeInTheDocument();
    expect(within(allDone).getByRole('link', { name: '오늘 기록 보기' })).toHaveAttribute(
      'href',
      '/statistics',
    );

    await userEvent.click(within(allDone).getByRole('button', { name: '내일 분량 미리 하기' }));
    expect(await screen.findByText('다음 할 일 2개를 오늘로 가져왔어요.')).toBeInTheDocument();
  });

  it('offers to undo a postponement through the action sheet', async () => {
    const patches = stubServer([unit('a', '1.1')]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: '1.1 작업 선택' }));
    // A plain click: vaul's drag handling needs pointer capture, which jsdom lacks.
    fireEvent.click(await screen.findByRole('button', { name: '내일로 미루기' }));
    const snackbar = await screen.findByTestId('snackbar');
    expect(within(snackbar).getByText('내일로 미뤘어요.')).toBeInTheDocument();
    await userEvent.click(within(snackbar).getByRole('button', { name: '되돌리기' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { id: 'a', status: 'POSTPONED' },
        { id: 'a', status: 'PENDING' },
      ]),
    );
  });
});

/** The device's own word on the network: `false` is what the browser says with no connection at all. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

providePointerEvent();

describe('TodayTodos and what covers what', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSnackbarStore.getState().dismiss();
  });

  it('a long press opens the sheet, and lifting that finger presses none of its buttons', async () => {
    const patches = stubServer([unit('a', '1.1')]);
    renderList();
    const row = await screen.findByRole('checkbox', { name: '1.1 단원 1.1' });
    fireEvent.pointerDown(row, { button: 0, pointerType: 'touch', clientX: 40, clientY: 40 });
    const complete = await screen.findByRole('button', { name: '완료' }, { timeout: 2000 });
    // The release lands on the sheet's first button now under the finger: the phone's click goes there.
    fireEvent.pointerUp(row, { button: 0, pointerType: 'touch' });
    fireEvent.click(complete, { detail: 1 });
    expect(screen.getByRole('dialog', { name: '1.1' })).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(row).toHaveAttribute('aria-checked', 'false');

    // A press that begins on the open sheet is the learner's choice.
    fireEvent.pointerDown(complete, { button: 0, pointerType: 'touch' });
    fireEvent.click(complete, { detail: 1 });
    await waitFor(() => expect(patches).toEqual([{ id: 'a', status: 'COMPLETED' }]));
  });

  it('keeps the snackbar out of sight while the action sheet is open', async () => {
    stubServer([unit('a', '1.1'), unit('b', '1.2')]);
    renderList();
    await userEvent.click(await screen.findByRole('checkbox', { name: '1.1 단원 1.1' }));
    const snackbar = await screen.findByTestId('snackbar');
    expect(snackbar).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '1.2 작업 선택' }));
    await screen.findByRole('dialog', { name: '1.2' });
    expect(snackbar).not.toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(snackbar).toBeVisible());
  });

  it('offline, ticks and sheet actions are off with one reason, and nothing is sent', async () => {
    const patches = stubServer([unit('a', '1.1'), unit('b', '1.2')]);
    renderList();
    const row = await screen.findByRole('checkbox', { name: '1.1 단원 1.1' });
    await userEvent.click(row);
    const undo = within(await screen.findByTestId('snackbar')).getByRole('button', { name: '되돌리기' });
    act(() => setOnline(false));

    expect(undo).toBeDisabled();
    const other = screen.getByRole('checkbox', { name: '1.2 단원 1.2' });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(other);
    expect(other).toHaveAttribute('aria-checked', 'false');

    await userEvent.click(screen.getByRole('button', { name: '1.2 작업 선택' }));
    const sheet = await screen.findByRole('dialog', { name: '1.2' });
    expect(within(sheet).getByText('오프라인이라 지금은 할 수 없어요.')).toBeInTheDocument();
    for (const name of ['완료', '내일로 미루기', '건너뛰기'])
      expect(within(sheet).getByRole('button', { name })).toBeDisabled();
    expect(patches).toEqual([{ id: 'a', status: 'COMPLETED' }]);
  });

  it('shows a tick at once but busy, and says it is done only once the server confirms', async () => {
    stubServer([unit('a', '1.1'), unit('b', '1.2')]);
    const answered = vi.mocked(fetch);
    let confirm = () => {};
    const held = new Promise<void>((resolve) => {
      confirm = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (init?.method === 'PATCH') await held;
        return answered(input, init);
      }),
    );
    renderList();
    const row = await screen.findByRole('checkbox', { name: '1.1 단원 1.1' });
    await userEvent.click(row);
    expect(row).toHaveAttribute('aria-checked', 'true');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();

    confirm();
    expect(await screen.findByTestId('snackbar')).toHaveTextContent('할 일을 완료했어요.');
    expect(row).not.toHaveAttribute('aria-busy');
  });
});

describe('TodayTodos expected time', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSnackbarStore.getState().dismiss();
  });

  it('adds up the open to-dos’ expected time for the day, saying “이상” when one has no estimate', async () => {
    stubServer([
      { ...unit('a', '1.1'), expectedSeconds: 1800 },
      { ...unit('b', '1.2'), expectedSeconds: 3000 },
      { ...unit('c', '1.3', 'COMPLETED'), expectedSeconds: 600 },
      { ...unit('d', '1.4'), expectedSeconds: null },
    ]);
    renderList();
    expect(await screen.findByTestId('expected-day-total')).toHaveTextContent('예상 1시간 20분 이상');
  });

  it('adds up what the rows show: three rows of 예상 1분 make 예상 3분, not the 5분 of their exact seconds', async () => {
    stubServer([
      { ...unit('a', '1.1'), expectedSeconds: 100 },
      { ...unit('b', '1.2'), expectedSeconds: 100 },
      { ...unit('c', '1.3'), expectedSeconds: 100 },
    ]);
    renderList();
    expect(await screen.findByTestId('expected-day-total')).toHaveTextContent(/^예상 3분$/);
    expect(screen.getAllByText('예상 1분')).toHaveLength(3);
  });

  it('shows no total when nothing is measured yet', async () => {
    stubServer([unit('a', '1.1'), unit('b', '1.2')]);
    renderList();
    await screen.findByRole('checkbox', { name: '1.1 단원 1.1' });
    expect(screen.queryByTestId('expected-day-total')).not.toBeInTheDocument();
  });
});

describe('TodayTodos reviews', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useSnackbarStore.getState().dismiss();
  });

  const review = (id: string, shortTitle: string, step: number, status: TodoStatus = 'PENDING') => ({
    ...unit(id, shortTitle, status),
    review: { step, rating: null },
  });

  it('marks a review with its rung, asks how it went once ticked, and says when it comes back', async () => {
    stubServer([unit('a', '1.1'), review('r', '1.2', 2)]);
    renderList();
    const row = await screen.findByRole('checkbox', { name: '1.2 단원 1.2' });
    expect(row).toHaveAccessibleDescription('복습 2회차');
    expect(screen.getByRole('checkbox', { name: '1.1 단원 1.1' })).not.toHaveAccessibleDescription(/복습/);
    expect(screen.queryByRole('group', { name: '어땠어요?' })).not.toBeInTheDocument();

    await userEvent.click(row);
    const question = await screen.findByRole('group', { name: '어땠어요?' });
    const snackbar = await screen.findByTestId('snackbar');
    const easy = within(question).getByRole('button', { name: '쉬움' });
    expect(easy).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(easy);
    // Three days after the learner's today (2026-11-22), and the snackbar keeps its 되돌리기.
    expect(await screen.findByText('3일 뒤에 다시 볼게요')).toBeInTheDocument();
    expect(easy).toHaveAttribute('aria-pressed', 'true');
    expect(ratings.get('r')).toBe('EASY');
    expect(within(snackbar).getByRole('button', { name: '되돌리기' })).toBeInTheDocument();

    // A second thought is one more tap.
    await userEvent.click(within(question).getByRole('button', { name: '어려움' }));
    await waitFor(() => expect(ratings.get('r')).toBe('HARD'));
    expect(within(question).getByRole('button', { name: '어려움' })).toHaveAttribute('aria-pressed', 'true');

    // Four answers, from forgotten to easy, each named as it reads.
    const answers = within(question).getAllByRole('button');
    expect(answers.map((button) => button.textContent)).toEqual(['다시', '어려움', '보통', '쉬움']);
    for (const button of answers) expect(button).toHaveAccessibleName(button.textContent ?? '');
    await userEvent.click(within(question).getByRole('button', { name: '다시' }));
    await waitFor(() => expect(ratings.get('r')).toBe('AGAIN'));
  });

  it('keeps an overdue review ticked in its row to be rated, and the snackbar counts it as done today', async () => {
    stubServer(
      [{ ...review('r', '1.2', 1), todoDate: '2026-11-20', isOverdue: true, originalDate: '2026-11-20' }],
      // None of today's own rows is done; the one completed today was planned for an earlier day.
      {
        studySeconds: 0,
        studyMinutes: 0,
        closedStudySeconds: 0,
        completedTodos: 0,
        completedTodosAnyDate: 1,
      },
    );
    renderList();
    const row = await screen.findByRole('checkbox', { name: '1.2 단원 1.2' });
    expect(row).toHaveAccessibleDescription(/^복습 1회차.*11월 20일$/);
    await userEvent.click(row);

    const snackbar = await screen.findByTestId('snackbar');
    expect(await within(snackbar).findByText(/^할 일 1\/7/)).toBeInTheDocument();
    expect(row).toHaveAttribute('aria-checked', 'true');
    const question = await screen.findByRole('group', { name: '어땠어요?' });
    await userEvent.click(within(question).getByRole('button', { name: '보통' }));
    await waitFor(() => expect(ratings.get('r')).toBe('GOOD'));
  });

  it('shows the rating given earlier, and asks nothing of a ticked new unit', async () => {
    stubServer([
      { ...review('r', '1.2', 1, 'COMPLETED'), review: { step: 1, rating: 'HARD' as const } },
      unit('a', '1.1', 'COMPLETED'),
    ]);
    renderList();
    const question = await screen.findByRole('group', { name: '어땠어요?' });
    expect(within(question).getByRole('button', { name: '어려움' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('group', { name: '어땠어요?' })).toHaveLength(1);
  });

  it('offline, the rating is off with the offline reason and nothing is sent', async () => {
    stubServer([review('r', '1.2', 1, 'COMPLETED')]);
    renderList();
    const question = await screen.findByRole('group', { name: '어땠어요?' });
    act(() => setOnline(false));
    const easy = within(question).getByRole('button', { name: '쉬움' });
    expect(easy).toBeDisabled();
    expect(easy).toHaveAttribute('aria-describedby', 'offline-notice');
    await userEvent.click(easy);
    expect(ratings.size).toBe(0);
  });
});
