import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlanDraftStore } from '../stores/plan-draft-store';
import { SpeedStep } from './speed-step';

const content = {
  id: '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01',
  title: '수학',
  author: '저자',
  type: 'BOOK' as const,
};
const unitsOf = (volumes: number[]) =>
  volumes.map((volume, index) => ({
    id: `u${index}`,
    shortTitle: `${index + 1}`,
    title: `${index + 1}`,
    volume,
  }));

describe('SpeedStep', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());

  it('offers no choice when every unit is as long as the others', () => {
    usePlanDraftStore.getState().selectContent(content);
    usePlanDraftStore.getState().setSelectedUnits(unitsOf([25, 25, 25, 25]));
    render(<SpeedStep />);
    expect(screen.queryByRole('radio', { name: '쪽수로' })).not.toBeInTheDocument();
    expect(screen.getByText('단원 4개를 학습일 4일에 나눠 공부해요.')).toBeInTheDocument();
  });

  it('spreads units of different lengths by pages a day, starting from the same length of plan', async () => {
    const user = userEvent.setup();
    usePlanDraftStore.getState().selectContent(content);
    usePlanDraftStore.getState().setSelectedUnits(unitsOf([10, 15, 40, 5]));
    render(<SpeedStep />);
    expect(screen.getByText(/단원마다 분량이 달라요/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '쪽수로' }));
    // 70 pages over the 4 days one unit a day takes: 18 pages a day.
    expect(screen.getByRole('spinbutton', { name: '하루 분량(쪽)' })).toHaveValue(18);
    await user.click(screen.getByRole('button', { name: '하루 분량(쪽) 늘리기' }));
    await user.click(screen.getByRole('button', { name: '하루 분량(쪽) 늘리기' }));
    expect(usePlanDraftStore.getState().dailyVolume).toBe(28);
    expect(screen.getByText('모두 70쪽, 학습일 3일에 나눠 공부해요.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: '단원 수로' }));
    expect(usePlanDraftStore.getState().dailyVolume).toBeNull();
    expect(screen.getByRole('slider', { name: '하루 학습 단원 수' })).toHaveValue('1');
  });
});
