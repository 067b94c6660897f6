import type { UserProfile } from '@molip/domain/user';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { errorSentence } from '@/lib/error-messages';
import { useDeleteAccount } from '../api/delete-account';

/** Typed when the user has no username yet, so everyone has something of their own to type. */
export const DELETION_FALLBACK_WORD = '탈퇴';

/** What the user must type to enable deletion: their username, or the fallback word without one. */
export function deletionConfirmationWord(profile: Pick<UserProfile, 'username'>): string {
  return profile.username ?? DELETION_FALLBACK_WORD;
}

const DELETION_CONSEQUENCES = [
  '학습 계획, 할 일, 집중 기록, 약관 동의 기록이 모두 지워지고 되돌릴 수 없어요.',
  '직접 만든 학습 자료는 다른 회원의 계획에 쓰이고 있을 수 있어서 작성자 정보 없이 남아요.',
  '로그인 정보도 지워져 모든 기기에서 로그아웃돼요. 같은 계정으로 다시 로그인하면 새 회원으로 시작해요.',
] as const;

type AccountDeletionProps = {
  profile: UserProfile;
  /** Runs after the server deleted the account: the app signs out locally and leaves the page. */
  onDeleted: () => void;
};

/** The "회원 탈퇴" entry the terms promise on the my-page, with a typed confirmation (irreversible). */
export function AccountDeletion({ profile, onDeleted }: AccountDeletionProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const deleteAccount = useDeleteAccount();
  const word = deletionConfirmationWord(profile);
  const confirmed = typed.trim() === word;

  const changeOpen = (next: boolean) => {
    // Closing mid-request would hide whether the account is gone; wait for the answer.
    if (deleteAccount.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      deleteAccount.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleteAccount.isPending) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        showAlert({
          variant: 'info',
          title: '회원 탈퇴',
          description: '탈퇴했어요. 그동안 몰입을 이용해 주셔서 고마워요.',
        });
        onDeleted();
      },
    });
  };

  return (
    <>
      <button
        type="button"
        onClick={() => changeOpen(true)}
        className="min-h-11 self-center rounded-lg px-3 text-sm font-medium text-danger underline-offset-4 hover:underline"
      >
        회원 탈퇴
      </button>
      <Modal
        open={open}
        onOpenChange={changeOpen}
        size="sm"
        title="회원 탈퇴"
        description="탈퇴하면 계정과 기록을 되돌릴 수 없어요."
        footer={
          <>
            <Button
              variant="outline"
              className="flex-1"
              onClick={() => changeOpen(false)}
              disabled={deleteAccount.isPending}
            >
              취소
            </Button>
            <Button
              needsServer
              type="submit"
              form="account-deletion-form"
              variant="danger"
              className="flex-1"
              disabled={!confirmed}
              loading={deleteAccount.isPending}
            >
              탈퇴하기
            </Button>
          </>
        }
      >
        <form id="account-deletion-form" onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <ul className="flex list-disc flex-col gap-2 rounded-xl bg-danger-soft py-3 pr-4 pl-8 text-sm text-ink">
            {DELETION_CONSEQUENCES.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <Input
            label={
              profile.username
                ? `확인을 위해 사용자명(${word})을 입력해 주세요.`
                : `확인을 위해 ‘${word}’를 입력해 주세요.`
            }
            name="deletionConfirmation"
            value={typed}
            placeholder={word}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => {
              setTyped(event.target.value);
              if (deleteAccount.isError) deleteAccount.reset();
            }}
          />
          {deleteAccount.isError ? (
            <Alert
              variant="error"
              title="탈퇴하지 못했어요."
              description={errorSentence(deleteAccount.error, 'profile')}
            />
          ) : null}
        </form>
      </Modal>
    </>
  );
}
