import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
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
