import type { FocusSession } from '@molip/domain/focus';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageLayout } from '@/components/ui/page-layout';
import { renderWithProviders } from '@/testing/render';
import { FocusSessionView } from './focus-session-view';

const START = Date.parse('2026-11-21T01:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** A running session of an hour with no block, answered `secondsLeft` before its end. */
function runningSession(secondsLeft: number): FocusSession {
  const end = START + 60 * 60_000;
  return {
    id: 'session-1',
    sessionType: '집중 학습',
    startTime: iso(START),
    endTime: iso(end),
    startClock: '10:00',
    endClock: '11:00',
    endedAt: null,
    isActive: true,
    plannedDurationMinutes: 60,
    focusTargetMinutes: 60,
    actualFocusSeconds: 0,
    actualFocusMinutes: 0,
    totalContentUnits: 0,
    completedContentUnits: 0,
    focusBlocks: [],
    createdAt: iso(START),
    serverTime: iso(end - secondsLeft * 1000),
  };
}

const renderView = (secondsLeft: number) =>
  renderWithProviders(
    <PageLayout title="집중 세션">
      <FocusSessionView
        received={{ session: runningSession(secondsLeft), receivedAt: Date.now() }}
        timeZone="Asia/Seoul"
      />
    </PageLayout>,
  );

describe('FocusSessionView', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers a new block while the session has minutes left', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderView(10 * 60);
    expect(screen.getByRole('button', { name: '새 집중 블록' })).toBeEnabled();
    expect(screen.queryByText(/새 블록을 시작할 수 없어요/)).toBeNull();
  });

  it('says why no new block can start with under a minute left, instead of a form that would refuse it', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderView(40);
    expect(screen.getByRole('button', { name: '새 집중 블록' })).toBeDisabled();
    expect(screen.getByText('남은 시간이 1분도 안 돼서 새 블록을 시작할 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '세션 종료' })).toBeEnabled();
  });
});
