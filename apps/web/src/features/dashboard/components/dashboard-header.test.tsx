import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DashboardHeader } from './dashboard-header';

const header = (timeZone: string) => (
  <DashboardHeader
    displayName="민지"
    photoURL={null}
    isAdmin={false}
    timeZone={timeZone}
    now={new Date('2026-11-23T01:00:00Z')}
  />
);

it("shows today's date in the learner's zone, in Korean", () => {
  renderWithProviders(header('Asia/Seoul'));
  expect(screen.getByText('11월 23일 월요일')).toBeInTheDocument();
});

it('follows the zone across midnight', () => {
  renderWithProviders(header('America/Los_Angeles'));
  expect(screen.getByText('11월 22일 일요일')).toBeInTheDocument();
});

/** A window of `width` px, as matchMedia answers the app's min-width queries. */
function windowOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the link to my page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the avatar on a phone', () => {
    windowOf(390);
    renderWithProviders(header('Asia/Seoul'));
    expect(screen.getByRole('link', { name: '마이페이지' })).toBeInTheDocument();
  });

  it('is left to the side navigation on a desktop-wide window: one 마이페이지, not two', () => {
    windowOf(1280);
    renderWithProviders(header('Asia/Seoul'));
    expect(screen.queryByRole('link', { name: '마이페이지' })).not.toBeInTheDocument();
  });
});
