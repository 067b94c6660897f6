import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlanDraftStore } from '../stores/plan-draft-store';
import { BufferStep } from './buffer-step';
import { DraftReviewSetting } from './speed-step';

describe('the wizard’s spaced review', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());

  it('is off until chosen; on, it asks for the daily limit (3 by default) and says the ladder', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DraftReviewSetting today="2026-03-02" />);
    const review = screen.getByRole('switch', { name: '복습 일정 넣기' });
    expect(review).toHaveAttribute('aria-checked', 'false');
    expect(review).toHaveAccessibleDescription(
      '끝낸 단원을 잊을 때쯤 다시 보여 드려요. 복습을 평가할수록 간격이 맞춰져요.',
    );
    expect(screen.queryByRole('combobox', { name: '하루 최대 복습' })).not.toBeInTheDocument();

    await user.click(review);
    const perDay = screen.getByRole('combobox', { name: '하루 최대 복습' });
    expect(perDay).toHaveValue('3');
    await user.selectOptions(perDay, '6');
    expect(usePlanDraftStore.getState().reviewsPerDay).toBe(6);
    expect(perDay).toHaveAccessibleDescription('새 단원이 밀리지 않게 복습은 하루 6개까지만 넣어요.');

    await user.click(review);
    expect(usePlanDraftStore.getState().reviewsPerDay).toBeNull();
  });

  it('asks the 목표 기억률 (90% by default) and a day’s review time (none by default) while on', async () => {
    const user = userEvent.setup();
    usePlanDraftStore.getState().setReviewsPerDay(3);
    renderWithProviders(<DraftReviewSetting today="2026-03-02" />);
    expect(screen.getByRole('radio', { name: '90%' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '90%' })).toHaveAccessibleDescription(
      '복습할 때 기억하고 있을 단원의 비율이에요. 높일수록 더 자주 복습해요.',
    );
    await user.click(screen.getByRole('radio', { name: '95%' }));
    expect(usePlanDraftStore.getState().targetRetentionPercent).toBe(95);

    const minutes = screen.getByRole('combobox', { name: '하루 복습 시간' });
    expect(minutes).toHaveValue('off');
    expect(minutes).toHaveAccessibleDescription('복습 시간은 따로 정하지 않고 개수로만 맞춰요.');
    await user.selectOptions(minutes, '30분');
    expect(usePlanDraftStore.getState().reviewMinutesPerDay).toBe(30);
    expect(minutes).toHaveAccessibleDescription('복습은 하루 30분 안에서 넣어요.');
    await user.selectOptions(minutes, '정하지 않음');
    expect(usePlanDraftStore.getState().reviewMinutesPerDay).toBeNull();
  });

  it('is repeated on the last step, with a way back to change it', () => {
    usePlanDraftStore.getState().setReviewsPerDay(4);
    const { rerender } = render(<BufferStep />, { wrapper: MemoryRouter });
    expect(screen.getByTestId('review-choice')).toHaveTextContent('복습 일정하루 최대 4개 · 기억률 90%');
    expect(screen.getByRole('link', { name: '복습 일정 바꾸기' })).toHaveAttribute(
      'href',
      paths.studyPlansSpeedSelection,
    );
    usePlanDraftStore.getState().setReviewsPerDay(null);
    rerender(<BufferStep />);
    expect(screen.getByTestId('review-choice')).toHaveTextContent('넣지 않아요');
  });
});
