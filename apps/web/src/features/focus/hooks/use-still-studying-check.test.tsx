import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStillStudyingCheck } from './use-still-studying-check';

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (next: DocumentVisibilityState) => {
  visibility = next;
  document.dispatchEvent(new Event('visibilitychange'));
};

describe('useStillStudyingCheck', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    visibility = 'visible';
  });

  it('asks when the learner comes back to a block that ended while the tab was hidden', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { result } = renderHook(() => useStillStudyingCheck());
    act(() => setVisibility('hidden'));
    act(() => result.current.blockEnded());
    expect(result.current.open).toBe(false);
    act(() => setVisibility('visible'));
    expect(result.current.open).toBe(true);
    act(() => result.current.close());
    expect(result.current.open).toBe(false);
  });

  it('does not ask a learner who watched the block end', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const { result } = renderHook(() => useStillStudyingCheck());
    act(() => result.current.blockEnded());
    expect(result.current.open).toBe(false);
  });
});
