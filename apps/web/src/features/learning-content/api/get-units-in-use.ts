import { unitsInUse } from '@molip/domain/content-unit-edit';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningContentKeys } from './learning-content-query-keys';

/** The content's units some plan uses (asked only by who may edit it). */
export const getUnitsInUse = (contentId: string) =>
  api.get(`/learning-contents/${encodeURIComponent(contentId)}/content-units/in-use`, unitsInUse);

export const useUnitsInUse = (contentId: string, enabled: boolean) =>
  useQuery({
    queryKey: learningContentKeys.unitsInUse(contentId),
    queryFn: () => getUnitsInUse(contentId),
    enabled,
  });
