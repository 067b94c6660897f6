import type { AdminUser } from '@molip/domain/admin';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBox } from '@/components/ui/error-box';
import { UsersIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useAdminUsers } from '../api/get-admin-users';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { AdminUserRow } from './admin-user-row';
import { Pager } from './pager';
import { loadFailure } from './section-failure';
import { UserStatusModal } from './user-status-modal';

/** The server is asked once the admin pauses typing for this long. */
export const USER_SEARCH_DEBOUNCE_MS = 300;

type UsersSectionProps = { timeZone: string; now: Date };

function UsersSkeleton() {
  return (
    <ul aria-hidden="true" data-testid="admin-users-skeleton" className="flex flex-col gap-3">
      {Array.from({ length: 4 }, (_, index) => (
        <li key={index} className="h-32 animate-pulse rounded-card bg-surface shadow-card" />
      ))}
    </ul>
  );
}

/** Every account, most recently active first, searchable by e-mail, username or name. */
export function UsersSection({ timeZone, now }: UsersSectionProps) {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const [offset, setOffset] = useState(0);
  const [pageQuery, setPageQuery] = useState(query);
  // A new search starts on its first page.
  if (pageQuery !== query) {
    setPageQuery(query);
    setOffset(0);
  }
  const users = useAdminUsers({ query, offset });
  const showSkeleton = useDelayedFlag(users.isPending, SKELETON_DELAY_MS);
  const [changing, setChanging] = useState<AdminUser | null>(null);

  let body;
  if (users.isPending) {
    body = showSkeleton ? <UsersSkeleton /> : null;
  } else if (users.isError) {
    body = (
      <ErrorBox
        {...loadFailure(users.error, '사용자 목록을')}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
      />
    );
  } else if (users.data.users.length === 0) {
    body =
      query === '' ? (
        <EmptyState icon={<UsersIcon size={24} />} title="아직 가입한 사용자가 없어요" />
      ) : (
        <EmptyState
          icon={<UsersIcon size={24} />}
          title={`‘${query}’에 맞는 사용자가 없어요`}
          description="이메일, 사용자명이나 이름의 일부로 찾아보세요."
        />
      );
  } else {
    body = (
      <>
        <ul
          aria-label="사용자"
          aria-busy={users.isPlaceholderData || undefined}
          className="flex flex-col gap-3 lg:grid lg:grid-cols-2"
        >
          {users.data.users.map((user) => (
            <AdminUserRow
              key={user.id}
              user={user}
              timeZone={timeZone}
              now={now}
              onChangeStatus={setChanging}
            />
          ))}
        </ul>
        <Pager
          pagination={users.data.pagination}
          unit="명"
          onOffsetChange={setOffset}
          busy={users.isPlaceholderData}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Input
        type="search"
        label="사용자 검색"
        hideLabel
        placeholder="이메일, 사용자명, 이름으로 찾기"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={100}
        enterKeyHint="search"
      />
      {body}
      {changing ? <UserStatusModal user={changing} onClose={() => setChanging(null)} /> : null}
    </div>
  );
}
