import type { UserRole } from '@molip/domain/user';

/**
 * The catalogue is readable by everyone signed in, but only a content's creator or an admin
 * may change or delete it (only an admin once the creator's account is gone). The role comes from the users
 * table, so a revoked admin loses the right at once.
 */
export function canManageLearningContent(
  actor: { userId: string; role: UserRole | undefined },
  createdBy: string | null,
): boolean {
  return actor.userId === createdBy || actor.role === 'ADMIN';
}
