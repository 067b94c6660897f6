import { learningContentSummary } from '@molip/domain/learning-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const getLearningContent = (id: string) =>
  api.get(`/learning-contents/${encodeURIComponent(id)}`, learningContentSummary);

export const learningContentQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['learning-contents', 'detail', id], queryFn: () => getLearningContent(id) });

export const useLearningContent = (id: string | undefined) =>
  useQuery({ ...learningContentQueryOptions(id ?? ''), enabled: Boolean(id) });
