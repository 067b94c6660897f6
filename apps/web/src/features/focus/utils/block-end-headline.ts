import { SECONDS_PER_MINUTE } from '@molip/domain/duration';
import { formatStudyMinutes, formatStudyTime } from '@molip/domain/study-time';

export type BlockOutcome = {
  /** The server's credited seconds for the block. */
  focusSeconds: number;
  plannedMinutes: number;
  completedTodos: number;
};

export type BlockEndHeadline = {
  title: string;
  detail: string;
  /** Only something done is celebrated: an empty block is said plainly, with a way forward. */
  celebrates: boolean;
};

/** The one line a finished block opens with, chosen by what happened in it. */
export function blockEndHeadline({
  focusSeconds,
  plannedMinutes,
  completedTodos,
}: BlockOutcome): BlockEndHeadline {
  const focused = formatStudyTime(focusSeconds, 'words');
  const done = completedTodos > 0 ? `할 일 ${completedTodos}개를 끝냈어요.` : null;
  if (focusSeconds <= 0) {
    return done
      ? { title: done, detail: '다음 블록도 이어 가 볼까요?', celebrates: true }
      : {
          title: '이번엔 집중 기록이 없어요',
          detail: '다음 블록에서 할 일 하나를 골라 시작해 보세요.',
          celebrates: false,
        };
  }
  const plannedSeconds = plannedMinutes * SECONDS_PER_MINUTE;
  if (focusSeconds >= plannedSeconds) {
    return {
      title: `계획한 ${formatStudyMinutes(plannedMinutes)}을 끝까지 집중했어요`,
      detail: done ?? '잠깐 쉬고 이어 가요.',
      celebrates: true,
    };
  }
  if (focusSeconds * 2 >= plannedSeconds) {
    return {
      title: `${focused} 집중했어요`,
      detail: done ?? '잘하고 있어요. 잠깐 쉬고 이어 가요.',
      celebrates: true,
    };
  }
  return {
    title: `${focused} 집중했어요`,
    detail: done ?? '시작한 게 중요해요. 조금씩 늘려 가요.',
    celebrates: true,
  };
}
