import { accountMessages } from '@molip/domain/user';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { toProfile } from './presenters.ts';
import { findUserById } from './repository.ts';

async function ownAccount(db: Database, userId: string) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(accountMessages.notFound);
  return user;
}

export async function readProfile(db: Database, userId: string) {
  return toProfile(await ownAccount(db, userId));
}

export async function readNameChangedStatus(db: Database, userId: string) {
  return { hasNameChanged: (await ownAccount(db, userId)).username !== null };
}
