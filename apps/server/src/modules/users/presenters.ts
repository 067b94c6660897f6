import type { UserProfile } from '@molip/domain/user';
import type { UserRow } from './repository.ts';

export function toProfile(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoUrl,
    emailVerified: user.emailVerified,
    username: user.username,
    role: user.role,
    timezone: user.timezone,
    dayStartHour: user.dayStartHour,
    createdAt: user.createdAt.toISOString(),
  };
}
