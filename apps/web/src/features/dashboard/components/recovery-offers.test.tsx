import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { RecoveryPreview } from '@molip/domain/recovery-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertStack } from '@/components/ui/alert-stack';
import { useSnackbarStore } from '@/components/ui/snackbar-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { RecoveryOffers } from './recovery-offers';

const PLAN_ID = '6f1c1b8e-2f4e-4b7a-9a37-1f0f7c2f9a11';

const todayList = (overdue: boolean): DailyTodoGroup[] => [
  {
    id: PLAN_ID,
    studyPlanTitle: '수학의 정석',
    todoDate: '2026-11-24',
    dailyTodoUnitResponses: [
      {
        id: 'todo-1',
        shortTitle: '1.1',
        title: '집합',
        totalStudySeconds: 0,
        totalStudyMinutes: 0,
        status: 'PENDING',
        contentUnitId: 'unit-1',
        studyPlanId: PLAN_ID,
        todoDate: overdue ? '2026-11-21' : '2026-11-24',
        isOverdue: overdue,
        originalDate: null,
        review: null,
      },
    ],
  },
];

const withBuffers: RecoveryPreview = {
  planId: PLAN_ID,
  planTitle: '수학의 정석',
  endDate: '2026-12-20',
  overdueDays: 3,
  overdueTodos: 4,
  spread: { choice: 'SPREAD', endDate: '2026-12-20', extendedDays: 0, bufferDaysUsed: 2, movedTodos: 9 },
  extend: { choice: 'EXTEND', endDate: '2026-12-23', extendedDays: 3, bufferDaysUsed: 0, movedTodos: 12 },
};

const plan = (endDate: string) => ({
  id: PLAN_ID,
  studyPlanName: '수학의 정석',
  title: '수학의 정석',
  learningContentId: 'content-1',
  learningContentTitle: '수학의 정석',
  learningContentAuthor: '',
  ownerUserName: null,
  type: 'BOOK',
  status: 'ACTIVE',
  currentProgress: 0,
  totalUnits: 20,
  completedUnits: 0,
  startDate: '2026-11-21',
  endDate,
  studySpeed: 1,
  dailyVolume: null,
  bufferDayInterval: 2,
  restDays: [],
  restWeekdays: [],
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
});

/** Today's list, the preview and the recovery's writes, each request recorded. */
function stubServer(preview: RecoveryPreview | null) {
  let overdue = preview !== null;
  const writes: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/daily-todos/today') return jsonResponse(todayList(overdue));
      if (url.startsWith('/api/user/stats')) return jsonResponse({}, 404);
      if (init?.method === 'POST') {
        writes.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/recovery/undo')) {
          overdue = true;
          return jsonResponse(plan('2026-12-20'));
        }
        overdue = false;
        return jsonResponse({ plan: plan('2026-12-20'), undoToken: 'signed-token' });
      }
      if (url === `/api/study-plans/${PLAN_ID}/recovery`) {
        return overdue && preview
          ? jsonResponse(preview)
          : jsonResponse({ code: 'NOTHING_OVERDUE', message: '밀린 할 일이 없어요.' }, 409);
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return writes;
}

function renderOffers() {
  return renderWithProviders(
    <>
      <RecoveryOffers />
      <AlertStack />
    </>,
  );
}

describe('RecoveryOffers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useSnackbarStore.getState().dismiss();
  });

  it('offers both ways in plain words, applies one in a tap and undoes it from the snackbar', async () => {
    const writes = stubServer(withBuffers);
    renderOffers();
    const card = await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' });
    expect(within(card).getByText('밀린 할 일 4개, 어떻게 따라잡을까요?')).toBeInTheDocument();
    const spread = within(card).getByRole('button', { name: /여유일 2일로 따라잡아요/ });
    expect(spread).toHaveTextContent('종료일 그대로 12월 20일');
    expect(within(card).getByRole('button', { name: /종료일을 12월 23일로 3일 미뤄요/ })).toHaveTextContent(
      '여유일은 그대로 남겨요',
    );

    await userEvent.click(spread);
    const snackbar = await screen.findByTestId('snackbar');
    expect(
      within(snackbar).getByText('밀린 할 일을 남은 날에 나눠 담았어요. 종료일은 그대로예요.'),
    ).toBeInTheDocument();
    expect(writes[0]).toEqual({
      url: `/api/study-plans/${PLAN_ID}/recovery`,
      body: { choice: 'SPREAD' },
    });
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());

    await userEvent.click(within(snackbar).getByRole('button', { name: '되돌리기' }));
    await waitFor(() =>
      expect(writes[1]).toEqual({
        url: `/api/study-plans/${PLAN_ID}/recovery/undo`,
        body: { undoToken: 'signed-token' },
      }),
    );
    expect(await screen.findByText('따라잡기 전 일정으로 되돌렸어요.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' })).toBeInTheDocument();
  });

  it('offers one choice when no buffer day is left, saying so', async () => {
    stubServer({
      ...withBuffers,
      spread: { ...withBuffers.extend, choice: 'SPREAD' },
    });
    renderOffers();
    const card = await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' });
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('종료일을 12월 23일로 3일 미뤄요');
    expect(buttons[0]).toHaveTextContent('남은 여유일이 없어요');
  });

  it('shows nothing while every plan is on track', async () => {
    stubServer(null);
    const { queryClient } = renderOffers();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
