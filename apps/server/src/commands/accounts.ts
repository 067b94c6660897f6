import { usernameMessages } from '@molip/domain/username';
import type { UpdateProfileBody } from '@molip/domain/user';
import type { Database } from '../db/client.ts';
import { conflict } from '../lib/app-error.ts';
import { toProfile } from '../presenters/users.ts';
import { deleteUser, setUsernameOnce, updateProfile } from '../repositories/users.ts';
import { leaveEveryStudyGroup } from './study-groups.ts';
import { withLearner } from './with-learner.ts';

/** Changes the learner's name, time zone or day-start hour. */
export async function updateAccountProfile(
  db: Database,
  userId: string,
  changes: UpdateProfileBody,
  now: Date,
) {
  return withLearner(db, userId, now, async (tx) => {
    const user = await updateProfile(tx, userId, changes, now);
    if (!user) throw new Error('a locked learner vanished');
    return toProfile(user);
  });
}

/** Sets the username, once; a name taken by someone else (in any case) is a 409. */
export async function setUsername(db: Database, userId: string, username: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    const result = await setUsernameOnce(tx, userId, username, now);
    if (result.kind === 'taken') throw conflict('USERNAME_TAKEN', usernameMessages.taken);
    if (result.kind === 'already-set') throw conflict('USERNAME_ALREADY_SET', usernameMessages.alreadySet);
    return toProfile(result.user);
  });
}

/**
 * Deletes the account with everything that is only the learner's (see `deleteUser`), after leaving every
 * group as leaving does (a LEADER hands over, an emptied group goes), in one transaction.
 */
export async function deleteAccount(db: Database, userId: string, now: Date): Promise<void> {
  await withLearner(db, userId, now, async (tx) => {
    await leaveEveryStudyGroup(tx, userId);
    await deleteUser(tx, userId);
  });
}
