import type { UserProfile } from '@molip/domain/user';
import type { UserRow } from '../repositories/users.ts';

/** The columns a profile shows: a full row, or the account the authentication hook read. */
type ProfileColumns = Pick<
  UserRow,
  | 'id'
  | 'email'
  | 'displayName'
  | 'photoUrl'
  | 'emailVerified'
  | 'username'
  | 'role'
  | 'timezone'
  | 'dayStartHour'
  | 'createdAt'
>;

export function toProfile(user: ProfileColumns): UserProfile {
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
