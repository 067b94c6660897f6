import type { DailyTodoGroup } from '@molip/domain/daily-todo';
import type { RecoveryPreview } from '@molip/domain/recovery-contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertStack } from '@/components/ui/alert-stack';
import { useSnackbarStore } from '@/components/ui/snackbar-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { useRecoveryUndoStore } from '../stores/recovery-undo-store';
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
  overdueReviews: 0,
  spread: {
    choice: 'SPREAD',
    endDate: '2026-12-20',
    extendedDays: 0,
    bufferDaysUsed: 2,
    bufferDaysLeft: 1,
    movedTodos: 9,
  },
  extend: {
    choice: 'EXTEND',
    endDate: '2026-12-23',
    extendedDays: 3,
    bufferDaysUsed: 0,
    bufferDaysLeft: 3,
    movedTodos: 12,
  },
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

const MINUTE_MS = 60_000;
// The server's clock runs an hour ahead of the device's: the time left must be counted on the server's.
const SERVER_AHEAD_MS = 60 * MINUTE_MS;
const serverNow = () => new Date(Date.now() + SERVER_AHEAD_MS);

/** The server's answer about the undo: so much time left, or no longer honoured. */
type UndoWindowAnswer = { leftMs: number | null };

/**
 * Today's list, the preview, the recovery's writes and the undo's window (by default nine minutes and a half
 * left, on the server's clock), each write recorded.
 */
function stubServer(
  preview: RecoveryPreview | null,
  undoWindow: UndoWindowAnswer = { leftMs: 9.5 * MINUTE_MS },
) {
  let overdue = preview !== null;
  const writes: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      if (url === '/api/daily-todos/today') return jsonResponse(todayList(overdue));
      if (url.startsWith('/api/user/stats')) return jsonResponse({}, 404);
      if (url.endsWith('/recovery/undo-window')) {
        const now = serverNow();
        return jsonResponse({
          undoExpiresAt:
            undoWindow.leftMs === null ? null : new Date(now.getTime() + undoWindow.leftMs).toISOString(),
          serverTime: now.toISOString(),
        });
      }
      if (init?.method === 'POST') {
        writes.push({ url, body: JSON.parse(String(init.body)) });
        if (url.endsWith('/recovery/undo')) {
          overdue = true;
          return jsonResponse(plan('2026-12-20'));
        }
        overdue = false;
        const now = serverNow();
        return jsonResponse({
          plan: plan('2026-12-20'),
          undoToken: 'signed-token',
          undoExpiresAt: new Date(now.getTime() + 10 * MINUTE_MS).toISOString(),
          serverTime: now.toISOString(),
        });
      }
      if (url === `/api/study-plans/${PLAN_ID}/recovery`) {
        return jsonResponse(overdue && preview ? preview : null);
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return writes;
}

/** A recovery applied from this tab before a reload, as session storage keeps it. */
const keptUndo = {
  planId: PLAN_ID,
  planTitle: '수학의 정석',
  undoToken: 'signed-token',
  undoExpiresAt: '2026-11-24T10:10:00.000Z',
  endDate: '2026-12-23',
  previousEndDate: '2026-12-20',
};

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
    useRecoveryUndoStore.setState({ undos: {} });
  });

  it('offers both ways with the buffer days each uses and leaves, and keeps 되돌리기 on the card', async () => {
    const writes = stubServer(withBuffers);
    renderOffers();
    const card = await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' });
    expect(within(card).getByText('밀린 할 일 4개, 어떻게 따라잡을까요?')).toBeInTheDocument();
    const spread = within(card).getByRole('button', { name: /여유일 2일로 따라잡아요/ });
    expect(spread).toHaveTextContent('종료일 그대로 12월 20일 · 여유일 1일이 남아요');
    expect(within(card).getByRole('button', { name: /종료일을 12월 23일로 3일 미뤄요/ })).toHaveTextContent(
      '여유일 3일은 그대로 남겨요',
    );

    await userEvent.click(spread);
    const applied = await screen.findByRole('article', { name: '수학의 정석 밀린 할 일을 따라잡았어요' });
    expect(writes[0]).toEqual({
      url: `/api/study-plans/${PLAN_ID}/recovery`,
      body: { choice: 'SPREAD' },
    });
    expect(within(applied).getByText('종료일은 그대로 12월 20일이에요.')).toBeInTheDocument();
    // The focus the tapped choice had moves to what replaced it.
    expect(within(applied).getByRole('heading')).toHaveFocus();
    // Ten minutes on the server's clock, an hour ahead of the device's (else it would read 1시간 10분).
    expect(within(applied).getByRole('button', { name: '되돌리기 (10분 남음)' })).toBeInTheDocument();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
    expect(useRecoveryUndoStore.getState().undos[PLAN_ID]?.undoToken).toBe('signed-token');

    await userEvent.click(within(applied).getByRole('button', { name: /^되돌리기/ }));
    await waitFor(() =>
      expect(writes[1]).toEqual({
        url: `/api/study-plans/${PLAN_ID}/recovery/undo`,
        body: { undoToken: 'signed-token' },
      }),
    );
    expect(await screen.findByText('따라잡기 전 일정으로 되돌렸어요.')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' })).toBeInTheDocument();
    expect(useRecoveryUndoStore.getState().undos).toEqual({});
  });

  it('after a reload offers the undo again while the server says it holds, in seconds in its last minute', async () => {
    stubServer(null, { leftMs: 40_000 });
    useRecoveryUndoStore.getState().remember(keptUndo);
    renderOffers();
    const applied = await screen.findByRole('article', { name: '수학의 정석 밀린 할 일을 따라잡았어요' });
    expect(within(applied).getByText('종료일을 12월 23일로 미뤘어요.')).toBeInTheDocument();
    expect(
      within(applied).getByRole('button', { name: /^되돌리기 \((40|39)초 남음\)$/ }),
    ).toBeInTheDocument();
    // Nothing takes the focus on a page just opened.
    expect(within(applied).getByRole('heading')).not.toHaveFocus();
  });

  it('takes the card away when the server no longer honours the undo, or once its window closes', async () => {
    stubServer(null, { leftMs: null });
    useRecoveryUndoStore.getState().remember(keptUndo);
    const { queryClient } = renderOffers();
    await waitFor(() => expect(useRecoveryUndoStore.getState().undos).toEqual({}));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    vi.unstubAllGlobals();
    stubServer(null, { leftMs: 1_500 });
    act(() =>
      useRecoveryUndoStore.getState().remember({ ...keptUndo, undoExpiresAt: '2026-11-24T10:20:00.000Z' }),
    );
    const closing = await screen.findByRole('button', { name: /^되돌리기 \(\d초 남음\)$/ });
    await waitFor(() => expect(closing).not.toBeInTheDocument(), { timeout: 4_000 });
    // The card forgets the undo in an effect, after the render that took it away.
    await waitFor(() => expect(useRecoveryUndoStore.getState().undos).toEqual({}));
  }, 10_000);

  it('offers one choice when no buffer day is left, saying so', async () => {
    stubServer({
      ...withBuffers,
      spread: { ...withBuffers.extend, choice: 'SPREAD', bufferDaysLeft: 0 },
      extend: { ...withBuffers.extend, bufferDaysLeft: 0 },
    });
    renderOffers();
    const card = await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' });
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('종료일을 12월 23일로 3일 미뤄요');
    expect(buttons[0]).toHaveTextContent('남은 여유일이 없어요');
  });

  it('counts the overdue reviews apart from the new units and says where they go', async () => {
    stubServer({ ...withBuffers, overdueReviews: 3 });
    renderOffers();
    const card = await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' });
    expect(within(card).getByText('밀린 할 일 4개 · 복습 3개, 어떻게 따라잡을까요?')).toBeInTheDocument();
    expect(
      within(card).getByText('복습은 어느 쪽이든 잊기 쉬운 것부터 하루 복습량에 맞춰 나눠 담아요.'),
    ).toBeInTheDocument();
  });

  it('offers to spread the reviews when only reviews are behind', async () => {
    const keep = {
      endDate: '2026-12-20',
      extendedDays: 0,
      bufferDaysUsed: 0,
      bufferDaysLeft: 3,
      movedTodos: 0,
    };
    const writes = stubServer({
      ...withBuffers,
      overdueTodos: 0,
      overdueReviews: 3,
      spread: { ...keep, choice: 'SPREAD' },
      extend: { ...keep, choice: 'EXTEND' },
    });
    renderOffers();
    const card = await screen.findByRole('article', { name: '수학의 정석 3일 밀렸어요' });
    expect(within(card).getByText('밀린 복습 3개, 잊기 쉬운 것부터 나눠서 할까요?')).toBeInTheDocument();
    const buttons = within(card).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveTextContent('복습을 앞으로 나눠 담아요');
    expect(buttons[0]).toHaveTextContent('오늘부터 하루 복습량만큼씩 · 새 단원은 그대로');
    await userEvent.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(writes[0]).toEqual({ url: `/api/study-plans/${PLAN_ID}/recovery`, body: { choice: 'SPREAD' } }),
    );
  });

  it('shows nothing while every plan is on track', async () => {
    stubServer(null);
    const { queryClient } = renderOffers();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
