import { contentUnit } from '@molip/domain/learning-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { learningContentKeys } from './learning-content-query-keys';

const contentUnitList = z.array(contentUnit);

/** The content's units flat, in outline order (the unit picker rebuilds the tree). */
export const getContentUnits = (contentId: string) =>
  api.get(`/learning-contents/${encodeURIComponent(contentId)}/content-units`, contentUnitList);

export const contentUnitsQueryOptions = (contentId: string) =>
  queryOptions({
    queryKey: learningContentKeys.units(contentId),
    queryFn: () => getContentUnits(contentId),
  });

export const useContentUnits = (contentId: string | undefined) =>
  useQuery({ ...contentUnitsQueryOptions(contentId ?? ''), enabled: Boolean(contentId) });
