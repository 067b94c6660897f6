import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReviewForecast } from '@molip/domain/review-forecast-contracts';
import { ReviewForecastSummary } from './review-forecast-summary';

const forecastOf = (reviews: number[], measured = false, reviewSeconds = 300): ReviewForecast => ({
  retentionPercent: 90,
  reviewSeconds,
  measured,
  days: reviews.map((count, index) => ({
    date: `2026-11-${String(21 + index).padStart(2, '0')}`,
    reviews: count,
    expectedSeconds: count * reviewSeconds,
  })),
});

describe('ReviewForecastSummary', () => {
  it('says the average day, its time and the busiest day, and that the minutes are assumed', () => {
    render(<ReviewForecastSummary forecast={forecastOf([0, 2, 7, 3, 0, 4, 5, 3, 4, 2])} />);
    expect(screen.getByRole('heading')).toHaveTextContent('앞으로 10일 복습 예상 · 목표 기억률 90%');
    expect(screen.getByText('하루 평균 복습 3개 · 약 15분, 가장 많은 날 7개')).toBeInTheDocument();
    expect(screen.getByText(/복습 1개에 5분으로 어림했어요\./)).toBeInTheDocument();
  });

  it('says a measured time as measured, fewer than one a day as the window’s count, a quiet window plainly', () => {
    const { rerender } = render(<ReviewForecastSummary forecast={forecastOf([1, 0, 1, 0], true, 240)} />);
    expect(screen.getByText('4일 동안 복습 2개 · 약 8분, 가장 많은 날 1개')).toBeInTheDocument();
    expect(screen.getByText(/지금까지 복습 1개에 평균 4분 걸렸어요\./)).toBeInTheDocument();
    rerender(<ReviewForecastSummary forecast={forecastOf([1, 2, 2, 1])} />);
    expect(screen.getByText('하루 평균 복습 1.5개 · 약 8분, 가장 많은 날 2개')).toBeInTheDocument();
    rerender(<ReviewForecastSummary forecast={forecastOf([0, 0, 0])} />);
    expect(screen.getByText('3일 동안 돌아올 복습이 없어요.')).toBeInTheDocument();
  });
});
