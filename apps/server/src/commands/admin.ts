import { adminMessages, type PublishTermsBody } from '@molip/domain/admin';
import { isRequiredTermsType } from '@molip/domain/terms';
import type { Database } from '../db/client.ts';
import { roleFor } from '../lib/admin-role.ts';
import { forbidden, notFound } from '../lib/app-error.ts';
import { revokeAllForUser } from '../repositories/auth.ts';
import { toAdminUser } from '../presenters/admin.ts';
import {
  findUserWithFigures,
  insertAudit,
  insertTermsVersion,
  lockLatestTerms,
  lockUser,
} from '../repositories/admin.ts';
import { setDisabled } from '../repositories/users.ts';
import { weekSecondsOf } from '../queries/admin.ts';

/**
 * Disables an account (with a reason) or enables it again, with its audit row, in one transaction. Disabling
 * revokes every refresh token: the account's next request and refresh are refused. An admin cannot disable
 * themselves or another admin — one whose e-mail is on the admin list now, whatever role is stored. Asking
 * for the state the account is already in changes nothing.
 */
export async function setUserDisabled(
  db: Database,
  admin: { id: string; adminEmails: readonly string[] },
  targetId: string,
  change: { disabled: boolean; reason?: string | undefined },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, targetId);
    if (!target) throw notFound(adminMessages.userNotFound);
    if (change.disabled && target.id === admin.id) throw forbidden(adminMessages.cannotDisableSelf);
    if (change.disabled && roleFor(admin.adminEmails, target) === 'ADMIN') {
      throw forbidden(adminMessages.cannotDisableAdmin);
    }

    if (change.disabled !== (target.disabledAt !== null)) {
      await setDisabled(tx, target.id, change.disabled ? { at: now, reason: change.reason ?? '' } : null);
      if (change.disabled) await revokeAllForUser(tx, target.id, now);
      await insertAudit(tx, {
        action: change.disabled ? 'USER_DISABLED' : 'USER_ENABLED',
        actorId: admin.id,
        targetUserId: target.id,
        reason: change.reason ?? null,
        at: now,
      });
    }
    const row = await findUserWithFigures(tx, target.id);
    if (!row) throw new Error('a locked user vanished');
    const weekSeconds = await weekSecondsOf(tx, [row.user], now);
    return toAdminUser(row.user, { ...row, weekSeconds: weekSeconds.get(row.user.id) ?? 0 });
  });
}

/**
 * Publishes the next version of a terms type, titled like the last, with its audit row, in one transaction:
 * from then on every learner must agree to it (for a required type) before using the service.
 */
export async function publishTermsVersion(db: Database, adminId: string, body: PublishTermsBody, now: Date) {
  return db.transaction(async (tx) => {
    const latest = await lockLatestTerms(tx, body.termsType);
    const published = await insertTermsVersion(tx, {
      type: body.termsType,
      version: (latest?.version ?? 0) + 1,
      title: latest?.title ?? body.termsType,
      content: body.content,
      isRequired: isRequiredTermsType(body.termsType),
      publishedAt: now,
    });
    await insertAudit(tx, { action: 'TERMS_PUBLISHED', actorId: adminId, termsId: published.id, at: now });
    return {
      id: published.id,
      termsType: published.type,
      version: published.version,
      title: published.title,
      publishedAt: published.publishedAt.toISOString(),
      agreedCount: 0,
    };
  });
}
