import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusRing } from './focus-ring';

describe('FocusRing', () => {
  it('counts down what is left of the block as the one clock while focusing', () => {
    render(
      <FocusRing mode="running" remainingSeconds={24 * 60 + 16} plannedSeconds={2400} focusSeconds={300} />,
    );
    expect(screen.getByRole('timer', { name: '남은 블록 시간' })).toHaveTextContent('24:16');
    expect(screen.getByText('남은 시간')).toBeInTheDocument();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('puts the learner’s own focus time first while paused, and labels the block’s window as secondary', () => {
    render(<FocusRing mode="paused" remainingSeconds={600} plannedSeconds={2400} focusSeconds={754} />);
    expect(screen.getByText('내 집중 시간')).toBeInTheDocument();
    expect(screen.getByTestId('ring-focus-time')).toHaveTextContent('12분');
    expect(screen.getByRole('timer', { name: '남은 블록 시간' })).toHaveTextContent('블록 남은 시간 10:00');
  });

  it('says calmly that the block’s time is up and shows what was counted, never a time over', () => {
    render(<FocusRing mode="timeUp" remainingSeconds={-75} plannedSeconds={2400} focusSeconds={40} />);
    expect(screen.getByText('블록 시간이 끝났어요')).toBeInTheDocument();
    expect(screen.getByText('기록한 집중 시간')).toBeInTheDocument();
    expect(screen.getByTestId('ring-focus-time')).toHaveTextContent('40초');
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText(/\+/)).toBeNull();
  });
});
