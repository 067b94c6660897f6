import type { DailyTodoUnit } from '@molip/domain/daily-todo';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { providePointerEvent } from '@/testing/pointer-event';
import { TodoRow } from './todo-row';

const todo = (patch: Partial<DailyTodoUnit> = {}): DailyTodoUnit => ({
  id: 'dtu-1',
  shortTitle: '1.2',
  title: '이차함수',
  totalStudySeconds: 4500,
  totalStudyMinutes: 75,
  status: 'PENDING',
  contentUnitId: 'unit-1',
  studyPlanId: 'plan-1',
  todoDate: '2026-03-02',
  isOverdue: false,
  originalDate: null,
  review: null,
  ...patch,
});

function renderRow(item: DailyTodoUnit) {
  const onToggle = vi.fn();
  const onOpenActions = vi.fn();
  render(
    <ul>
      <TodoRow todo={item} today="2026-03-02" onToggle={onToggle} onOpenActions={onOpenActions} />
    </ul>,
  );
  return { onToggle, onOpenActions, row: screen.getByRole('checkbox', { name: '1.2 이차함수' }) };
}

providePointerEvent();

describe('TodoRow', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('toggles on a tap and shows the duration text', () => {
    const { onToggle, onOpenActions, row } = renderRow(todo());
    expect(screen.getByText('1시간 15분')).toBeInTheDocument();
    fireEvent.pointerDown(row, { button: 0, pointerType: 'touch' });
    fireEvent.pointerUp(row, { pointerType: 'touch' });
    fireEvent.click(row, { detail: 1 });
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onOpenActions).not.toHaveBeenCalled();
  });

  it('shows and says 40 seconds of measured focus as 40초', () => {
    const { row } = renderRow(todo({ totalStudySeconds: 40, totalStudyMinutes: 0 }));
    expect(screen.getByText('40초')).toBeInTheDocument();
    expect(row).toHaveAccessibleDescription('40초');
  });

  it('shows no time for a to-do without measured focus', () => {
    renderRow(todo({ totalStudySeconds: 0, totalStudyMinutes: 0 }));
    expect(screen.queryByText(/분|초/)).not.toBeInTheDocument();
  });

  it('shows and says the expected time of an open to-do not yet studied, and nothing made up without one', () => {
    const { row } = renderRow(todo({ totalStudySeconds: 0, totalStudyMinutes: 0, expectedSeconds: 1500 }));
    expect(screen.getByText('예상 25분')).toBeInTheDocument();
    expect(row).toHaveAccessibleDescription('예상 25분');
  });

  it('says a started to-do is 집중 중 while a log is open on it, and 일시 정지 once paused', () => {
    const started = todo({ status: 'IN_PROGRESS' });
    const { unmount } = render(
      <ul>
        <TodoRow todo={started} today="2026-03-02" onToggle={vi.fn()} onOpenActions={vi.fn()} focusing />
      </ul>,
    );
    expect(screen.getByText('집중 중')).toBeInTheDocument();
    unmount();
    renderRow(started);
    expect(screen.getByText('일시 정지')).toBeInTheDocument();
    expect(screen.queryByText(/진행 중|집중 중/)).not.toBeInTheDocument();
  });

  it('keeps the expected time off a completed to-do and off one without a measure', () => {
    renderRow(
      todo({ totalStudySeconds: 0, totalStudyMinutes: 0, status: 'COMPLETED', expectedSeconds: 1500 }),
    );
    expect(screen.queryByText(/예상/)).not.toBeInTheDocument();
  });

  it('opens the actions after 500 ms of pressing, vibrates 50 ms on touch, and swallows the click after it', () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { onToggle, onOpenActions, row } = renderRow(todo());
    fireEvent.pointerDown(row, { button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(499));
    expect(onOpenActions).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onOpenActions).toHaveBeenCalledTimes(1);
    expect(vibrate).toHaveBeenCalledWith(50);
    fireEvent.pointerUp(row, { pointerType: 'touch' });
    fireEvent.click(row, { detail: 1 });
    expect(onToggle).not.toHaveBeenCalled();
  });

  it('does not open the actions when the press ends early', () => {
    const { onOpenActions, row } = renderRow(todo());
    fireEvent.pointerDown(row, { button: 0, pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(row, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(1000));
    expect(onOpenActions).not.toHaveBeenCalled();
  });

  it('a skipped to-do cannot be toggled by tap but still opens its actions', () => {
    const { onToggle, onOpenActions, row } = renderRow(todo({ status: 'SKIPPED' }));
    expect(row).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('건너뜀')).toBeInTheDocument();
    fireEvent.click(row, { detail: 1 });
    expect(onToggle).not.toHaveBeenCalled();
    fireEvent.pointerDown(row, { button: 0, pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(500));
    expect(onOpenActions).toHaveBeenCalledTimes(1);
  });

  it('shows completed as checked and struck through, postponed as "내일로 미룸", overdue with its date', () => {
    renderRow(todo({ status: 'COMPLETED' }));
    expect(screen.getByRole('checkbox', { name: '1.2 이차함수' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('이차함수')).toHaveClass('line-through');
  });

  it('labels postponed and overdue rows', () => {
    renderRow(todo({ status: 'POSTPONED', isOverdue: true, originalDate: '2026-02-27' }));
    expect(screen.getByText('내일로 미룸')).toBeInTheDocument();
    expect(screen.getByText('밀린 할 일 · 2월 27일')).toBeInTheDocument();
  });
});
