import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReplaceSecret } from './replace-secret';

function renderReplace(onReplace: (replaced: () => void) => void) {
  render(
    <ReplaceSecret
      label="주소 바꾸기"
      consequence="지금 주소는 더 이상 열리지 않아요."
      confirmLabel="새 주소 만들기"
      pending={false}
      onReplace={onReplace}
    />,
  );
}

describe('ReplaceSecret', () => {
  it('says what stops working before replacing, and replaces nothing when cancelled', async () => {
    const user = userEvent.setup();
    const onReplace = vi.fn();
    renderReplace(onReplace);
    await user.click(screen.getByRole('button', { name: '주소 바꾸기' }));
    expect(screen.getByRole('group', { name: '주소 바꾸기 확인' })).toHaveTextContent(
      '지금 주소는 더 이상 열리지 않아요.',
    );
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(onReplace).not.toHaveBeenCalled();
  });

  it('stays open until the replacement is done, then closes', async () => {
    const user = userEvent.setup();
    let replaced: (() => void) | undefined;
    renderReplace((done) => {
      replaced = done;
    });
    await user.click(screen.getByRole('button', { name: '주소 바꾸기' }));
    await user.click(screen.getByRole('button', { name: '새 주소 만들기' }));
    expect(screen.getByRole('group', { name: '주소 바꾸기 확인' })).toBeInTheDocument();
    await act(async () => replaced?.());
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: '주소 바꾸기' })).toBeInTheDocument();
  });
});
