import type { StudyPlanDetail } from '@molip/domain/study-plan';
import { fireEvent, screen, within } from '@testing-library/react';
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
        },
      ],
    },
  ],
  overdueCount: 0,
} satisfies StudyPlanDetail;

function renderAt(answer: () => Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => answer()),
  );
  return renderWithProviders(
    <Routes>
      <Route path="/study-plan/:id" element={<StudyPlanDetailRoute />} />
    </Routes>,
    { route: `/study-plan/${PLAN_ID}` },
  );
}

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
});
