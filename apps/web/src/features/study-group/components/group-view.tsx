import type { GroupDetail } from '@molip/domain/study-group';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert } from '@/components/ui/alerts-store';
import { Button } from '@/components/ui/button';
import { DesktopColumn, DesktopColumns } from '@/components/ui/desktop-columns';
import { ErrorBox } from '@/components/ui/error-box';
import { Section } from '@/components/ui/section';
import { SKELETON_DELAY_MS } from '@/config/ui-constants';
import { cn } from '@/lib/cn';
import { errorSentence, describeError } from '@/lib/error-messages';
import { useDelayedFlag } from '@/lib/use-delayed-flag';
import { useGroupPresenceStream } from '../api/follow-group-presence';
import { useGroup } from '../api/get-group';
import { useGroupPresence } from '../api/get-group-presence';
import { useLeaveGroup } from '../api/leave-group';
import { useRenameGroup } from '../api/rename-group';
import { useSwitchStudyRoom } from '../api/switch-study-room';
import { studyGroupKeys } from '../api/study-group-query-keys';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { GroupMembers } from './group-members';
import { GroupNameModal } from './group-name-modal';
import { GroupRanking } from './group-ranking';
import { InviteCodeCard } from './invite-code-card';

type GroupViewProps = {
  groupId: number;
  myUserId: string | null;
  today: string;
  consentHref: string;
  onLeft: () => void;
  /** The reader moved to another study room: show that one. */
  onMoved: (roomId: number) => void;
};

function leaveConsequence(group: GroupDetail): string {
  if (group.isRoom) return '스터디룸은 언제든 다시 들어갈 수 있어요. 그때는 자리가 있는 방으로 안내해요.';
  if (group.myRole === 'LEADER' && group.memberCount > 1)
    return '그룹장 역할은 가장 오래 함께한 멤버에게 넘어가요. 다시 들어오려면 초대 코드가 필요해요.';
  if (group.memberCount <= 1) return '마지막 멤버가 나가면 그룹이 사라져요.';
  return '다시 들어오려면 초대 코드가 필요해요.';
}

function GroupHeaderSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex animate-pulse flex-col gap-2 rounded-card bg-surface p-5 shadow-card"
    >
      <span className="h-5 w-40 rounded bg-surface-muted" />
      <span className="h-4 w-24 rounded bg-surface-muted" />
    </div>
  );
}

/** One group: who is focusing now, the ranking, the invite code, the members and the group's actions. */
export function GroupView({ groupId, myUserId, today, consentHref, onLeft, onMoved }: GroupViewProps) {
  const queryClient = useQueryClient();
  const group = useGroup(groupId);
  const presence = useGroupPresence(groupId);
  useGroupPresenceStream(groupId, group.data !== undefined);
  const showHeaderSkeleton = useDelayedFlag(group.isPending, SKELETON_DELAY_MS);
  const rename = useRenameGroup();
  const leave = useLeaveGroup();
  const switchRoom = useSwitchStudyRoom();
  const [renameOpen, setRenameOpen] = useState(false);
  const [leaveOpen, setLeaveOpen] = useState(false);
  const [switchOpen, setSwitchOpen] = useState(false);

  const focusing = presence.data?.members.filter((member) => member.status === 'FOCUSING') ?? [];
  const focusingPlans = new Map(focusing.map((member) => [member.id, member.planTitle]));

  if (group.isError) {
    return (
      <ErrorBox
        {...describeError(group.error, 'studyGroup')}
        retrying={group.isFetching}
        onRetry={() => {
          // Membership may have changed (removed by the leader): ask for the list too.
          void queryClient.invalidateQueries({ queryKey: studyGroupKeys.list() });
          void group.refetch();
        }}
      />
    );
  }

  const detail = group.data;
  const isLeader = detail?.myRole === 'LEADER';

  return (
    <>
      {/* From 1024 px the ranking stands beside the people: the invite, who is focusing and the group's actions. */}
      <DesktopColumns layout="narrow-last">
        <DesktopColumn>
          {detail ? (
            <div className="flex items-center justify-between gap-3 rounded-card bg-surface p-5 shadow-card">
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="truncate text-lg font-bold text-ink">{detail.name}</h2>
                <p className="text-sm text-ink-muted">멤버 {detail.memberCount}명</p>
              </div>
              {presence.data ? (
                <p
                  aria-live="polite"
                  className={cn(
                    'flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold',
                    // Red is for a desk light that is on; nobody focusing is not an alert.
                    focusing.length > 0 ? 'bg-danger-soft text-danger' : 'bg-surface-muted text-ink-muted',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={
                      focusing.length > 0
                        ? 'size-2 animate-pulse rounded-full bg-danger'
                        : 'size-2 rounded-full bg-ink-subtle'
                    }
                  />
                  지금 집중 중 {focusing.length}명
                </p>
              ) : null}
            </div>
          ) : showHeaderSkeleton ? (
            <GroupHeaderSkeleton />
          ) : null}

          <GroupRanking
            groupId={groupId}
            myUserId={myUserId}
            today={today}
            focusingPlans={focusingPlans}
            consentHref={consentHref}
          />
        </DesktopColumn>

        <DesktopColumn>
          {detail?.inviteCode ? (
            <Section title="친구 초대" id="group-invite">
              <InviteCodeCard
                groupId={detail.id}
                groupName={detail.name}
                inviteCode={detail.inviteCode}
                canRotate={isLeader}
              />
            </Section>
          ) : null}

          {detail ? (
            <Section title={`멤버 ${detail.members.length}명`} id="group-members">
              <GroupMembers group={detail} myUserId={myUserId} focusingPlans={focusingPlans} />
            </Section>
          ) : null}

          {detail ? (
            <div className="flex gap-2">
              {isLeader ? (
                <Button variant="outline" fullWidth onClick={() => setRenameOpen(true)}>
                  그룹 이름 바꾸기
                </Button>
              ) : null}
              {detail.isRoom ? (
                <Button variant="outline" fullWidth onClick={() => setSwitchOpen(true)}>
                  다른 방으로 옮기기
                </Button>
              ) : null}
              <Button variant="ghost" fullWidth onClick={() => setLeaveOpen(true)}>
                <span className="text-danger">{detail.isRoom ? '방 나가기' : '그룹 나가기'}</span>
              </Button>
            </div>
          ) : null}
        </DesktopColumn>
      </DesktopColumns>

      {detail ? (
        <>
          <GroupNameModal
            key={`${detail.id}-${detail.name}`}
            open={renameOpen}
            onOpenChange={(open) => {
              if (!open) rename.reset();
              setRenameOpen(open);
            }}
            title="그룹 이름 바꾸기"
            submitLabel="저장"
            initialName={detail.name}
            pending={rename.isPending}
            error={rename.isError ? errorSentence(rename.error, 'studyGroup') : null}
            onSubmit={(name) =>
              rename.mutate(
                { groupId: detail.id, name },
                {
                  onSuccess: () => {
                    setRenameOpen(false);
                    showAlert({ variant: 'success', description: '그룹 이름을 바꿨어요.' });
                  },
                },
              )
            }
          />
          <ConfirmModal
            open={switchOpen}
            onOpenChange={setSwitchOpen}
            title="다른 스터디룸으로 옮길까요?"
            description="자리가 있는 다른 방으로 옮겨요. 지금 방의 순위에서는 빠지고, 새 방의 순위에 들어가요."
            confirmLabel="옮기기"
            pending={switchRoom.isPending}
            onConfirm={() =>
              switchRoom.mutate(detail.id, {
                onSuccess: (room) => {
                  setSwitchOpen(false);
                  showAlert({ variant: 'success', description: `‘${room.name}’에 들어왔어요.` });
                  onMoved(room.id);
                },
                onError: (error) =>
                  showAlert({ variant: 'error', description: errorSentence(error, 'studyGroup') }),
              })
            }
          />
          <ConfirmModal
            open={leaveOpen}
            onOpenChange={setLeaveOpen}
            title={detail.isRoom ? `‘${detail.name}’에서 나갈까요?` : `‘${detail.name}’ 그룹에서 나갈까요?`}
            description={leaveConsequence(detail)}
            confirmLabel="나가기"
            pending={leave.isPending}
            onConfirm={() =>
              leave.mutate(detail.id, {
                onSuccess: () => {
                  setLeaveOpen(false);
                  showAlert({
                    variant: 'success',
                    description: `‘${detail.name}’${detail.isRoom ? '' : ' 그룹'}에서 나왔어요.`,
                  });
                  onLeft();
                },
                onError: (error) =>
                  showAlert({ variant: 'error', description: errorSentence(error, 'studyGroup') }),
              })
            }
          />
        </>
      ) : null}
    </>
  );
}
