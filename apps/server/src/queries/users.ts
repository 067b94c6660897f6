import { accountMessages } from '@molip/domain/user';
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
