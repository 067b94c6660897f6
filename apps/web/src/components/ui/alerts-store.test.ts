import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from './alerts-store';

const state = () => useAlertsStore.getState();

describe('alert stack', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    state().clear();
  });
  afterEach(() => {
    state().clear();
    vi.useRealTimers();
  });

  it('disappears by itself after 3000 ms', () => {
    state().show({ variant: 'success', description: '저장했어요.' });
    vi.advanceTimersByTime(2999);
    expect(state().alerts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(state().alerts).toHaveLength(0);
  });

  it('uses the default title of its variant when the caller names none', () => {
    state().show({ variant: 'error' });
    state().show({ variant: 'success' });
    state().show({ variant: 'warning' });
    state().show({ variant: 'info' });
    expect(state().alerts.map((alert) => alert.title)).toEqual([
      '문제가 생겼어요',
      '완료했어요',
      '확인해 주세요',
      '알려 드려요',
    ]);
  });

  it('keeps a duration-0 alert until it is closed', () => {
    const id = state().show({ variant: 'info', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(state().alerts).toHaveLength(1);
    state().dismiss(id);
    expect(state().alerts).toHaveLength(0);
  });

  it('clears all alerts, or only one variant', () => {
    state().show({ variant: 'error' });
    state().show({ variant: 'error' });
    state().show({ variant: 'info' });
    state().clearVariant('error');
    expect(state().alerts.map((alert) => alert.variant)).toEqual(['info']);
    state().clear();
    expect(state().alerts).toEqual([]);
  });
});
