import { type ContentUnitEdit } from '@molip/domain/content-unit-edit';
import { learningContent } from '@molip/domain/learning-content';
import { api } from '@/lib/api-client';

/** `PUT /learning-contents/{id}/content-units`: the whole edited tree; existing units carry their id. */
export const replaceContentUnits = (id: string, contentUnits: ContentUnitEdit[]) =>
  api.request(
    'PUT',
    `/learning-contents/${encodeURIComponent(id)}/content-units`,
    { body: { contentUnits } },
    learningContent,
  );
