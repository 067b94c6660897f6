import type { GroupDetail } from '@molip/domain/study-group';
import { useState } from 'react';
import { showAlert } from '@/components/ui/alerts-store';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { errorSentence } from '@/lib/error-messages';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { memberName } from './member-name';

type GroupMembersProps = {
  group: GroupDetail;
  myUserId: string | null;
  /** Who is focusing now, with the plan they study when they share it. */
  focusingPlans: ReadonlyMap<string, string | null>;
};

/** Everyone in the group by username; a leader may remove anyone but themselves. */
export function GroupMembers({ group, myUserId, focusingPlans }: GroupMembersProps) {
  const remove = useRemoveGroupMember();
  const [removing, setRemoving] = useState<GroupDetail['members'][number] | null>(null);
  const isLeader = group.myRole === 'LEADER';

  return (
    <>
      <ul
        aria-label="멤버"
        className="divide-y divide-line overflow-hidden rounded-card border border-line bg-surface shadow-card"
      >
        {group.members.map((member) => {
          const name = memberName(member.username);
          return (
            <li key={member.id} className="flex min-h-14 items-center gap-3 px-4 py-2.5">
              <Avatar
                name={name}
                mode="initial"
                size="small"
                presence={focusingPlans.has(member.id) ? 'busy' : undefined}
                presenceLabel="지금 집중 중"
              />
              <span className="flex min-w-0 flex-1 items-center gap-1.5">
                <span className="truncate text-[0.9375rem] font-medium text-ink">{name}</span>
                {member.role === 'LEADER' ? (
                  <span className="shrink-0 rounded-full bg-warning-soft px-1.5 py-0.5 text-[0.6875rem] font-bold text-warning">
                    그룹장
                  </span>
                ) : null}
                {member.id === myUserId ? (
                  <span className="shrink-0 text-[0.8125rem] text-ink-subtle">(나)</span>
                ) : null}
              </span>
              {isLeader && member.id !== myUserId ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setRemoving(member)}
                  aria-label={`${name} 내보내기`}
                >
                  내보내기
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <ConfirmModal
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`‘${memberName(removing?.username ?? null)}’ 님을 내보낼까요?`}
        description="그룹의 순위와 멤버 목록에서 빠지고, 초대 코드로 다시 참여할 수 있어요."
        confirmLabel="내보내기"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(
            { groupId: group.id, userId: removing.id },
            {
              onSuccess: () => {
                setRemoving(null);
                showAlert({ variant: 'success', description: '멤버를 내보냈어요.' });
              },
              onError: (error) =>
                showAlert({ variant: 'error', description: errorSentence(error, 'studyGroup') }),
            },
          );
        }}
      />
    </>
  );
}
