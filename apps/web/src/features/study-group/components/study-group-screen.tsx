import type { GroupDetail } from '@molip/domain/study-group';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorBox } from '@/components/ui/error-box';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { describeError, errorSentence } from '@/lib/error-messages';
import { useCreateGroup } from '../api/create-group';
import { useMyGroups } from '../api/get-my-groups';
import { GroupNameModal } from './group-name-modal';
import { RankingSkeleton } from './group-ranking';
import { GroupView } from './group-view';
import { InviteCodeCard } from './invite-code-card';
import { JoinByCodeModal } from './join-by-code-modal';
import { NoGroupState } from './no-group-state';

type StudyGroupScreenProps = {
  /** The reader, to highlight their own row. */
  myUserId: string | null;
  /** The reader's study day (YYYY-MM-DD): the last day a period's bars and "next" may reach. */
  today: string;
  /** Where the ranking-consent switch lives (my page). */
  consentHref: string;
};

/** `/study-group`: the reader's groups, or a way into one. */
export function StudyGroupScreen({ myUserId, today, consentHref }: StudyGroupScreenProps) {
  const groups = useMyGroups();
  const create = useCreateGroup();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [joinOpen, setJoinOpen] = useState(false);
  const [created, setCreated] = useState<GroupDetail | null>(null);

  const list = groups.data ?? [];
  // A group just left or not yet in a refreshed list falls back to the first (the study room).
  const selected = list.find((group) => group.id === chosenId) ?? list[0];

  const dialogs = (
    <>
      <GroupNameModal
        open={createOpen}
        onOpenChange={(open) => {
          if (!open) create.reset();
          setCreateOpen(open);
        }}
        title="그룹 만들기"
        submitLabel="만들기"
        pending={create.isPending}
        error={create.isError ? errorSentence(create.error, 'studyGroup') : null}
        onSubmit={(name) =>
          create.mutate(name, {
            onSuccess: (group) => {
              setCreateOpen(false);
              setChosenId(group.id);
              setCreated(group);
            },
          })
        }
      />
      <JoinByCodeModal open={joinOpen} onOpenChange={setJoinOpen} onJoined={setChosenId} />
      <Modal
        open={created !== null}
        onOpenChange={(open) => {
          if (!open) setCreated(null);
        }}
        title="그룹을 만들었어요"
        description="초대 코드를 보내면 친구가 바로 참여할 수 있어요."
        size="sm"
        footer={
          <Button fullWidth onClick={() => setCreated(null)}>
            확인
          </Button>
        }
      >
        {created?.inviteCode ? (
          <InviteCodeCard
            groupId={created.id}
            groupName={created.name}
            inviteCode={created.inviteCode}
            canRotate={false}
          />
        ) : null}
      </Modal>
    </>
  );

  if (groups.isPending) {
    return (
      <div className="flex flex-col gap-4">
        <div aria-hidden="true" className="h-20 animate-pulse rounded-card bg-surface shadow-card" />
        <RankingSkeleton />
      </div>
    );
  }

  if (groups.isError) {
    return (
      <ErrorBox
        {...describeError(groups.error, 'studyGroup')}
        onRetry={() => void groups.refetch()}
        retrying={groups.isFetching}
      />
    );
  }

  if (!selected) {
    return (
      <>
        <NoGroupState onCreate={() => setCreateOpen(true)} onJoinByCode={() => setJoinOpen(true)} />
        {dialogs}
      </>
    );
  }

  return (
    <>
      {list.length > 1 ? (
        <nav aria-label="내 그룹" className="-mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {list.map((group) => (
              <li key={group.id} className="shrink-0">
                <button
                  type="button"
                  aria-current={group.id === selected.id ? 'true' : undefined}
                  onClick={() => setChosenId(group.id)}
                  className={cn(
                    'h-9 max-w-48 truncate rounded-full border px-4 text-sm font-semibold transition-colors',
                    group.id === selected.id
                      ? 'border-primary bg-primary text-on-primary'
                      : 'border-line-strong bg-surface text-ink-muted hover:text-ink',
                  )}
                >
                  {group.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <GroupView
        key={selected.id}
        groupId={selected.id}
        myUserId={myUserId}
        today={today}
        consentHref={consentHref}
        onLeft={() => setChosenId(null)}
        onMoved={setChosenId}
      />

      <div className="flex gap-2 border-t border-line pt-4">
        <Button variant="secondary" fullWidth onClick={() => setCreateOpen(true)}>
          그룹 만들기
        </Button>
        <Button variant="secondary" fullWidth onClick={() => setJoinOpen(true)}>
          초대 코드로 참여
        </Button>
      </div>
      {dialogs}
    </>
  );
}
