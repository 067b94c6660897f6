import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { usePlanDraftStore } from '../stores/plan-draft-store';
import { StartDateStep } from './start-date-step';

const TODAY = '2026-11-24';

describe('StartDateStep', () => {
  beforeEach(() => usePlanDraftStore.getState().reset());

  it('sets a past date typed by hand back to today and says so, until a date is chosen again', async () => {
    render(<StartDateStep today={TODAY} />);
    const field = screen.getByLabelText('시작일');

    fireEvent.change(field, { target: { value: '2026-11-01' } });
    expect(field).toHaveValue(TODAY);
    expect(screen.getByText(/지난 날짜는 고를 수 없어서 오늘로 맞췄어요\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: '내일' }));
    expect(field).toHaveValue('2026-11-25');
    expect(screen.queryByText(/지난 날짜는/)).toBeNull();
  });
});
