import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlanPreview, type PreviewSummary } from './plan-preview';

const summary = (scheduled: boolean): PreviewSummary => ({
  startDate: '2026-11-23',
  endDate: '2026-11-24',
  days: [
    { date: '2026-11-23', kind: 'STUDY', unitCount: 2 },
    { date: '2026-11-24', kind: 'STUDY', unitCount: 1 },
  ],
  studyDayCount: 2,
  restDayCount: 0,
  bufferDayCount: 0,
  scheduled,
});

describe('PlanPreview', () => {
  it('names no end date before units are chosen', () => {
    render(<PlanPreview summary={summary(false)} />);
    expect(screen.queryByTestId('estimated-end')).not.toBeInTheDocument();
    expect(screen.getByText(/단원을 고르면 예상 종료일과 날짜별 분량을 보여 드려요/)).toBeInTheDocument();
  });

  it('shows the estimated end and the calendar once units are scheduled', () => {
    render(<PlanPreview summary={summary(true)} />);
    expect(screen.getByTestId('estimated-end')).toHaveTextContent('예상 종료일 11월 24일');
    expect(screen.getByText('총 2일')).toBeInTheDocument();
  });
});
