import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { MAIN_CONTENT_ID } from './page-layout';
import { SideNav } from './side-nav';

const items = [
  { id: 'dashboard', label: '대시보드', icon: null, to: '/' },
  { id: 'study-plans', label: '학습 계획', icon: null, to: '/study-plans' },
  { id: 'statistics', label: '학습 통계', icon: null, to: '/statistics' },
];

describe('SideNav', () => {
  it('is the main navigation, with a link to every destination', () => {
    renderWithProviders(<SideNav items={items} />);
    const nav = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/study-plans', '/statistics']);
  });

  it('marks the dashboard current only on the dashboard itself', () => {
    renderWithProviders(<SideNav items={items} />, { route: '/statistics' });
    expect(screen.getByRole('link', { name: '학습 통계' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: '대시보드' })).not.toHaveAttribute('aria-current');
  });

  it('marks a destination current on the pages below it (a wizard step under 학습 계획)', () => {
    renderWithProviders(<SideNav items={items} />, { route: '/study-plans/create/date-selection' });
    expect(screen.getByRole('link', { name: '학습 계획' })).toHaveAttribute('aria-current', 'page');
  });

  it('lets the Tab key skip it first: the skip link moves focus to the main column', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <SideNav items={items} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: '본문으로 건너뛰기' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
