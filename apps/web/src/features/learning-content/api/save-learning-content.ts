import type { ContentUnitEdit } from '@molip/domain/content-unit-edit';
import type { LearningContent, UpdateLearningContentBody } from '@molip/domain/learning-content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { learningContentKeys } from './learning-content-query-keys';
import { replaceContentUnits } from './replace-content-units';
import { updateLearningContent } from './update-learning-content';

export type LearningContentChanges = {
  id: string;
  metadata: UpdateLearningContentBody | null;
  contentUnits: ContentUnitEdit[] | null;
};

/** Saves what the editor changed: the units first (the step that may be refused), then the metadata. */
async function saveLearningContent({ id, metadata, contentUnits }: LearningContentChanges) {
  let saved: LearningContent | null = null;
  if (contentUnits) saved = await replaceContentUnits(id, contentUnits);
  if (metadata) saved = await updateLearningContent(id, metadata);
  return saved;
}

export function useSaveLearningContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLearningContent,
    // Lists, the detail, the units and the wizard's picker all show what was saved.
    onSettled: () => queryClient.invalidateQueries({ queryKey: learningContentKeys.all }),
  });
}
