import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { blockAlertMessages } from '../utils/session-time-alerts';
import { useTimeAlerts } from './use-session-time-alerts';

let visibility: DocumentVisibilityState = 'visible';

describe('useTimeAlerts', () => {
  const notifications: { title: string; body?: string }[] = [];

  beforeEach(() => {
    vi.useFakeTimers();
    visibility = 'visible';
    notifications.length = 0;
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    class FakeNotification {
      static permission: NotificationPermission = 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        notifications.push({ title, body: options?.body });
      }
      close() {}
    }
    vi.stubGlobal('Notification', FakeNotification);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('reaches a hidden tab: a timer fires each stage as a system notification, the page no longer ticking', () => {
    const onExceeded = vi.fn();
    renderHook(() => useTimeAlerts('block-1', 6 * 60, { messages: blockAlertMessages, onExceeded }));
    expect(notifications).toHaveLength(0);
    visibility = 'hidden';
    act(() => vi.advanceTimersByTime(60_000 + 100));
    expect(notifications.map((entry) => entry.body)).toEqual([blockAlertMessages.fiveMinutesLeft]);
    act(() => vi.advanceTimersByTime(4 * 60_000));
    act(() => vi.advanceTimersByTime(60_000));
    expect(notifications.map((entry) => entry.body)).toEqual([
      blockAlertMessages.fiveMinutesLeft,
      blockAlertMessages.oneMinuteLeft,
      blockAlertMessages.exceeded,
    ]);
    expect(onExceeded).toHaveBeenCalledOnce();
  });

  it('shows only the in-app alert while the page is visible, once per stage', () => {
    const { rerender } = renderHook(({ remaining }) => useTimeAlerts('block-1', remaining), {
      initialProps: { remaining: 4 * 60 },
    });
    rerender({ remaining: 4 * 60 - 1 });
    expect(notifications).toHaveLength(0);
    expect(useAlertsStore.getState().alerts.map((alert) => alert.description)).toEqual([
      '세션 종료까지 5분 남았어요.',
    ]);
  });

  it('tells a block’s end as news, not a warning, while the minutes left are warnings', () => {
    const shown = () =>
      useAlertsStore
        .getState()
        .alerts.map(({ variant, title, description }) => [variant, title, description]);
    renderHook(() => useTimeAlerts('block-1', 30, { messages: blockAlertMessages, calmEnd: true }));
    expect(shown()).toEqual([['warning', '남은 시간', '집중 블록이 1분 남았어요.']]);
    act(() => vi.advanceTimersByTime(30_000 + 100));
    expect(shown()).toEqual([
      ['info', '알려 드려요', '계획한 블록 시간이 끝났어요. 여기까지의 집중을 기록했어요.'],
    ]);
  });
});
