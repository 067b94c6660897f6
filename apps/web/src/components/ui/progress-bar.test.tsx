import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';

describe('progress bar', () => {
  it('exposes role="progressbar" with its aria values', () => {
    render(<ProgressBar value={130} label="진행률" />);
    const bar = screen.getByRole('progressbar', { name: '진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it('splits into segments only for integers above 1', () => {
    const { container, rerender } = render(<ProgressBar value={50} label="구간" segments={4} />);
    expect(container.querySelectorAll('[role="progressbar"] > div')).toHaveLength(4);
    rerender(<ProgressBar value={50} label="구간" segments={1.5} />);
    expect(container.querySelectorAll('[role="progressbar"] > div')).toHaveLength(1);
  });
});
