import { STUDY_ROOM_CAPACITY } from '@molip/domain/study-group';
import { Button } from '@/components/ui/button';
import { UsersIcon } from '@/components/ui/icons';
import { errorSentence } from '@/lib/error-messages';
import { useJoinStudyRoom } from '../api/join-study-room';

type NoGroupStateProps = { onCreate: () => void; onJoinByCode: () => void };

/** A reader in no group: one tap seats them in a study room; creating or joining by code are beside it. */
export function NoGroupState({ onCreate, onJoinByCode }: NoGroupStateProps) {
  const join = useJoinStudyRoom();
  return (
    <section
      aria-labelledby="no-group-heading"
      className="flex flex-col items-center gap-3 rounded-card bg-surface px-5 py-8 text-center shadow-card"
    >
      <div className="flex size-14 items-center justify-center rounded-2xl bg-primary-soft text-primary">
        <UsersIcon size={28} />
      </div>
      <h2 id="no-group-heading" className="text-lg font-bold text-ink">
        아직 참여한 그룹이 없어요
      </h2>
      <p className="text-[0.9375rem] leading-6 text-ink-muted">
        스터디룸에 들어가면 최대 {STUDY_ROOM_CAPACITY}명의 학습자와 함께 공부 시간을 나누고 순위를 볼 수
        있어요.
      </p>
      <Button
        needsServer
        size="lg"
        fullWidth
        className="mt-2"
        loading={join.isPending}
        onClick={() => join.mutate()}
      >
        스터디룸에 들어가기
      </Button>
      {join.isError ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {errorSentence(join.error, 'studyGroup')}
        </p>
      ) : null}
      <div className="flex w-full gap-2">
        <Button variant="outline" fullWidth onClick={onCreate}>
          그룹 만들기
        </Button>
        <Button variant="outline" fullWidth onClick={onJoinByCode}>
          초대 코드로 참여
        </Button>
      </div>
    </section>
  );
}
