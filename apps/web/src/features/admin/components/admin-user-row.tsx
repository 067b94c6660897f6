import type { AdminUser } from '@molip/domain/admin';
import { formatStudyTime } from '@molip/domain/study-time';
import { Button } from '@/components/ui/button';
import { instantDayText, instantText } from './admin-format';

type AdminUserRowProps = {
  user: AdminUser;
  timeZone: string;
  now: Date;
  onChangeStatus: (user: AdminUser) => void;
};

const badge = 'inline-flex h-6 shrink-0 items-center rounded-md px-2 text-xs font-semibold';

/** One account: who, since when, how active, whether it is disabled and why, and the one action. */
export function AdminUserRow({ user, timeZone, now, onChangeStatus }: AdminUserRowProps) {
  const disabled = user.disabledAt !== null;
  return (
    <li className="flex flex-col gap-2 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-1.5">
            <span className="truncate font-bold text-ink">{user.displayName}</span>
            {user.role === 'ADMIN' ? (
              <span className={`${badge} bg-accent-soft text-accent`}>관리자</span>
            ) : null}
            {disabled ? <span className={`${badge} bg-danger-soft text-danger`}>비활성</span> : null}
          </p>
          <p className="truncate text-[0.8125rem] text-ink-muted">{user.email}</p>
          {user.username ? (
            <p className="truncate text-[0.8125rem] text-ink-subtle">@{user.username}</p>
          ) : null}
        </div>
        <Button
          variant={disabled ? 'secondary' : 'outline'}
          size="sm"
          onClick={() => onChangeStatus(user)}
          aria-label={`${user.displayName} ${disabled ? '다시 활성화' : '비활성화'}`}
        >
          {disabled ? '다시 활성화' : '비활성화'}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-[0.8125rem]">
        <div className="flex gap-1.5">
          <dt className="text-ink-subtle">가입</dt>
          <dd className="text-ink">{instantDayText(user.createdAt, timeZone, now)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-subtle">마지막 로그인</dt>
          <dd className="text-ink">
            {user.lastLoginAt ? instantText(user.lastLoginAt, timeZone, now) : '없음'}
          </dd>
        </div>
        <div className="col-span-2 flex gap-1.5">
          <dt className="text-ink-subtle">만 14세 이상 확인</dt>
          <dd className="text-ink">
            {user.ageConfirmedAt ? instantText(user.ageConfirmedAt, timeZone, now) : '확인 전'}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-subtle">계획</dt>
          <dd className="text-ink tabular-nums">{user.planCount.toLocaleString('ko-KR')}개</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-ink-subtle">이번 주 집중</dt>
          <dd className="text-ink tabular-nums">{formatStudyTime(user.secondsThisWeek, 'words')}</dd>
        </div>
      </dl>
      {disabled ? (
        <p className="rounded-lg bg-danger-soft px-3 py-2 text-[0.8125rem] text-ink">
          <span className="font-semibold text-danger">
            {user.disabledAt ? `${instantDayText(user.disabledAt, timeZone, now)} 비활성화` : '비활성화'}
          </span>
          {user.disabledReason ? ` · ${user.disabledReason}` : ''}
        </p>
      ) : null}
    </li>
  );
}
