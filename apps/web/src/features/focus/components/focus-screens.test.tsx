import type { FocusBlock, FocusSession } from '@molip/domain/focus';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { renderWithProviders } from '@/testing/render';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import type { ReceivedSession } from '@/entities/focus/get-current-focus-session';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { CurrentFocusBlockScreen, FocusBlockDetailScreen } from './focus-block-screen';
import type { FocusQuery } from './focus-query-fallback';
import { CurrentFocusSessionScreen, FocusSessionDetailScreen } from './focus-session-screen';

// The queries are what this test controls; the timer views stand in for the real ones.
const queries = vi.hoisted(() => {
  const current: { session: unknown; block: unknown } = { session: undefined, block: undefined };
  return current;
});
vi.mock('@/entities/focus/get-current-focus-session', () => ({
  useCurrentFocusSession: () => queries.session,
}));
vi.mock('@/entities/focus/get-current-focus-block', () => ({ useCurrentFocusBlock: () => queries.block }));
vi.mock('../api/get-focus-session', () => ({ useFocusSession: () => queries.session }));
vi.mock('../api/get-focus-block', () => ({ useFocusBlock: () => queries.block }));
vi.mock('./focus-session-view', () => ({ FocusSessionView: () => <p>세션 타이머</p> }));
vi.mock('./active-block-panel', () => ({ ActiveBlockPanel: () => <p>블록 타이머</p> }));

const NOW = '2026-11-21T09:30:00.000Z';
const databaseAway = new HttpError({ kind: 'http', status: 503, retryAfterSeconds: 5 });

const block = {
  id: 'block-1',
  sessionId: 'session-1',
  ownerUserId: 'user-1',
  startTime: '2026-11-21T09:00:00.000Z',
  endTime: '2026-11-21T10:00:00.000Z',
  endedAt: null,
  isActive: true,
  plannedDurationMinutes: 60,
  actualFocusSeconds: 0,
  actualFocusMinutes: 0,
  plannedDailyTodoUnitCount: 0,
  completedDailyTodoUnitCount: 0,
  plannedDailyTodoUnits: [],
  focusLogs: [],
  createdAt: '2026-11-21T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
  serverTime: NOW,
} satisfies FocusBlock;

const session = {
  id: 'session-1',
  sessionType: 'FOCUS',
  startTime: '2026-11-21T09:00:00.000Z',
  endTime: '2026-11-21T11:00:00.000Z',
  startClock: '18:00',
  endClock: '20:00',
  endedAt: null,
  isActive: true,
  plannedDurationMinutes: 120,
  focusTargetMinutes: 60,
  actualFocusSeconds: 0,
  actualFocusMinutes: 0,
  totalContentUnits: 0,
  completedContentUnits: 0,
  focusBlocks: [],
  createdAt: '2026-11-21T09:00:00.000Z',
  serverTime: NOW,
} satisfies FocusSession;

function failedRefetch<T>(data: T | null | undefined, error: unknown = databaseAway) {
  const refetch = vi.fn<() => unknown>();
  return {
    data,
    isPending: false,
    isError: true,
    error,
    isFetching: false,
    refetch,
  } satisfies FocusQuery<T>;
}

beforeEach(() => {
  useFocusTimerStore.getState().reset();
});

describe('focus screens when a refetch fails', () => {
  it('keep the running block on screen with a quiet notice and a retry', async () => {
    const query = failedRefetch<ReceivedBlock>({ block, receivedAt: Date.parse(NOW) });
    queries.block = query;
    renderWithProviders(<CurrentFocusBlockScreen timeZone="Asia/Seoul" learnerId="user-1" />);

    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('지금은 연결이 원활하지 않아요.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('keep the running session on screen', () => {
    queries.session = failedRefetch<ReceivedSession>({ session, receivedAt: Date.parse(NOW) });
    renderWithProviders(<CurrentFocusSessionScreen timeZone="Asia/Seoul" />);

    expect(screen.getByText('세션 타이머')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('잠시 후 다시 시도해 주세요.');
  });

  it('show a calm box with a retry when nothing was loaded yet', () => {
    const query = failedRefetch<ReceivedSession>(undefined);
    queries.session = query;
    renderWithProviders(<CurrentFocusSessionScreen timeZone="Asia/Seoul" />);

    expect(screen.queryByText('세션 타이머')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('지금은 연결이 원활하지 않아요.');
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});

describe('a focus session or block asked for by id', () => {
  const notFound = new HttpError({ kind: 'http', status: 404 });

  it("that is not the learner's says so and leads home, without a retry", () => {
    queries.session = failedRefetch<ReceivedSession>(undefined, notFound);
    renderWithProviders(<FocusSessionDetailScreen id="someone-elses" timeZone="Asia/Seoul" />);

    expect(screen.getByText('끝났거나 없는 집중 세션이에요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('names a missing block as a block', () => {
    queries.block = failedRefetch<ReceivedBlock>(undefined, notFound);
    renderWithProviders(<FocusBlockDetailScreen id="gone" timeZone="Asia/Seoul" learnerId="user-1" />);

    expect(screen.getByText('끝났거나 없는 집중 블록이에요')).toBeInTheDocument();
  });

  it('keeps the retry when the network failed', () => {
    queries.session = failedRefetch<ReceivedSession>(undefined, new HttpError({ kind: 'network' }));
    renderWithProviders(<FocusSessionDetailScreen id="session-1" timeZone="Asia/Seoul" />);

    expect(screen.queryByText('끝났거나 없는 집중 세션이에요')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 시도' })).toBeInTheDocument();
  });
});
