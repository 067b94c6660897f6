import type { FocusBlock } from '@molip/domain/focus';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http-error';
import { createQueryClient } from '@/lib/query-client';
import { renderWithProviders } from '@/testing/render';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { serverClockOffsetMs } from '@/lib/server-clock';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { rememberBlock } from '../stores/last-known-block-store';
import { CurrentFocusBlockScreen, FocusBlockDetailScreen } from './focus-block-screen';
import type { FocusQuery } from './focus-query-fallback';

// The query is what this test controls; the timer view stands in for the real one.
const queries = vi.hoisted(() => ({ block: undefined as unknown }));
vi.mock('@/entities/focus/get-current-focus-block', () => ({ useCurrentFocusBlock: () => queries.block }));
vi.mock('../api/get-focus-block', () => ({ useFocusBlock: () => queries.block }));
vi.mock('./active-block-panel', () => ({ ActiveBlockPanel: () => <p>블록 타이머</p> }));

const SERVER_NOW = Date.now();
// The device's clock runs 3 minutes behind the server's.
const ARRIVED_AT = SERVER_NOW - 3 * 60_000;

function runningBlock(changes: Partial<FocusBlock> = {}): FocusBlock {
  return {
    id: 'block-1',
    sessionId: 'session-1',
    ownerUserId: 'learner-1',
    startTime: new Date(SERVER_NOW - 10 * 60_000).toISOString(),
    endTime: new Date(SERVER_NOW + 30 * 60_000).toISOString(),
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 40,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    plannedDailyTodoUnitCount: 0,
    completedDailyTodoUnitCount: 0,
    plannedDailyTodoUnits: [],
    focusLogs: [],
    createdAt: new Date(SERVER_NOW - 10 * 60_000).toISOString(),
    updatedAt: new Date(SERVER_NOW - 10 * 60_000).toISOString(),
    serverTime: new Date(SERVER_NOW).toISOString(),
    ...changes,
  } satisfies FocusBlock;
}

function noAnswer(): FocusQuery<ReceivedBlock> {
  return {
    data: undefined,
    isPending: false,
    isError: true,
    error: new HttpError({ kind: 'network' }),
    isFetching: false,
    refetch: vi.fn<() => unknown>(),
  };
}

function answered(data: ReceivedBlock | null): FocusQuery<ReceivedBlock> {
  return {
    data,
    isPending: false,
    isError: false,
    error: null,
    isFetching: false,
    refetch: vi.fn<() => unknown>(),
  };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

function BlockRecordStandIn() {
  return <p>블록 기록 {useParams().id}</p>;
}

/** The current block's screen; `rerender` asks its query again, as a new answer would. */
function renderCurrentScreen(learnerId = 'learner-1') {
  const queryClient = createQueryClient();
  const ui = () => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Routes>
          <Route path="/" element={<CurrentFocusBlockScreen timeZone="Asia/Seoul" learnerId={learnerId} />} />
          <Route path="/focus-block/:id" element={<BlockRecordStandIn />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui());
  return { rerender: () => view.rerender(ui()) };
}

beforeEach(() => {
  setOnline(false);
  queries.block = noAnswer();
  rememberBlock({ block: runningBlock(), receivedAt: ARRIVED_AT });
  useFocusTimerStore.setState({ block: null, clockOffsetMs: 0, now: 0 });
});

afterEach(() => {
  useFocusTimerStore.setState({ block: null, clockOffsetMs: 0, now: 0 });
});

describe('the block screen reloaded offline', () => {
  it("shows the learner's last known block, labelled, with the clock offset its answer revealed", async () => {
    renderCurrentScreen();

    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('마지막으로 불러온 블록이에요');
    expect(screen.getByRole('status')).toHaveTextContent('오프라인이라도 타이머는 그대로 흘러가요.');
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
    const timer = useFocusTimerStore.getState();
    expect(timer.block?.id).toBe('block-1');
    expect(timer.clockOffsetMs).toBe(serverClockOffsetMs(runningBlock().serverTime, ARRIVED_AT));
  });

  it("shows another learner's block to no one: only the offline state", () => {
    renderCurrentScreen('learner-2');

    expect(screen.queryByText('블록 타이머')).not.toBeInTheDocument();
    expect(screen.getByText('오프라인이에요.')).toBeInTheDocument();
  });

  it('offers asking again while online but the server has not answered', async () => {
    setOnline(true);
    const query = noAnswer();
    queries.block = query;
    renderCurrentScreen();

    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it("back online, the server's answer replaces the stored one", async () => {
    const view = renderCurrentScreen();
    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();

    // The answer comes with the network; this one's device clock agrees with the server's.
    const fresh = runningBlock({ serverTime: new Date(SERVER_NOW + 60_000).toISOString() });
    act(() => setOnline(true));
    queries.block = answered({ block: fresh, receivedAt: SERVER_NOW + 60_000 });
    view.rerender();

    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
    expect(screen.queryByText('마지막으로 불러온 블록이에요')).not.toBeInTheDocument();
    expect(useFocusTimerStore.getState().clockOffsetMs).toBe(0);
  });

  it('back online, a block that ended meanwhile shows as the server records it', async () => {
    const view = renderCurrentScreen();
    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();

    act(() => setOnline(true));
    queries.block = answered(null);
    view.rerender();

    expect(await screen.findByText('블록 기록 block-1')).toBeInTheDocument();
    expect(localStorage.getItem('molip-last-known-block')).toBeNull();
  });

  it('by id, shows it only on its own page', async () => {
    const other = renderWithProviders(
      <FocusBlockDetailScreen id="block-0" timeZone="Asia/Seoul" learnerId="learner-1" />,
    );
    expect(screen.queryByText('블록 타이머')).not.toBeInTheDocument();
    other.unmount();

    renderWithProviders(<FocusBlockDetailScreen id="block-1" timeZone="Asia/Seoul" learnerId="learner-1" />);
    expect(await screen.findByText('블록 타이머')).toBeInTheDocument();
  });
});
