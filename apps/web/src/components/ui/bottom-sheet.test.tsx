import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { providePointerEvent } from '@/testing/pointer-event';
import { BottomActionSheet } from './bottom-sheet';

function SheetWithOpener({ onComplete }: { onComplete: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        작업 선택
      </button>
      <BottomActionSheet
        open={open}
        onOpenChange={setOpen}
        title="수열의 극한"
        actions={[
          { id: 'complete', label: '완료', onSelect: onComplete },
          { id: 'postpone', label: '내일로 미루기', onSelect: () => {} },
        ]}
      />
      <button type="button">대시보드</button>
    </>
  );
}

describe('BottomActionSheet', () => {
  it('takes the focus when it opens, keeps Tab inside, and gives it back on Esc', async () => {
    const onComplete = vi.fn();
    render(<SheetWithOpener onComplete={onComplete} />);
    const opener = screen.getByRole('button', { name: '작업 선택' });
    await userEvent.click(opener);

    const sheet = await screen.findByRole('dialog', { name: '수열의 극한' });
    await waitFor(() => expect(sheet).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: '완료' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(sheet).toContainElement(document.activeElement as HTMLElement);
    expect(onComplete).not.toHaveBeenCalled();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('ignores a pointer click whose press began before it opened, and takes one pressed on it', async () => {
    providePointerEvent();
    const onComplete = vi.fn();
    render(
      <BottomActionSheet
        open
        onOpenChange={() => {}}
        title="수열의 극한"
        actions={[{ id: 'complete', label: '완료', onSelect: onComplete }]}
      />,
    );
    const complete = await screen.findByRole('button', { name: '완료' });
    // The finger that opened it by a long press lifts here: the phone sends a click with no press of its own.
    fireEvent.click(complete, { detail: 1 });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.pointerDown(complete, { button: 0, pointerType: 'touch' });
    fireEvent.click(complete, { detail: 1 });
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('offline, turns off the actions that need the server and says why once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <BottomActionSheet
        open
        onOpenChange={() => {}}
        title="수열의 극한"
        actions={[
          { id: 'complete', label: '완료', needsServer: true, onSelect: () => {} },
          { id: 'copy', label: '복사', onSelect: () => {} },
        ]}
      />,
    );
    expect(await screen.findByRole('button', { name: '완료' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '복사' })).toBeEnabled();
    expect(screen.getAllByText('오프라인이라 지금은 할 수 없어요.')).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
