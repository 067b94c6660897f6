import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { LearnerStats } from '@molip/domain/study-stats';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { TodaySummary } from './today-summary';

const SEOUL = { timeZone: 'Asia/Seoul', dayStartHour: 0 };
// 2026-11-22 10:00 in Seoul.
const T0 = Date.parse('2026-11-22T01:00:00Z');
// The clock ticks once a second on real timers; a busy machine can take longer than waitFor's default.
const TICK_WAIT = { timeout: 5000 };

function statsOf(today: Partial<LearnerStats['today']> = {}, streak: Partial<LearnerStats['streak']> = {}) {
  return {
    today: {
      date: '2026-11-22',
      studyMinutes: 62,
      completedTodos: 3,
      plannedTodos: 5,
      studySeconds: 3_725,
      closedStudySeconds: 3_725,
      focusingSince: null,
      focusCreditEndsAt: null,
      ...today,
    },
    totals: { studySeconds: 18_000, studyMinutes: 300, completedTodos: 12, plannedTodos: 20 },
    streak: { current: 5, longest: 8, todayCounts: true, ...streak },
    completionRate: 0.6,
    daily: [],
    secondsByHour: Array.from({ length: 24 }, () => 0),
    byHour: Array.from({ length: 24 }, () => 0),
    plans: [],
  } satisfies LearnerStats;
}

/** A plan with `count` open to-dos left from the 20th, in today's list on the 22nd. */
const overdueGroup = (count: number): DailyTodoGroup => ({
  id: 'plan-1',
  studyPlanTitle: '수학의 정석',
  todoDate: '2026-11-22',
  dailyTodoUnitResponses: Array.from({ length: count }, (_, index) => ({
    id: `todo-${index}`,
    shortTitle: `${index + 1}`,
    title: `${index + 1}단원`,
    totalStudySeconds: 0,
    totalStudyMinutes: 0,
    status: 'PENDING' as const,
    contentUnitId: `unit-${index}`,
    studyPlanId: 'plan-1',
    todoDate: '2026-11-20',
    isOverdue: true,
    originalDate: null,
    review: null,
  })),
});

/** Today's list as the stubbed server has it: empty unless a test gives it rows. */
let todayList: unknown[] = [];

/** Answers the statistics reads in turn (and today's list); gives how many statistics reads were made. */
function stubStats(...answers: (() => Response | Promise<Response>)[]) {
  let call = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (String(input) === '/api/daily-todos/today') return jsonResponse(todayList);
    expect(String(input)).toBe('/api/user/stats?days=7');
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    if (!answer) throw new Error('no answer stubbed');
    return answer();
  });
  vi.stubGlobal('fetch', fetchMock);
  return () => call;
}

describe('TodaySummary', () => {
  // The figures are for the 22nd in Seoul, and so is the device's clock.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(T0);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    todayList = [];
  });

  it('on a day with none of its own, names the to-dos left from past days instead of 오늘 할 일 없음', async () => {
    todayList = [overdueGroup(2)];
    stubStats(() =>
      jsonResponse(
        statsOf({
          studySeconds: 0,
          closedStudySeconds: 0,
          studyMinutes: 0,
          completedTodos: 0,
          plannedTodos: 0,
        }),
      ),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(await screen.findByText('밀린 할 일 2개')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /밀린 할 일 2개/ })).toBeInTheDocument();
    expect(screen.queryByText('오늘 할 일 없음')).not.toBeInTheDocument();
  });

  it('shows today’s time as H:MM, the to-dos done and the streak, and opens the statistics', async () => {
    stubStats(() => jsonResponse(statsOf()));
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    const card = await screen.findByRole('link', { name: /오늘 공부한 시간 1시간 2분/ });
    expect(card).toHaveAttribute('href', '/statistics');
    expect(card).toHaveAccessibleName(
      '오늘 공부한 시간 1시간 2분, 할 일 5개 중 3개 완료, 5일 연속, 오늘도 이어 갔어요. 통계 보기',
    );
    expect(screen.getByTestId('today-study-time')).toHaveTextContent('1시간 2분');
    expect(screen.getByText('할 일 3/5')).toBeInTheDocument();
    expect(screen.getByText('5일 연속')).toBeInTheDocument();
    expect(screen.queryByText('집중 중')).not.toBeInTheDocument();
  });

  it('moves while focusing, from the open log’s start on the server, and stops at its credit end', async () => {
    stubStats(() =>
      jsonResponse(
        statsOf({
          focusingSince: new Date(T0 - 3 * 60_000).toISOString(),
          focusCreditEndsAt: new Date(T0 + 10 * 60_000).toISOString(),
        }),
      ),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    // 3,725 s closed + 180 s open = 65 min.
    expect(await screen.findByTestId('today-study-time')).toHaveTextContent('1시간 5분');
    expect(screen.getByText('집중 중')).toBeInTheDocument();

    vi.setSystemTime(T0 + 2 * 60_000);
    await waitFor(
      () => expect(screen.getByTestId('today-study-time')).toHaveTextContent('1시간 7분'),
      TICK_WAIT,
    );

    // Past the block's planned end the server credits nothing more, and neither does the clock.
    vi.setSystemTime(T0 + 30 * 60_000);
    await waitFor(
      () => expect(screen.getByTestId('today-study-time')).toHaveTextContent('1시간 15분'),
      TICK_WAIT,
    );
    expect(screen.queryByText('집중 중')).not.toBeInTheDocument();
  });

  it('encourages a first focus when nothing is done yet today', async () => {
    stubStats(() =>
      jsonResponse(
        statsOf(
          { studySeconds: 0, closedStudySeconds: 0, studyMinutes: 0, completedTodos: 0, plannedTodos: 2 },
          { current: 0, todayCounts: false },
        ),
      ),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(await screen.findByText('오늘 첫 집중을 시작해 볼까요?')).toBeInTheDocument();
    expect(screen.getByTestId('today-study-time')).toHaveTextContent('0분');
    expect(screen.getByText('할 일 0/2')).toBeInTheDocument();
    expect(screen.getByText('0일 연속')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /0일 연속, 오늘 공부하면 시작돼요/ })).toBeInTheDocument();
  });

  it('never says nothing happened when an overdue to-do was completed today', async () => {
    stubStats(() =>
      jsonResponse(
        statsOf(
          {
            studySeconds: 0,
            closedStudySeconds: 0,
            studyMinutes: 0,
            completedTodos: 0,
            completedTodosAnyDate: 1,
            plannedTodos: 2,
          },
          { current: 1, todayCounts: true },
        ),
      ),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(await screen.findByText('할 일을 완료했어요. 이어서 집중해 볼까요?')).toBeInTheDocument();
    expect(screen.queryByText('오늘 첫 집중을 시작해 볼까요?')).not.toBeInTheDocument();
    // Today's list keeps the overdue one, done, so it counts on both sides.
    expect(screen.getByText('할 일 1/3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /할 일 3개 중 1개 완료/ })).toBeInTheDocument();
  });

  it('shows the seconds of a focus under a minute, never 0분', async () => {
    stubStats(() =>
      jsonResponse(statsOf({ studySeconds: 40, closedStudySeconds: 40, studyMinutes: 0, completedTodos: 0 })),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(await screen.findByRole('link', { name: /오늘 공부한 시간 40초/ })).toBeInTheDocument();
    expect(screen.getByTestId('today-study-time')).toHaveTextContent('40초');
  });

  it('keeps a streak that today has not extended yet, and says so', async () => {
    stubStats(() => jsonResponse(statsOf({}, { current: 4, todayCounts: false })));
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(await screen.findByRole('link', { name: /4일 연속, 오늘 공부하면 이어져요/ })).toBeInTheDocument();
  });

  it('fails quietly with a retry that loads the figures', async () => {
    const statsReads = stubStats(
      () => jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '없음' }, 404),
      () => jsonResponse(statsOf()),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(await screen.findByText('오늘의 기록을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByTestId('today-study-time')).toHaveTextContent('1시간 2분');
    expect(statsReads()).toBe(2);
  });

  it('reads the figures again once the study day has turned under an open page', async () => {
    const statsReads = stubStats(
      () =>
        jsonResponse(
          statsOf({
            focusingSince: new Date(T0).toISOString(),
            focusCreditEndsAt: new Date(T0 + 24 * 60 * 60_000).toISOString(),
          }),
        ),
      () =>
        jsonResponse(
          statsOf({ date: '2026-11-23', studySeconds: 0, closedStudySeconds: 0, studyMinutes: 0 }),
        ),
    );
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    await screen.findByText('집중 중');
    // 00:00:30 on the 23rd in Seoul: the open log belongs to the 22nd, today starts from zero.
    vi.setSystemTime(Date.parse('2026-11-22T15:00:30Z'));
    await waitFor(() => expect(screen.getByTestId('today-study-time')).toHaveTextContent('0분'), TICK_WAIT);
    expect(statsReads()).toBe(2);
  });

  it('shows nothing for a quick answer and a skeleton for a slow one', async () => {
    stubStats(() => new Promise<Response>(() => {}));
    renderWithProviders(<TodaySummary clock={SEOUL} />);
    expect(screen.queryByRole('status', { name: '오늘의 기록을 불러오는 중' })).not.toBeInTheDocument();
    expect(await screen.findByRole('status', { name: '오늘의 기록을 불러오는 중' })).toBeInTheDocument();
  });
});
