import { accountMessages } from '@molip/domain/user';
import { nextUsernameChangeAt, type UsernameChangeStatus } from '@molip/domain/username';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';
import { findUserById } from '../repositories/users.ts';

async function ownAccount(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(accountMessages.notFound);
  return user;
}

export async function readNameChangedStatus(db: Database, userId: string) {
  return { hasNameChanged: (await ownAccount(db, userId)).username !== null };
}

/** The learner's username and when it may change next. */
export async function readUsernameChangeStatus(
  db: Database,
  userId: string,
  now: Date,
): Promise<UsernameChangeStatus> {
  const user = await ownAccount(db, userId);
  const next = user.username === null ? null : nextUsernameChangeAt(user.usernameChangedAt, now);
  return { username: user.username, nextChangeAt: next?.toISOString() ?? null };
}
