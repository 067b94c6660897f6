import { USERNAME_HOLD_DAYS } from '@molip/domain/constants';
import type { UserProfile } from '@molip/domain/user';
import { usernameTooSoonMessage } from '@molip/domain/username';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { showSnackbar } from '@/components/ui/snackbar-store';
import { useChangeUsername } from '../api/change-username';
import { useUsernameChangeStatus } from '../api/get-username-change-status';
import { useUsernameForm } from '../hooks/use-username-form';
import { UsernameInput } from './username-input';

type UsernameChangeProps = { profile: UserProfile };

/**
 * The username on the my-page, changeable at most once every 30 days with the sign-up's rules and messages
 * (docs/product-rules.md#who-may-use-the-service).
 */
export function UsernameChange({ profile }: UsernameChangeProps) {
  const status = useUsernameChangeStatus();
  const [open, setOpen] = useState(false);
  const nextChangeAt = status.data?.nextChangeAt ?? null;
  const waitLine = nextChangeAt ? usernameTooSoonMessage(new Date(nextChangeAt), profile.timezone) : null;

  return (
    <section aria-labelledby="username-change-title" className="flex flex-col gap-3">
      <h2 id="username-change-title" className="text-base font-bold text-ink">
        사용자명
      </h2>
      <div className="flex items-center gap-3 rounded-card border border-line bg-surface px-4 py-3.5 shadow-card">
        <UserIcon className="shrink-0 text-ink-muted" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-[0.9375rem] font-medium text-ink">
            {profile.username ? `@${profile.username}` : '사용자명 미설정'}
          </p>
          <p className="text-[0.8125rem] text-ink-muted">{waitLine ?? '30일에 한 번 바꿀 수 있어요.'}</p>
        </div>
        <Button
          needsServer
          size="sm"
          variant="secondary"
          disabled={!status.data || nextChangeAt !== null || profile.username === null}
          onClick={() => setOpen(true)}
        >
          바꾸기
        </Button>
      </div>
      {open && profile.username ? (
        <UsernameChangeModal current={profile.username} onClose={() => setOpen(false)} />
      ) : null}
    </section>
  );
}

function UsernameChangeModal({ current, onClose }: { current: string; onClose: () => void }) {
  const change = useChangeUsername();
  const form = useUsernameForm(change, () => {
    onClose();
    showSnackbar({ message: '사용자명을 바꿨어요.' });
  });

  return (
    <Modal
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      size="sm"
      title="사용자명 바꾸기"
      description={`지금 사용자명: @${current}`}
    >
      <form onSubmit={form.submit} className="flex flex-col gap-4" noValidate>
        <UsernameInput label="새 사용자명" {...form.field} />
        <Alert
          variant="warning"
          title="바꾸면 30일 동안 다시 바꿀 수 없어요."
          description={`지금 쓰는 사용자명은 ${USERNAME_HOLD_DAYS}일 동안 다른 사람이 쓸 수 없어요.`}
        />
        {form.serverError ? (
          <Alert variant="error" title="사용자명 변경 실패" description={form.serverError} />
        ) : null}
        <div className="flex gap-2">
          <Button type="button" variant="outline" size="lg" fullWidth onClick={onClose}>
            취소
          </Button>
          <Button
            needsServer
            type="submit"
            size="lg"
            fullWidth
            disabled={!form.canConfirm}
            loading={change.isPending}
          >
            바꾸기
          </Button>
        </div>
      </form>
    </Modal>
  );
}
