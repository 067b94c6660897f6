import { studyPlan, type StudyPlanDraft } from '@molip/domain/study-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterPlanChange } from '@/entities/plans/refresh-after-change';

// One key for all attempts: a retry after a lost answer gets the first answer, not a second plan.
export const createStudyPlan = (body: StudyPlanDraft) =>
  api.request('POST', '/study-plans', { body, idempotent: true }, studyPlan);

export function useCreateStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudyPlan,
    // A new plan means a new strip card and, from its start day, new to-dos in today's count.
    onSuccess: () => refreshAfterPlanChange(queryClient),
  });
}
