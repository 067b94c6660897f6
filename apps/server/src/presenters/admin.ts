import type { AdminUser, AuditEntry } from '@molip/domain/admin';
import { wholeMinutes } from '@molip/domain/duration';
import type { TermsType } from '@molip/domain/terms';
import type { adminAuditLog } from '../db/schema.ts';
import type { UserRow } from '../repositories/admin.ts';

export function toAdminUser(
  user: UserRow,
  figures: { planCount: number; weekSeconds: number; ageConfirmedAt: Date | null },
): AdminUser {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    username: user.username,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
    disabledAt: user.disabledAt?.toISOString() ?? null,
    disabledReason: user.disabledReason,
    ageConfirmedAt: figures.ageConfirmedAt?.toISOString() ?? null,
    planCount: figures.planCount,
    secondsThisWeek: figures.weekSeconds,
    minutesThisWeek: wholeMinutes(figures.weekSeconds),
  };
}

export function toAuditEntry(row: {
  entry: typeof adminAuditLog.$inferSelect;
  actorEmail: string | null;
  targetEmail: string | null;
  termsType: TermsType | null;
  termsVersion: number | null;
}): AuditEntry {
  const { entry } = row;
  return {
    id: entry.id,
    action: entry.action,
    actor: { id: entry.actorId, email: row.actorEmail },
    target: entry.action === 'TERMS_PUBLISHED' ? null : { id: entry.targetUserId, email: row.targetEmail },
    terms:
      entry.termsId !== null && row.termsType !== null && row.termsVersion !== null
        ? { id: entry.termsId, type: row.termsType, version: row.termsVersion }
        : null,
    reason: entry.reason,
    createdAt: entry.createdAt.toISOString(),
  };
}
