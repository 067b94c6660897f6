import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_DURATION_MS, SNACKBAR_WITH_UNDO_DURATION_MS } from '@/config/ui-constants';
import { CelebrationBurst } from './celebration-burst';
import { Snackbar } from './snackbar';
import { showSnackbar, useSnackbarStore } from './snackbar-store';

describe('Snackbar', () => {
  afterEach(() => {
    vi.useRealTimers();
    act(() => useSnackbarStore.getState().dismiss());
  });

  it('shows one snackbar at a time: a new line replaces the last', () => {
    render(<Snackbar />);
    act(() => {
      showSnackbar({ message: '내일로 미뤘어요.' });
      showSnackbar({ message: '건너뛰었어요.' });
    });
    expect(screen.getAllByTestId('snackbar')).toHaveLength(1);
    expect(screen.getByText('건너뛰었어요.')).toBeInTheDocument();
  });

  it('runs the undo once and closes', async () => {
    const onAction = vi.fn();
    render(<Snackbar />);
    act(() => void showSnackbar({ message: '할 일을 완료했어요.', action: { label: '되돌리기', onAction } }));
    await userEvent.click(screen.getByRole('button', { name: '되돌리기' }));
    expect(onAction).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('disappears by itself, later when it offers an undo', () => {
    vi.useFakeTimers();
    render(<Snackbar />);
    act(() => void showSnackbar({ message: '되돌렸어요.' }));
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();

    act(
      () =>
        void showSnackbar({
          message: '할 일을 완료했어요.',
          action: { label: '되돌리기', onAction: vi.fn() },
        }),
    );
    act(() => vi.advanceTimersByTime(SNACKBAR_DURATION_MS));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SNACKBAR_WITH_UNDO_DURATION_MS - SNACKBAR_DURATION_MS));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('waits while the pointer or the keyboard focus is on it, then takes the time it had left', () => {
    vi.useFakeTimers();
    render(<Snackbar />);
    act(
      () =>
        void showSnackbar({
          message: '할 일을 완료했어요.',
          action: { label: '되돌리기', onAction: vi.fn() },
        }),
    );
    act(() => vi.advanceTimersByTime(SNACKBAR_WITH_UNDO_DURATION_MS - 1_000));
    fireEvent.pointerEnter(screen.getByTestId('snackbar'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByTestId('snackbar'));
    act(() => screen.getByRole('button', { name: '되돌리기' }).focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: '되돌리기' }).blur());
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByTestId('snackbar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('snackbar')).not.toBeInTheDocument();
  });

  it('keeps a newer snackbar when an older one’s clock runs out', () => {
    vi.useFakeTimers();
    render(<Snackbar />);
    const first = useSnackbarStore.getState().show({ message: '첫째' });
    act(() => void showSnackbar({ message: '둘째' }));
    act(() => useSnackbarStore.getState().dismiss(first));
    expect(screen.getByText('둘째')).toBeInTheDocument();
  });
});

describe('CelebrationBurst', () => {
  it('is decorative and skipped for reduced motion', () => {
    render(<CelebrationBurst size="large" />);
    const burst = screen.getByTestId('celebration-burst');
    expect(burst).toHaveAttribute('aria-hidden', 'true');
    expect(burst).toHaveClass('motion-reduce:hidden');
    expect(burst.children).toHaveLength(28);
  });
});
