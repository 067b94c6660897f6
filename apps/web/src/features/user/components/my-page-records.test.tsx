import type { LearnerStats } from '@molip/domain/study-stats';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { MyRecordsDownload } from './my-records-download';
import { StudyRecordCard } from './study-record-card';

// Thursday 2026-11-19: the week is Monday 16 to Sunday 22.
const stats = {
  today: {
    date: '2026-11-19',
    studyMinutes: 25,
    completedTodos: 1,
    plannedTodos: 2,
    studySeconds: 1_500,
    closedStudySeconds: 1_500,
    focusingSince: null,
    focusCreditEndsAt: null,
  },
  totals: { studySeconds: 15_000, studyMinutes: 250, completedTodos: 6, plannedTodos: 10 },
  streak: { current: 4, longest: 9, todayCounts: true },
  completionRate: 0.6,
  daily: [
    { date: '2026-11-13', studySeconds: 3000, studyMinutes: 50, completedTodos: 1, plannedTodos: 1 },
    { date: '2026-11-14', studySeconds: 2400, studyMinutes: 40, completedTodos: 1, plannedTodos: 1 },
    { date: '2026-11-15', studySeconds: 3600, studyMinutes: 60, completedTodos: 1, plannedTodos: 2 },
    { date: '2026-11-16', studySeconds: 2700, studyMinutes: 45, completedTodos: 1, plannedTodos: 2 },
    { date: '2026-11-17', studySeconds: 0, studyMinutes: 0, completedTodos: 0, plannedTodos: 0 },
    { date: '2026-11-18', studySeconds: 1800, studyMinutes: 30, completedTodos: 1, plannedTodos: 2 },
    { date: '2026-11-19', studySeconds: 1500, studyMinutes: 25, completedTodos: 1, plannedTodos: 2 },
  ],
  secondsByHour: Array.from({ length: 24 }, () => 0),
  byHour: Array.from({ length: 24 }, () => 0),
  plans: [],
} satisfies LearnerStats;

const notFound = () =>
  jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'Route not found' }, 404);

describe('StudyRecordCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows this week’s total (Monday to today) and the streak, opening the statistics', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse(stats)),
    );
    renderWithProviders(<StudyRecordCard />);
    const card = await screen.findByRole('link', {
      name: '이번 주 공부 1시간 40분, 연속 공부 4일, 최장 9일. 통계 보기',
    });
    expect(card).toHaveAttribute('href', '/statistics');
    expect(card).toHaveTextContent('11월 16일 ~ 11월 22일');
  });

  it('reads a week of 40 seconds as 40초, not 0분', async () => {
    // Nothing all week but 40 seconds today (the 19th, the series' last day).
    const daily = stats.daily.map((day) => ({
      ...day,
      studySeconds: day.date === stats.today.date ? 40 : 0,
      studyMinutes: 0,
    }));
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ ...stats, daily })),
    );
    renderWithProviders(<StudyRecordCard />);
    const card = await screen.findByRole('link', { name: /^이번 주 공부 40초,/ });
    expect(card).toHaveTextContent('이번 주 공부40초');
  });

  it('fails quietly with a retry', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(notFound())
      .mockResolvedValue(jsonResponse(stats));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<StudyRecordCard />);
    await userEvent.click(await screen.findByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /이번 주 공부 1시간 40분/ })).toBeInTheDocument();
  });

  it('shows a skeleton while a slow answer is coming', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
    );
    renderWithProviders(<StudyRecordCard />);
    expect(await screen.findByRole('status', { name: '학습 기록을 불러오는 중' })).toBeInTheDocument();
  });
});

describe('MyRecordsDownload', () => {
  let clicked: string[];
  beforeEach(() => {
    clicked = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:records'), revokeObjectURL: vi.fn() }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    useAlertsStore.getState().clear();
  });

  it('saves the JSON file under the server’s name, disabling both buttons meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderWithProviders(<MyRecordsDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'JSON 전체' }));
    expect(await screen.findByRole('button', { name: '내려받는 중' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'CSV 집중 기록' })).toBeDisabled();
    answer(
      new Response('{}', {
        headers: { 'Content-Disposition': 'attachment; filename="molip-records-2026-11-19.json"' },
      }),
    );
    await waitFor(() => expect(clicked).toEqual(['molip-records-2026-11-19.json blob:records']));
    await waitFor(() => expect(screen.getByRole('button', { name: 'JSON 전체' })).toBeEnabled());
  });

  it('says so in Korean when the download fails', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => notFound());
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<MyRecordsDownload />);
    await userEvent.click(screen.getByRole('button', { name: 'CSV 집중 기록' }));
    await waitFor(() =>
      expect(useAlertsStore.getState().alerts).toMatchObject([
        { variant: 'error', description: '학습 기록을 내려받지 못했어요. 잠시 후 다시 시도해 주세요.' },
      ]),
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/me/export?format=csv');
    expect(clicked).toEqual([]);
  });
});
