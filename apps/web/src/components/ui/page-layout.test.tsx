import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { PageBottomAction, PageLayout } from './page-layout';

describe('PageBottomAction', () => {
  it('pins a screen’s own actions in the page’s bottom bar, outside the scrolling content', async () => {
    renderWithProviders(
      <PageLayout title="진행 중인 학습 세션">
        <p>세션 내용</p>
        <PageBottomAction>
          <button type="button">세션 종료</button>
        </PageBottomAction>
      </PageLayout>,
    );
    const action = await screen.findByRole('button', { name: '세션 종료' });
    expect(screen.getByRole('main')).not.toContainElement(action);
    expect(screen.getByRole('main')).toHaveTextContent('세션 내용');
  });
});
