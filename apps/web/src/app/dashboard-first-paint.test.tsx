import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { userProfile } from '@/testing/user-profile';
import { DashboardFirstPaint, returningLearnerOnDashboard } from './dashboard-first-paint';
import { useAccessStore } from './guards/access-store';

const learner = userProfile({ displayName: '김몰입' });

function signedInHere({ passedGates }: { passedGates: boolean }) {
  useAuthStore.setState({ isAuthenticated: true, user: learner });
  useAccessStore.setState({ passedBy: passedGates ? learner.id : null });
}

beforeEach(() => window.history.replaceState(null, '', '/'));
afterEach(() => {
  useAuthStore.setState({ isAuthenticated: false, user: null });
  useAccessStore.setState({ passedBy: null });
});

it('greets the learner this device kept on the dashboard, once they passed the gates here', () => {
  signedInHere({ passedGates: true });
  expect(returningLearnerOnDashboard()).toEqual(learner);
});

it('greets no one who has not passed the gates here, a visitor, or on another page', () => {
  signedInHere({ passedGates: false });
  expect(returningLearnerOnDashboard()).toBeNull();

  useAuthStore.setState({ isAuthenticated: false, user: null });
  expect(returningLearnerOnDashboard()).toBeNull();

  signedInHere({ passedGates: true });
  window.history.replaceState(null, '', '/statistics');
  expect(returningLearnerOnDashboard()).toBeNull();
});

it('draws the greeting and the avatar, and says the rest is loading', () => {
  render(<DashboardFirstPaint user={learner} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('김몰입님, 오늘도 몰입해 볼까요?');
  expect(screen.getByRole('img', { name: '김몰입' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('불러오는 중');
});
