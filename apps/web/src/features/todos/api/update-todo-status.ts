import { todoStatusResponse, type DailyTodoGroup } from '@molip/domain/daily-todo';
import type { TodoStatus } from '@molip/domain/todo-status';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { alertTitles, showAlert } from '@/components/ui/alerts-store';
import { api } from '@/lib/api-client';
import { serverMessage } from '@/lib/error-messages';
import { dailyTodoKeys } from '@/entities/todos/daily-todo-query-keys';
import { refreshAfterTodoChange } from '@/entities/plans/refresh-after-change';
import { withTodoUnit } from '@/entities/todos/today-todos-query';

export type UpdateTodoStatusInput = {
  id: string;
  status: TodoStatus;
  /** The alert text for this action when the server gave no reason ("완료하지 못했어요. 다시 시도해 주세요."). */
  failureMessage: string;
};

export const updateTodoStatus = ({ id, status }: Pick<UpdateTodoStatusInput, 'id' | 'status'>) =>
  // A 409 (forbidden change) is final; retrying a status write on 5xx could land twice, so no retries.
  api.request(
    'PATCH',
    `/daily-todo-units/${encodeURIComponent(id)}/status`,
    { body: { status }, retries: 0 },
    todoStatusResponse,
  );

const todoStatusMutationKey = ['daily-todo-status'] as const;

/**
 * Changes one to-do's status. The row flips at once (optimistic) but stays marked busy until the server
 * confirms (`useSavingTodoIds`), and rolls back with an alert on failure; afterwards today's list is
 * refetched, because postponing adds a row on another day and progress moves.
 */
export function useUpdateTodoStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: todoStatusMutationKey,
    mutationFn: updateTodoStatus,
    onMutate: async ({ id, status }: UpdateTodoStatusInput) => {
      await queryClient.cancelQueries({ queryKey: dailyTodoKeys.today() });
      const previous = queryClient.getQueryData<DailyTodoGroup[]>(dailyTodoKeys.today());
      if (previous) queryClient.setQueryData(dailyTodoKeys.today(), withTodoUnit(previous, id, { status }));
      return { previous };
    },
    onSuccess: (answer, { id }) => {
      // The server's answer is the truth for the row, even before the refetch lands.
      const current = queryClient.getQueryData<DailyTodoGroup[]>(dailyTodoKeys.today());
      if (current)
        queryClient.setQueryData(
          dailyTodoKeys.today(),
          withTodoUnit(current, id, { status: answer.currentStatus }),
        );
    },
    onError: (error, { failureMessage }, context) => {
      if (context?.previous) queryClient.setQueryData(dailyTodoKeys.today(), context.previous);
      // The server says why it refused (e.g. the postponed copy was already started); else the action's line.
      showAlert({
        variant: 'error',
        title: alertTitles.error.default,
        description: serverMessage(error) ?? failureMessage,
      });
    },
    onSettled: () => refreshAfterTodoChange(queryClient),
  });
}

/** The to-dos whose status change the server has not confirmed yet. */
export function useSavingTodoIds(): ReadonlySet<string> {
  const ids = useMutationState({
    filters: { mutationKey: todoStatusMutationKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as UpdateTodoStatusInput | undefined)?.id,
  });
  return new Set(ids.filter((id): id is string => id !== undefined));
}
