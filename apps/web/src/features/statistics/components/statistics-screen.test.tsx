import { addDays } from '@molip/domain/calendar-date';
import { statsMessages, type LearnerStats, type PlanStats } from '@molip/domain/study-stats';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { StatisticsScreen } from './statistics-screen';

const TODAY = '2026-11-22';
const DAYS = 366;

/** The last seven days studied 0:30 … 3:30 (today the most), nothing before. */
const weekOfStudy = (index: number) => (index >= DAYS - 7 ? (index - (DAYS - 8)) * 30 : 0);

const plan = (overrides: Partial<PlanStats> = {}): PlanStats => ({
  id: 'plan-1',
  title: '수학의 정석',
  endDate: '2026-12-20',
  totalUnits: 20,
  completedUnits: 8,
  progress: 0.4,
  expectedProgress: 0.55,
  unitsBehind: 3,
  secondsPerUnit: 25 * 60,
  minutesPerUnit: 25,
  forecastEndDate: '2026-12-30',
  paceSecondsPerDay: 50 * 60,
  ...overrides,
});

const stats = (overrides: Partial<LearnerStats> = {}): LearnerStats => {
  const daily = Array.from({ length: DAYS }, (_, index) => ({
    date: addDays(TODAY, index - (DAYS - 1)),
    studySeconds: weekOfStudy(index) * 60,
    studyMinutes: weekOfStudy(index),
    completedTodos: weekOfStudy(index) > 0 ? 2 : 0,
    plannedTodos: weekOfStudy(index) > 0 ? 3 : 0,
  }));
  const byHour = Array.from({ length: 24 }, (_, hour) => (hour === 21 ? 300 : hour === 9 ? 120 : 0));
  return {
    today: {
      date: TODAY,
      studyMinutes: 210,
      completedTodos: 2,
      plannedTodos: 3,
      studySeconds: 210 * 60,
      closedStudySeconds: 210 * 60,
      focusingSince: null,
      focusCreditEndsAt: null,
    },
    totals: { studySeconds: 840 * 60, studyMinutes: 840, completedTodos: 14, plannedTodos: 21 },
    streak: { current: 7, longest: 12, todayCounts: true },
    completionRate: 2 / 3,
    daily,
    secondsByHour: byHour.map((minutes) => minutes * 60),
    byHour,
    plans: [plan()],
    ...overrides,
  };
};

const empty = (): LearnerStats =>
  stats({
    streak: { current: 0, longest: 0, todayCounts: false },
    daily: stats().daily.map((day) => ({
      ...day,
      studySeconds: 0,
      studyMinutes: 0,
      completedTodos: 0,
      plannedTodos: 0,
    })),
    secondsByHour: Array.from({ length: 24 }, () => 0),
    byHour: Array.from({ length: 24 }, () => 0),
    plans: [],
  });

function stubApi(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url === `/api/user/stats?days=${DAYS}`) return answer();
    if (url === '/api/study-plans/plan-1/reschedule' && init?.method === 'POST') {
      return jsonResponse(
        { statusCode: 409, code: 'CONFLICT', error: 'Conflict', message: '남은 단원이 없어요.' },
        409,
      );
    }
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'no route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useAlertsStore.setState({ alerts: [] });
});

describe('StatisticsScreen', () => {
  it('shows the streak with the longest one and the completion rate of the last 30 days', async () => {
    stubApi(() => jsonResponse(stats()));
    renderWithProviders(<StatisticsScreen />);

    const streak = await screen.findByRole('region', { name: '연속 공부' });
    expect(within(streak).getByText('7일')).toBeInTheDocument();
    expect(within(streak).getByText('12일')).toBeInTheDocument();
    // 14 of 21 planned to-dos in the last 30 days.
    expect(within(streak).getByText('67%')).toBeInTheDocument();
    expect(within(streak).getByText('오늘도 이어 갔어요. 내일도 만나요!')).toBeInTheDocument();
  });

  it('charts the week with its total, daily average and the change from the week before', async () => {
    stubApi(() => jsonResponse(stats()));
    renderWithProviders(<StatisticsScreen />);

    const chart = await screen.findByRole('region', { name: '공부 시간' });
    // 30 + 60 + … + 210 minutes = 14 hours over 7 days, 2 hours a day; nothing the week before.
    expect(
      within(chart).getByText((_, element) => element?.tagName === 'P' && element.textContent === '14시간'),
    ).toBeInTheDocument();
    expect(within(chart).getByText('2시간')).toBeInTheDocument();
    expect(within(chart).getByText('· 지난 7일보다 14시간 더 했어요')).toBeInTheDocument();
    const bars = within(chart).getByRole('group', { name: '최근 7일 공부 시간' });
    expect(within(bars).getAllByRole('button')).toHaveLength(7);
    expect(
      screen.getByText(/최근 7일 동안 모두 14시간, 하루 평균 2시간, 7일 중 7일 공부했어요/),
    ).toBeInTheDocument();
  });

  it('tells a day’s time when its bar is chosen, by pointer or by the arrow keys', async () => {
    stubApi(() => jsonResponse(stats()));
    const user = userEvent.setup();
    renderWithProviders(<StatisticsScreen />);

    const chart = await screen.findByRole('region', { name: '공부 시간' });
    const todayBar = within(chart).getByRole('button', { name: '11월 22일 (일) 3시간 30분' });
    expect(todayBar).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(chart).getByRole('button', { name: '11월 20일 (금) 2시간 30분' }));
    expect(within(chart).getByText('11월 20일 (금)')).toBeInTheDocument();
    expect(within(chart).getByText('2시간 30분')).toBeInTheDocument();

    await user.keyboard('{ArrowLeft}');
    const thursday = within(chart).getByRole('button', { name: '11월 19일 (목) 2시간' });
    expect(thursday).toHaveFocus();
    expect(thursday).toHaveAttribute('aria-pressed', 'true');
    expect(thursday).toHaveAttribute('tabindex', '0');
  });

  it('switches to the last 30 days', async () => {
    stubApi(() => jsonResponse(stats()));
    const user = userEvent.setup();
    renderWithProviders(<StatisticsScreen />);

    const chart = await screen.findByRole('region', { name: '공부 시간' });
    await user.click(within(chart).getByRole('button', { name: '최근 30일' }));
    expect(within(chart).getByRole('button', { name: '최근 30일' })).toHaveAttribute('aria-pressed', 'true');
    const bars = within(chart).getByRole('group', { name: '최근 30일 공부 시간' });
    expect(within(bars).getAllByRole('button')).toHaveLength(30);
    // 840 minutes over 30 days is 28 minutes a day.
    expect(within(chart).getByText('28분')).toBeInTheDocument();
  });

  it('draws the year with a summary for screen readers', async () => {
    stubApi(() => jsonResponse(stats()));
    renderWithProviders(<StatisticsScreen />);

    const heatmap = await screen.findByRole('img', { name: /최근 1년 동안 7일 공부했어요/ });
    expect(heatmap).toHaveAccessibleName(
      '최근 1년 동안 7일 공부했어요. 모두 14시간, 가장 많이 한 날은 11월 22일 (일) 3시간 30분이에요.',
    );
  });

  it('names the hour of the best focus', async () => {
    stubApi(() => jsonResponse(stats()));
    renderWithProviders(<StatisticsScreen />);

    const hours = await screen.findByRole('region', { name: '가장 집중이 잘 되는 시간' });
    expect(hours).toHaveTextContent('21시~22시에 가장 많이 집중했어요');
    expect(within(hours).getByRole('img')).toHaveAccessibleName(
      '시간대별 집중 시간. 많은 순서로 21시~22시 5시간, 9시~10시 2시간.',
    );
  });

  it('names no best hour on under five minutes of focus', async () => {
    const secondsByHour = Array.from({ length: 24 }, (_, hour) => (hour === 21 ? 57 : 0));
    stubApi(() => jsonResponse(stats({ secondsByHour })));
    renderWithProviders(<StatisticsScreen />);

    const hours = await screen.findByRole('region', { name: '가장 집중이 잘 되는 시간' });
    expect(hours).toHaveTextContent('집중 기록이 쌓이면 어느 시간에 가장 잘 집중하는지 알려 드릴게요.');
    expect(hours).not.toHaveTextContent('가장 많이 집중했어요');
  });

  it('shows a plan behind its schedule with its pace, forecast and a one-tap reschedule', async () => {
    const fetchMock = stubApi(() => jsonResponse(stats()));
    const user = userEvent.setup();
    renderWithProviders(<StatisticsScreen />);

    const plans = await screen.findByRole('region', { name: '계획별 진행' });
    expect(within(plans).getByRole('link', { name: '수학의 정석' })).toHaveAttribute(
      'href',
      '/study-plan/plan-1',
    );
    expect(within(plans).getByText('3단원 밀림')).toBeInTheDocument();
    expect(within(plans).getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      '40%, 오늘까지 목표 55%',
    );
    expect(within(plans).getByText('단원당 평균 25분')).toBeInTheDocument();
    expect(within(plans).getByText('지금 속도라면 12월 30일 (수)에 끝나요')).toBeInTheDocument();
    expect(within(plans).getByText('요즘 하루 평균 50분 공부하고 있어요.')).toBeInTheDocument();
    expect(within(plans).getByText('계획한 12월 20일 (일)보다 10일 늦어요.')).toBeInTheDocument();

    await user.click(within(plans).getByRole('button', { name: '남은 일정 다시 짜기' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith('/api/study-plans/plan-1/reschedule', expect.anything()),
    );
    // The server's own sentence reaches the learner when it refuses.
    await waitFor(() =>
      expect(useAlertsStore.getState().alerts.map((alert) => alert.description)).toContain(
        '남은 단원이 없어요.',
      ),
    );
  });

  it('says how sure the forecast is: a span of end dates, or a warning when the pace is too uneven', async () => {
    stubApi(() =>
      jsonResponse(
        stats({
          plans: [
            plan({ forecastRange: { earliest: '2026-12-27', latest: '2027-01-03' } }),
            plan({ id: 'plan-2', title: '영단어', forecastEndDate: '2026-12-17', forecastRange: null }),
          ],
        }),
      ),
    );
    renderWithProviders(<StatisticsScreen />);

    const plans = await screen.findByRole('region', { name: '계획별 진행' });
    expect(within(plans).getByText('지금 속도라면 12월 27일 ~ 2027년 1월 3일쯤 끝나요')).toBeInTheDocument();
    expect(within(plans).getByText('계획한 12월 20일 (일)보다 10일 늦어요.')).toBeInTheDocument();
    expect(within(plans).getByText('지금 속도라면 12월 17일 (목)에 끝나요')).toBeInTheDocument();
    expect(
      within(plans).getByText(
        '계획한 12월 20일 (일)보다 3일 빨라요. 날마다 공부한 양이 들쭉날쭉해서 더 늦어질 수도 있어요.',
      ),
    ).toBeInTheDocument();
  });

  it('says why there is no forecast yet, and offers no reschedule for a plan on time', async () => {
    stubApi(() =>
      jsonResponse(
        stats({
          plans: [
            plan({ unitsBehind: 0, secondsPerUnit: null, minutesPerUnit: null, forecastEndDate: null }),
            plan({ id: 'plan-2', title: '영단어', unitsBehind: -2, forecastEndDate: '2026-12-17' }),
          ],
        }),
      ),
    );
    renderWithProviders(<StatisticsScreen />);

    const plans = await screen.findByRole('region', { name: '계획별 진행' });
    expect(within(plans).getByText('계획대로 가고 있어요')).toBeInTheDocument();
    expect(within(plans).getByText(/아직 기록이 부족해서 끝나는 날을 예상하기 어려워요/)).toBeInTheDocument();
    expect(within(plans).getByText(/단원당 걸리는 시간을 알려 드릴게요/)).toBeInTheDocument();
    expect(within(plans).getByText('2단원 앞섬')).toBeInTheDocument();
    expect(within(plans).getByText('계획한 12월 20일 (일)보다 3일 빨라요.')).toBeInTheDocument();
    expect(within(plans).queryByRole('button', { name: '남은 일정 다시 짜기' })).not.toBeInTheDocument();
  });

  it('invites a brand-new learner to make a plan or start focusing', async () => {
    stubApi(() => jsonResponse(empty()));
    renderWithProviders(<StatisticsScreen />);

    expect(await screen.findByRole('heading', { name: '아직 쌓인 기록이 없어요' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '학습 계획 만들기' })).toHaveAttribute(
      'href',
      '/study-plans/create',
    );
    expect(screen.getByRole('link', { name: '집중 시작하기' })).toHaveAttribute(
      'href',
      '/focus-session/create',
    );
  });

  it('shows a skeleton only once loading takes a moment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // An answer that never comes.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<StatisticsScreen />);

    expect(screen.queryByTestId('statistics-skeleton')).not.toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(screen.getByTestId('statistics-skeleton')).toBeInTheDocument();
  });

  it('says the statistics could not be read, with the reason, and reads them again on retry', async () => {
    let failing = true;
    stubApi(() =>
      failing
        ? jsonResponse(
            { statusCode: 400, code: 'VALIDATION', error: 'Bad Request', message: statsMessages.days },
            400,
          )
        : jsonResponse(stats()),
    );
    const user = userEvent.setup();
    renderWithProviders(<StatisticsScreen />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('통계를 불러오지 못했어요');
    expect(alert).toHaveTextContent(statsMessages.days);
    failing = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    const streak = await screen.findByRole('region', { name: '연속 공부' });
    expect(within(streak).getByText('7일')).toBeInTheDocument();
  });
});
