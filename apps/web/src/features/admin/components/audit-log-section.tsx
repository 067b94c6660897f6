import type { AuditEntry } from '@molip/domain/admin';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { ShieldIcon } from '@/components/ui/icons';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { cn } from '@/lib/cn';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useAuditLog } from '../api/get-audit-log';
import { auditActionNames, instantText, termsTypeNames } from './admin-format';
import { Pager } from './pager';
import { loadFailure } from './section-failure';

type AuditLogSectionProps = { timeZone: string; now: Date };

function AuditSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="admin-audit-skeleton" className="flex flex-col gap-3">
      {Array.from({ length: 5 }, (_, index) => (
        <li key={index} className="h-24 animate-pulse rounded-card bg-surface shadow-card" />
      ))}
    </ul>
  );
}

const actionTone = {
  USER_DISABLED: 'bg-danger-soft text-danger',
  USER_ENABLED: 'bg-accent-soft text-accent',
  TERMS_PUBLISHED: 'bg-info-soft text-info',
} as const satisfies Record<AuditEntry['action'], string>;

/** The trail keeps people as ids: a deleted account has no e-mail left to show, only its id's first part. */
function personText(person: { id: string | null; email: string | null }): string {
  return person.email ?? `탈퇴한 계정${person.id ? ` (${person.id.slice(0, 8)})` : ''}`;
}

function subject(entry: AuditEntry): string | null {
  if (entry.terms) return `${termsTypeNames[entry.terms.type]} 버전 ${entry.terms.version}`;
  return entry.target ? personText(entry.target) : null;
}

function AuditRow({ entry, timeZone, now }: { entry: AuditEntry } & AuditLogSectionProps) {
  const what = subject(entry);
  return (
    <li className="flex flex-col gap-1.5 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <span
          className={cn(
            'inline-flex h-6 items-center rounded-md px-2 text-xs font-semibold',
            actionTone[entry.action],
          )}
        >
          {auditActionNames[entry.action]}
        </span>
        <time dateTime={entry.createdAt} className="text-[0.8125rem] text-ink-muted tabular-nums">
          {instantText(entry.createdAt, timeZone, now)}
        </time>
      </div>
      {what ? <p className="truncate font-semibold text-ink">{what}</p> : null}
      <p className="truncate text-[0.8125rem] text-ink-muted">관리자 {personText(entry.actor)}</p>
      {entry.reason ? (
        <p className="rounded-lg bg-surface-muted px-3 py-2 text-[0.8125rem] text-ink">
          <span className="font-semibold">이유</span> · {entry.reason}
        </p>
      ) : null}
    </li>
  );
}

/** Every admin action, newest first: who did what to whom, when, and why. */
export function AuditLogSection({ timeZone, now }: AuditLogSectionProps) {
  const [offset, setOffset] = useState(0);
  const log = useAuditLog(offset);
  const showSkeleton = useDelayedFlag(log.isPending, SKELETON_DELAY_MS);

  if (log.isPending) return showSkeleton ? <AuditSkeleton /> : null;
  if (log.isError) {
    return (
      <ErrorBox
        {...loadFailure(log.error, '감사 기록을')}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
    );
  }
  if (log.data.entries.length === 0) {
    return (
      <EmptyState
        icon={<ShieldIcon size={24} />}
        title="아직 남은 기록이 없어요"
        description="계정을 비활성화하거나 약관을 게시하면 여기에 남아요."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul
        aria-label="감사 기록"
        aria-busy={log.isPlaceholderData || undefined}
        className="flex flex-col gap-3"
      >
        {log.data.entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} timeZone={timeZone} now={now} />
        ))}
      </ul>
      <Pager
        pagination={log.data.pagination}
        unit="건"
        onOffsetChange={setOffset}
        busy={log.isPlaceholderData}
      />
    </div>
  );
}
