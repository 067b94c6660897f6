import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** A window `width` px wide, as far as CSS media queries go. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Infinity) <= width,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function Dashboard() {
  return (
    <PageLayout
      title="대시보드"
      bottomAction={<button type="button">바로 집중하기</button>}
      aside={<p>오늘 공부한 시간</p>}
    >
      <p>오늘의 할 일</p>
    </PageLayout>
  );
}

describe('PageLayout aside', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on a phone, keeps the button pinned below the one column, the aside first in it', () => {
    windowWidth(390);
    renderWithProviders(<Dashboard />);
    expect(screen.getByRole('main')).not.toContainElement(
      screen.getByRole('button', { name: '바로 집중하기' }),
    );
    expect(screen.getByRole('main')).toHaveTextContent(/^오늘 공부한 시간오늘의 할 일$/);
  });

  it('from 1024 px, puts the button and the aside beside the list, off the pinned bar', () => {
    windowWidth(1280);
    renderWithProviders(<Dashboard />);
    const button = screen.getByRole('button', { name: '바로 집중하기' });
    expect(screen.getByRole('main')).toContainElement(button);
    const column = button.parentElement;
    expect(column).toHaveTextContent('오늘 공부한 시간');
    expect(column).not.toHaveTextContent('오늘의 할 일');
  });
});
