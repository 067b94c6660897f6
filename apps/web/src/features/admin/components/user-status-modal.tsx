import { DISABLE_REASON_MAX_LENGTH, updateAdminUserBody, type AdminUser } from '@molip/domain/admin';
import { useId, useState } from 'react';
import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { errorSentence } from '@/lib/error-messages';
import { useUpdateAdminUser } from '../api/update-admin-user';

type UserStatusModalProps = {
  user: AdminUser;
  onClose: () => void;
};

/**
 * Disables an account (a reason is required and stays in the audit log) or enables it again (a note is
 * optional). The server's own sentence shows when it refuses, e.g. for oneself or another admin.
 */
export function UserStatusModal({ user, onClose }: UserStatusModalProps) {
  const disabling = user.disabledAt === null;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateAdminUser();
  const fieldId = useId();
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;

  const submit = () => {
    const trimmed = reason.trim();
    const body = { disabled: disabling, ...(trimmed === '' ? {} : { reason: trimmed }) };
    const parsed = updateAdminUserBody.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    update.mutate(
      { userId: user.id, ...parsed.data },
      {
        onSuccess: () => {
          showAlert({
            variant: 'success',
            description: disabling
              ? `‘${user.displayName}’ 계정을 비활성화했어요.`
              : `‘${user.displayName}’ 계정을 다시 활성화했어요.`,
          });
          onClose();
        },
        onError: (failure) => setError(errorSentence(failure)),
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !update.isPending) onClose();
      }}
      title={
        disabling
          ? `‘${user.displayName}’ 계정을 비활성화할까요?`
          : `‘${user.displayName}’ 계정을 다시 활성화할까요?`
      }
      description={
        disabling
          ? '바로 로그아웃되고, 다시 활성화할 때까지 로그인할 수 없어요. 이유는 감사 기록에 남아요.'
          : '다시 로그인해서 서비스를 쓸 수 있어요.'
      }
      footer={
        <>
          <Button variant="outline" fullWidth onClick={onClose} disabled={update.isPending}>
            취소
          </Button>
          <Button
            variant={disabling ? 'danger' : 'primary'}
            fullWidth
            loading={update.isPending}
            onClick={submit}
          >
            {disabling ? '비활성화' : '다시 활성화'}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-1.5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className="mb-2 text-sm text-ink-muted">
          {user.email}
          {user.username ? ` · @${user.username}` : ''}
        </p>
        <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
          {disabling ? '비활성화하는 이유' : '메모 (선택)'}
        </label>
        <textarea
          id={fieldId}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (error) setError(null);
          }}
          rows={3}
          maxLength={DISABLE_REASON_MAX_LENGTH}
          required={disabling}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          placeholder={disabling ? '예: 다른 사용자에게 불쾌감을 주는 글을 반복해서 남겼어요.' : undefined}
          className={cn(
            'w-full resize-none rounded-xl border bg-surface px-4 py-3 text-base text-ink placeholder:text-ink-subtle',
            'outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30',
            error ? 'border-danger' : 'border-line-strong',
          )}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-[0.8125rem] font-medium text-danger">
            {error}
          </p>
        ) : (
          <p id={hintId} className="text-right text-[0.8125rem] text-ink-subtle tabular-nums">
            {reason.length}/{DISABLE_REASON_MAX_LENGTH}
          </p>
        )}
      </form>
    </Modal>
  );
}
