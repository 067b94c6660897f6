import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ContentMetadataForm } from './content-metadata-form';

const empty = { title: '', category: '', type: 'BOOK' as const, author: '', description: '', sourceUrl: '' };

describe('ContentMetadataForm', () => {
  it('says what is missing next to each field instead of a greyed-out button', async () => {
    const onSubmit = vi.fn();
    render(<ContentMetadataForm initial={empty} onSubmit={onSubmit} />);
    const next = screen.getByRole('button', { name: '다음: 단원 구성' });
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(screen.getByText('제목을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('분류를 입력하거나 아래에서 골라 주세요.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    // The first field with an error takes the focus, so a keyboard or screen-reader learner lands on it.
    expect(screen.getByLabelText('제목 (필수)')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('제목 (필수)'), '수학의 정석');
    await userEvent.click(next);
    expect(screen.getByLabelText('분류 (필수)')).toHaveFocus();
  });

  it('goes on once the required fields are there', async () => {
    const onSubmit = vi.fn();
    render(<ContentMetadataForm initial={empty} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('제목 (필수)'), '수학의 정석');
    await userEvent.click(screen.getByRole('button', { name: '수학' }));
    await userEvent.click(screen.getByRole('button', { name: '다음: 단원 구성' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ title: '수학의 정석', category: '수학' }),
    );
  });
});
