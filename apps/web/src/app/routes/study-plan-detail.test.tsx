import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { StudyPlanDetailRoute } from './study-plan-detail';

const PLAN_ID = '0b7c1c7e-3f0a-4c43-9d8c-5a4f7f1b2c3d';

const plan = {
  id: PLAN_ID,
  studyPlanName: '수학의 정석',
  title: '수학의 정석',
  learningContentId: 'content-1',
  learningContentTitle: '수학의 정석 기본편',
  learningContentAuthor: '홍성대',
  ownerUserName: '민지',
  type: 'BOOK',
  status: 'ACTIVE',
  currentProgress: 0.25,
  totalUnits: 4,
  completedUnits: 1,
  startDate: '2026-11-22',
  endDate: '2026-11-25',
  studySpeed: 1,
  dailyVolume: null,
  bufferDayInterval: 0,
  reviewsPerDay: null,
  targetRetentionPercent: 90,
  reviewMinutesPerDay: null,
  completedReviews: 0,
  restDays: [],
  restWeekdays: [],
  createdAt: '2026-11-21T00:00:00Z',
  updatedAt: '2026-11-21T00:00:00Z',
  days: [
    {
      date: '2026-11-22',
      kind: 'STUDY',
      units: [
        {
          id: 'u1',
          contentUnitId: 'cu1',
          shortTitle: '1.1',
          title: '집합',
          status: 'COMPLETED',
          totalStudySeconds: 1800,
          totalStudyMinutes: 30,
          review: null,
        },
      ],
    },
  ],
  overdueCount: 0,
} satisfies StudyPlanDetail;

/** The running block as `/focus-blocks/current` answers it, with one log on `openLog`'s to-do. */
function currentBlock(openLog: { dailyTodoUnitId: string; endTime: null }) {
  const at = '2026-11-22T01:00:00.000Z';
  return {
    id: 'block-1',
    sessionId: 'session-1',
    ownerUserId: 'user-1',
    startTime: at,
    endTime: '2026-11-22T01:40:00.000Z',
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 40,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    plannedDailyTodoUnitCount: 2,
    completedDailyTodoUnitCount: 0,
    plannedDailyTodoUnits: [],
    focusLogs: [
      {
        id: 'log-1',
        blockId: 'block-1',
        userId: 'user-1',
        dailyTodoUnitTitle: '명제',
        startTime: at,
        actualFocusSeconds: 0,
        actualFocusMinutes: 0,
        status: 'IN_PROGRESS',
        ...openLog,
      },
    ],
    createdAt: at,
    updatedAt: at,
    serverTime: at,
  };
}

function renderAt(answer: (url: string) => Response) {
  vi.stubGlobal(
    'fetch',
    // The page asks whether a focus session runs (to tell 집중 중 from 일시 정지): none, unless answered.
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input);
      const answered = answer(url);
      if (!url.includes('/focus-sessions/status')) return answered;
      const body: unknown = await answered.clone().json();
      return body !== null && typeof body === 'object' && 'hasActive' in body
        ? answered
        : jsonResponse({ hasActive: false, id: null });
    }),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/study-plan/:id" element={<StudyPlanDetailRoute />} />
    </Routes>,
    { route: `/study-plan/${PLAN_ID}` },
  );
}

/** The week's statistics with this plan forecast between 11월 28일 and 12월 6일. */
const weekStats = {
  today: {
    date: '2026-11-24',
    studySeconds: 0,
    studyMinutes: 0,
    completedTodos: 0,
    plannedTodos: 1,
    closedStudySeconds: 0,
    focusingSince: null,
    focusCreditEndsAt: null,
  },
  totals: { studySeconds: 0, studyMinutes: 0, completedTodos: 1, plannedTodos: 3 },
  streak: { current: 0, longest: 1, todayCounts: false },
  completionRate: 0.3,
  daily: [],
  secondsByHour: Array.from({ length: 24 }, () => 0),
  byHour: Array.from({ length: 24 }, () => 0),
  plans: [
    {
      id: PLAN_ID,
      title: '수학의 정석',
      endDate: '2026-11-25',
      totalUnits: 4,
      completedUnits: 1,
      progress: 0.25,
      expectedProgress: 0.5,
      unitsBehind: 1,
      secondsPerUnit: null,
      minutesPerUnit: null,
      forecastEndDate: '2026-11-30',
      forecastRange: { earliest: '2026-11-28', latest: '2026-12-06' },
    },
  ],
};

describe('StudyPlanDetailRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a missing plan is gone and leads back to the list, without a retry', async () => {
    renderAt(() =>
      jsonResponse(
        { statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: '삭제되었거나 없는 계획이에요.' },
        404,
      ),
    );
    expect(await screen.findByText('삭제되었거나 없는 계획이에요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '목록으로' })).toHaveAttribute('href', '/study-plans');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('tells the to-do being focused on (집중 중) from a started one that is paused (일시 정지)', async () => {
    const unit = (id: string, shortTitle: string, title: string) => ({
      id,
      contentUnitId: `c${id}`,
      shortTitle,
      title,
      status: 'IN_PROGRESS' as const,
      totalStudySeconds: 120,
      totalStudyMinutes: 2,
      review: null,
    });
    const started = {
      ...plan,
      days: [
        {
          date: '2026-11-22',
          kind: 'STUDY' as const,
          units: [unit('u2', '1.2', '명제'), unit('u3', '1.3', '함수')],
        },
      ],
    } satisfies StudyPlanDetail;
    const openLog = { dailyTodoUnitId: 'u2', endTime: null };
    renderAt((url) => {
      if (url.includes('/focus-sessions/status') || url.includes('/focus-blocks/status'))
        return jsonResponse({ hasActive: true, id: 'active-1' });
      if (url.includes('/focus-blocks/current')) return jsonResponse(currentBlock(openLog));
      return jsonResponse(started);
    });
    const focusing = await screen.findByText('명제');
    await waitFor(() => expect(focusing.parentElement).toHaveTextContent('집중 중'));
    expect(screen.getByText('함수').parentElement).toHaveTextContent('일시 정지');
    expect(screen.getByText('함수').parentElement).not.toHaveTextContent('집중 중');
  });

  it('keeps the five management actions in the ⋯ menu, the schedule right under the summary', async () => {
    renderAt(() => jsonResponse(plan));
    expect(await screen.findByRole('heading', { name: '날짜별 일정' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '계획 삭제' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '계획 관리' }));
    const sheet = await screen.findByRole('dialog');
    expect(
      within(sheet)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['이름 바꾸기', '남은 일정 다시 짜기', '일시 정지', '보관하기', '계획 삭제', '취소']);
  });

  it('says when the plan ends at the measured pace, and how sure that is', async () => {
    renderAt((url) => jsonResponse(url.includes('/user/stats') ? weekStats : plan));
    expect(await screen.findByText('지금 속도라면 11월 28일 ~ 12월 6일쯤 끝나요')).toBeInTheDocument();
    expect(screen.getByText('계획한 11월 25일 (수)보다 5일 늦어요.')).toBeInTheDocument();
  });

  it('asks for a name inline instead of ignoring an empty one', async () => {
    renderAt(() => jsonResponse(plan));
    await userEvent.click(await screen.findByRole('button', { name: '계획 관리' }));
    fireEvent.click(await screen.findByRole('button', { name: '이름 바꾸기' }));
    const input = await screen.findByLabelText('계획 이름');
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('계획 이름을 입력해 주세요.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('turns review on at once, and off only after saying the reviews left go', async () => {
    const patches: unknown[] = [];
    let current: StudyPlanDetail = { ...plan };
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input, init) => {
        if (init?.method === 'PATCH') {
          const body = JSON.parse(String(init.body)) as { reviewsPerDay: number | null };
          patches.push(body);
          current = { ...current, reviewsPerDay: body.reviewsPerDay };
        }
        if (String(input).includes('/focus-sessions/status'))
          return jsonResponse({ hasActive: false, id: null });
        return jsonResponse(String(input).includes('/user/stats') ? weekStats : current);
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/study-plan/:id" element={<StudyPlanDetailRoute />} />
      </Routes>,
      { route: `/study-plan/${PLAN_ID}` },
    );
    const review = await screen.findByRole('switch', { name: '복습 일정 넣기' });
    expect(review).toHaveAttribute('aria-checked', 'false');
    // Off and never reviewed: no review figure beside the new units' progress.
    expect(screen.queryByText(/^\d+개 완료$/)).not.toBeInTheDocument();

    await userEvent.click(review);
    await waitFor(() => expect(patches).toEqual([{ reviewsPerDay: 3 }]));
    const perDay = await screen.findByRole('combobox', { name: '하루 최대 복습' });
    await userEvent.selectOptions(perDay, '5');
    await waitFor(() => expect(patches).toEqual([{ reviewsPerDay: 3 }, { reviewsPerDay: 5 }]));
    expect(await screen.findByText('0개 완료')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: '복습 일정 넣기' }));
    const dialog = await screen.findByRole('dialog', { name: '‘수학의 정석’ 계획의 복습을 끌까요?' });
    expect(dialog).toHaveTextContent('남은 복습 할 일은 지워져요.');
    expect(patches).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: '끄기' }));
    await waitFor(() => expect(patches.at(-1)).toEqual({ reviewsPerDay: null }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: '복습 일정 넣기' })).toHaveAttribute('aria-checked', 'false'),
    );
  });

  it('counts reviews apart from the units and marks the days’ reviews', async () => {
    const reviewed = {
      ...plan,
      reviewsPerDay: 2,
      completedReviews: 3,
      days: [
        {
          date: '2026-11-23',
          kind: 'STUDY' as const,
          units: [
            {
              id: 'r1',
              contentUnitId: 'cu1',
              shortTitle: '1.1',
              title: '집합',
              status: 'PENDING' as const,
              totalStudySeconds: 0,
              totalStudyMinutes: 0,
              review: { step: 2, rating: null },
            },
          ],
        },
      ],
    } satisfies StudyPlanDetail;
    renderAt((url) => jsonResponse(url.includes('/user/stats') ? weekStats : reviewed));
    expect(await screen.findByText('3개 완료')).toBeInTheDocument();
    expect(screen.getByText('단원 1/4')).toBeInTheDocument();
    expect(screen.getByText('복습 2회차')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '하루 최대 복습' })).toHaveValue('2');
  });
});
