import { USERNAME_HOLD_DAYS } from '@molip/domain/constants';
import { nextUsernameChangeAt, usernameMessages, usernameTooSoonMessage } from '@molip/domain/username';
import type { UpdateProfileBody } from '@molip/domain/user';
import type { Database } from '../db/client.ts';
import { conflict } from '../lib/app-error.ts';
import { toProfile } from '../presenters/users.ts';
import { holdUsername, isHeldByOther, lockUsernames, releaseHold } from '../repositories/held-usernames.ts';
import {
  changeUsername as renameLearner,
  deleteUser,
  findUserById,
  setUsernameOnce,
  updateProfile,
} from '../repositories/users.ts';
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

const DAY_MS = 86_400_000;

/** Claims a name for the learner: a 409 while someone else holds it; a lapsed hold, or their own, ends. */
async function claimUsername(tx: Database, userId: string, username: string, now: Date) {
  if (await isHeldByOther(tx, username, userId, now))
    throw conflict('USERNAME_TAKEN', usernameMessages.taken);
  await releaseHold(tx, username);
}

/** Sets the username, once; a name in use or held by someone else (in any case) is a 409. */
export async function setUsername(db: Database, userId: string, username: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    await lockUsernames(tx, [username]);
    await claimUsername(tx, userId, username, now);
    const result = await setUsernameOnce(tx, userId, username, now);
    if (result.kind === 'taken') throw conflict('USERNAME_TAKEN', usernameMessages.taken);
    if (result.kind === 'already-set') throw conflict('USERNAME_ALREADY_SET', usernameMessages.alreadySet);
    return toProfile(result.user);
  });
}

/**
 * Changes a username already set, at most once every USERNAME_CHANGE_INTERVAL_DAYS; the old name stays held for
 * the learner USERNAME_HOLD_DAYS, so nobody else can take it and pass for them.
 */
export async function changeUsername(db: Database, userId: string, username: string, now: Date) {
  return withLearner(db, userId, now, async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) throw new Error('a locked learner vanished');
    const current = user.username;
    if (current === null) throw conflict('USERNAME_NOT_SET', usernameMessages.notSet);
    if (current === username) throw conflict('USERNAME_UNCHANGED', usernameMessages.unchanged);
    const nextChangeAt = nextUsernameChangeAt(user.usernameChangedAt, now);
    if (nextChangeAt) {
      throw conflict('USERNAME_CHANGE_TOO_SOON', usernameTooSoonMessage(nextChangeAt, user.timezone));
    }
    await lockUsernames(tx, [current, username]);
    await claimUsername(tx, userId, username, now);
    // A change of case only keeps the name: there is nothing to hold.
    if (current.toLowerCase() !== username.toLowerCase()) {
      await holdUsername(tx, userId, current, new Date(now.getTime() + USERNAME_HOLD_DAYS * DAY_MS), now);
    }
    const result = await renameLearner(tx, userId, username, now);
    if (result.kind === 'taken') throw conflict('USERNAME_TAKEN', usernameMessages.taken);
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
