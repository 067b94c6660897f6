import { FREE_FOCUS_TITLE, type FocusBlock } from '@molip/domain/focus';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { useFocusPreferencesStore } from '../stores/focus-preferences-store';
import { currentTodoId, isFocusing } from '../stores/focus-timer-machine';
import { useFocusTimerStore } from '../stores/focus-timer-store';
import { FreeFocusButton } from './free-focus-button';

const NOW = '2026-11-21T01:00:00.000Z';

const block = {
  id: 'block-free',
  sessionId: 'session-1',
  ownerUserId: 'user-1',
  startTime: NOW,
  endTime: '2026-11-21T01:50:00.000Z',
  endedAt: null,
  isActive: true,
  plannedDurationMinutes: 50,
  actualFocusSeconds: 0,
  actualFocusMinutes: 0,
  plannedDailyTodoUnitCount: 0,
  completedDailyTodoUnitCount: 0,
  plannedDailyTodoUnits: [],
  focusLogs: [
    {
      id: 'log-1',
      blockId: 'block-free',
      userId: 'user-1',
      dailyTodoUnitId: null,
      dailyTodoUnitTitle: FREE_FOCUS_TITLE,
      startTime: NOW,
      endTime: null,
      actualFocusSeconds: 0,
      actualFocusMinutes: 0,
      status: 'IN_PROGRESS',
    },
  ],
  createdAt: NOW,
  updatedAt: NOW,
  serverTime: NOW,
} satisfies FocusBlock;

describe('FreeFocusButton', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useFocusTimerStore.getState().reset();
    localStorage.clear();
  });

  it('starts a free focus of the remembered length in one tap and opens the timer', async () => {
    useFocusPreferencesStore.getState().chooseBlockMinutes(50);
    const fetchMock = vi.fn<typeof fetch>(async () =>
      jsonResponse({
        success: true,
        opened: 'session',
        data: { creditedSeconds: 0, activeLog: null, block },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <Routes>
        <Route path="/" element={<FreeFocusButton />} />
        <Route path="/focus-block/current" element={<p>집중 타이머</p>} />
      </Routes>,
    );

    fireEvent.click(screen.getByRole('button', { name: '자유롭게 집중하기' }));

    expect(await screen.findByText('집중 타이머')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain('/focus-logs/free/start');
    expect(JSON.parse(String(init?.body))).toEqual({ blockMinutes: 50 });
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    expect(isFocusing(useFocusTimerStore.getState())).toBe(true);
    expect(currentTodoId(useFocusTimerStore.getState())).toBeNull();
  });
});
