import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { usePlanDraftStore, type WizardStep } from '../stores/plan-draft-store';
import { ResumeDraftCard } from './resume-draft-card';

const content = {
  id: '6f1c1c9e-0a4b-4f0e-9a55-0d3c2a7b9c01',
  title: '몰입 수학 기본편',
  author: '몰입 출판',
};
const units = [
  { id: 'u1', shortTitle: '1.1', title: '이차함수' },
  { id: 'u2', shortTitle: '1.2', title: '일차함수' },
];

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderCard() {
  return render(
    <MemoryRouter initialEntries={['/study-plans/create']}>
      <Routes>
        <Route path="*" element={<ResumeDraftCard />} />
      </Routes>
      <CurrentPath />
    </MemoryRouter>,
  );
}

function keepDraftAt(step: WizardStep) {
  const store = usePlanDraftStore.getState();
  store.selectContent(content);
  store.setSelectedUnits(units);
  store.setStep(step);
}

const card = () => screen.queryByRole('region', { name: '작성 중인 학습 계획이 있어요' });

describe('ResumeDraftCard', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());

  it('shows nothing to a learner without a draft', () => {
    renderCard();
    expect(card()).toBeNull();
  });

  it('names the content and the step the draft stopped at', () => {
    keepDraftAt('restDays');
    renderCard();
    expect(card()).toHaveTextContent('몰입 수학 기본편');
    expect(card()).toHaveTextContent('3단계 쉬는 날에서 멈췄어요 · 단원 2개');
  });

  it('"이어서 만들기" opens the saved step', async () => {
    keepDraftAt('speed');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: '이어서 만들기' }));
    expect(screen.getByTestId('path')).toHaveTextContent('/study-plans/create/speed-selection');
  });

  it('"이어서 만들기" on the unit step opens the same content again', async () => {
    keepDraftAt('content');
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: '이어서 만들기' }));
    expect(screen.getByTestId('path')).toHaveTextContent(
      `/study-plans/create/content-selection/${content.id}`,
    );
  });

  it('"새로 시작" clears the kept draft and the card', async () => {
    keepDraftAt('buffer');
    usePlanDraftStore.getState().setStudySpeed(4);
    renderCard();
    await userEvent.click(screen.getByRole('button', { name: '새로 시작' }));
    expect(card()).toBeNull();
    const draft = usePlanDraftStore.getState();
    expect(draft.selectedContent).toBeNull();
    expect(draft.selectedUnits).toEqual([]);
    expect(draft.studySpeed).toBe(1);
    expect(draft.step).toBe('content');
    expect(screen.getByTestId('path')).toHaveTextContent('/study-plans/create');
  });
});
