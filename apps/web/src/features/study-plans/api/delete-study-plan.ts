import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPlanChange } from '@/entities/plans/refresh-after-change';
import { studyPlanKeys } from '@/entities/plans/study-plan-query-keys';

export const deleteStudyPlan = (id: string) =>
  api.request('DELETE', `/study-plans/${encodeURIComponent(id)}`);

export function useDeleteStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudyPlan,
    onSuccess: (_, id) => {
      // Drop the detail first so the page being left does not refetch a plan that is gone (a 404).
      queryClient.removeQueries({ queryKey: studyPlanKeys.detail(id) });
      return refreshAfterPlanChange(queryClient);
    },
  });
}
