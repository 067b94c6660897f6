import type { UserProfile } from '@molip/domain/user';

/** The signed-in learner as `GET /api/user/me` answers: a named learner in Seoul, with what a test cares about. */
export const userProfile = (fields: Partial<UserProfile> = {}): UserProfile => ({
  id: 'u1',
  email: 'a@example.com',
  displayName: '김몰입',
  photoURL: null,
  emailVerified: true,
  username: 'molip_kim',
  role: 'USER',
  timezone: 'Asia/Seoul',
  dayStartHour: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...fields,
});
