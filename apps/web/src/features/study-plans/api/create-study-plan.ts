import { studyPlan, type StudyPlanDraft } from '@molip/domain/study-plan';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// One key for all attempts: a retry after a lost answer gets the first answer, not a second plan.
export const createStudyPlan = (body: StudyPlanDraft) =>
  api.request('POST', '/study-plans', { body, idempotent: true }, studyPlan);

export function useCreateStudyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudyPlan,
    onSuccess: async () => {
      // A new plan means a new strip card and, from its start day, new to-dos.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['study-plans'] }),
        queryClient.invalidateQueries({ queryKey: ['daily-todos'] }),
      ]);
    },
  });
}
