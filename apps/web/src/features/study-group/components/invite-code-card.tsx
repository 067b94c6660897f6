import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { ReplaceSecret } from '@/components/ui/replace-secret';
import { errorSentence } from '@/lib/error-messages';
import { useRotateInviteCode } from '../api/rotate-invite-code';

type InviteCodeCardProps = {
  groupId: number;
  groupName: string;
  inviteCode: string;
  /** Only a leader may make a new code. */
  canRotate: boolean;
};

function inviteText(groupName: string, inviteCode: string): string {
  return `몰입 스터디 그룹 ‘${groupName}’에 함께해요. 초대 코드: ${inviteCode}`;
}

/** The group's invite code with copy and share; a leader can also replace it. */
export function InviteCodeCard({ groupId, groupName, inviteCode, canRotate }: InviteCodeCardProps) {
  const rotate = useRotateInviteCode();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(inviteCode);
      showAlert({ variant: 'success', description: '초대 코드를 복사했어요.' });
    } catch {
      showAlert({ variant: 'error', description: '복사하지 못했어요. 코드를 길게 눌러 직접 복사해 주세요.' });
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: '스터디 그룹 초대', text: inviteText(groupName, inviteCode) });
    } catch {
      // Closing the share sheet rejects too; there is nothing to report.
    }
  };

  return (
    <div className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-col">
          <span className="text-[0.8125rem] text-ink-muted">초대 코드</span>
          <span className="font-mono text-xl font-bold tracking-[0.2em] text-ink select-all">
            {inviteCode}
          </span>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => void copy()} aria-label="초대 코드 복사">
            복사
          </Button>
          {canShare ? (
            <Button variant="secondary" size="sm" onClick={() => void share()} aria-label="초대 코드 공유">
              공유
            </Button>
          ) : null}
        </div>
      </div>
      {canRotate ? (
        <ReplaceSecret
          label="초대 코드 새로 만들기"
          consequence="새 코드를 만들면 지금 코드로는 더 이상 참여할 수 없어요."
          confirmLabel="새 코드 만들기"
          pending={rotate.isPending}
          onReplace={(replaced) =>
            rotate.mutate(groupId, {
              onSuccess: () => {
                replaced();
                showAlert({ variant: 'success', description: '새 초대 코드를 만들었어요.' });
              },
              onError: (error) =>
                showAlert({ variant: 'error', description: errorSentence(error, 'studyGroup') }),
            })
          }
        />
      ) : null}
    </div>
  );
}
