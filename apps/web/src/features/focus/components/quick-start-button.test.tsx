import type { FocusBlock } from '@molip/domain/focus';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { QuickStartButton } from './quick-start-button';

const TODO_ID = '00000000-0000-4000-8000-000000000001';
const NOW = '2026-11-21T01:00:00.000Z';

const block = {
  id: 'block-1',
  sessionId: 'session-1',
  ownerUserId: 'user-1',
  startTime: NOW,
  endTime: '2026-11-21T01:25:00.000Z',
  endedAt: null,
  isActive: true,
  plannedDurationMinutes: 25,
  actualFocusSeconds: 0,
  actualFocusMinutes: 0,
  plannedDailyTodoUnitCount: 1,
  completedDailyTodoUnitCount: 0,
  plannedDailyTodoUnits: [],
  focusLogs: [],
  createdAt: NOW,
  updatedAt: NOW,
  serverTime: NOW,
} satisfies FocusBlock;

const answer = {
  success: true,
  opened: 'session',
  data: {
    dailyTodoUnitId: TODO_ID,
    status: 'IN_PROGRESS',
    totalStudySeconds: 0,
    totalStudyMinutes: 0,
    creditedSeconds: 0,
    activeLog: null,
    block,
  },
};

function renderButton(status: 'PENDING' | 'COMPLETED' = 'PENDING') {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<QuickStartButton todo={{ id: TODO_ID, shortTitle: '1.1', status }} />} />
      <Route path="/focus-block/current" element={<p>집중 타이머</p>} />
    </Routes>,
  );
}

describe('QuickStartButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useFocusTimerStore.getState().reset();
    localStorage.clear();
  });

  it('starts focusing with the remembered block length in one tap and opens the timer', async () => {
    useFocusPreferencesStore.getState().chooseBlockMinutes(25);
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(answer));
    vi.stubGlobal('fetch', fetchMock);
    renderButton();
    fireEvent.click(screen.getByRole('button', { name: '1.1 집중 시작' }));
    expect(await screen.findByText('집중 타이머')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/focus-logs/quick-start');
    expect(JSON.parse(String(init?.body))).toEqual({ dailyTodoUnitId: TODO_ID, blockMinutes: 25 });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(useFocusTimerStore.getState().block?.id).toBe('block-1');
  });

  it('is not offered for a completed to-do', () => {
    renderButton('COMPLETED');
    expect(screen.queryByRole('button', { name: /집중 시작/ })).toBeNull();
  });
});
