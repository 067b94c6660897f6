import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
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
});
