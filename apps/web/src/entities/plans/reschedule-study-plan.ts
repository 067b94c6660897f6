import { studyPlan } from '@molip/domain/study-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPlanChange } from '@/entities/plans/refresh-after-change';

/** Re-runs the scheduler over the plan's unfinished units from today (409 when nothing is left). */
export const rescheduleStudyPlan = (id: string) =>
  api.request('POST', `/study-plans/${encodeURIComponent(id)}/reschedule`, {}, studyPlan);

/** Shared by the plan detail and the statistics screen, which offers it when a forecast passes the end date. */
export function useRescheduleStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rescheduleStudyPlan,
    // A new schedule moves the plan's end date and what it expected by today.
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
