import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { OFFLINE_NOTICE_ID } from './offline-reason';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

describe('Button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('with needsServer, is off while offline and points at the offline notice, and on again once back', () => {
    render(
      <>
        <Button needsServer aria-describedby="hint">
          저장
        </Button>
        <Button>닫기</Button>
      </>,
    );
    const save = screen.getByRole('button', { name: '저장' });
    expect(save).toBeEnabled();
    act(() => setOnline(false));
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-describedby', `hint ${OFFLINE_NOTICE_ID}`);
    expect(screen.getByRole('button', { name: '닫기' })).toBeEnabled();
    act(() => setOnline(true));
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-describedby', 'hint');
  });
});
