import { learningContent, type UpdateLearningContentBody } from '@molip/domain/learning-content';
import { api } from '@/lib/api-client';

/** `PATCH /learning-contents/{id}`: the content's metadata (its creator or an admin). */
export const updateLearningContent = (id: string, body: UpdateLearningContentBody) =>
  api.request('PATCH', `/learning-contents/${encodeURIComponent(id)}`, { body }, learningContent);
