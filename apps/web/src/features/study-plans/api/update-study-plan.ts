import { studyPlan, type UpdateStudyPlanBody } from '@molip/domain/study-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPlanChange } from '@/entities/plans/refresh-after-change';

export const updateStudyPlan = ({ id, body }: { id: string; body: UpdateStudyPlanBody }) =>
  api.request('PATCH', `/study-plans/${encodeURIComponent(id)}`, { body }, studyPlan);

export function useUpdateStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudyPlan,
    // Pausing or archiving removes the plan's group from today's list and count.
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
