import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusRing } from './focus-ring';

describe('FocusRing', () => {
  it('counts down what is left of the block as the one clock', () => {
    render(<FocusRing remainingSeconds={24 * 60 + 16} plannedSeconds={40 * 60} paused={false} />);
    expect(screen.getByRole('timer', { name: '남은 블록 시간' })).toHaveTextContent('24:16');
    expect(screen.getByText('남은 시간')).toBeInTheDocument();
    expect(screen.getAllByRole('timer')).toHaveLength(1);
  });

  it('shows the time over once the block’s end has passed', () => {
    render(<FocusRing remainingSeconds={-75} plannedSeconds={40 * 60} paused={false} />);
    expect(screen.getByRole('timer')).toHaveTextContent('+01:15');
    expect(screen.getByText('블록 시간 초과')).toBeInTheDocument();
  });

  it('says when focus is paused', () => {
    render(<FocusRing remainingSeconds={600} plannedSeconds={2400} paused />);
    expect(screen.getByText('일시 정지')).toBeInTheDocument();
  });
});
