import { useCurrentFocusBlock } from '@/entities/focus/get-current-focus-block';
import { useFocusSessionStatus } from '@/entities/focus/get-focus-session-status';

/**
 * The to-do a focus log is open on right now, for lists that tell "집중 중" from "일시 정지": null when no
 * log is open on a to-do, undefined until the running block has been read.
 */
export function useFocusingTodoId(): string | null | undefined {
  const status = useFocusSessionStatus();
  const block = useCurrentFocusBlock(status.data?.hasActive === true);
  if (status.data === undefined) return undefined;
  if (!status.data.hasActive) return null;
  if (block.data === undefined) return undefined;
  return block.data?.block.focusLogs.find((log) => log.endTime === null)?.dailyTodoUnitId ?? null;
}
