import { learningContentList } from '@molip/domain/learning-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningContentKeys } from './learning-content-query-keys';

export type ContentSearch = { search: string; limit: number };

export const getLearningContents = ({ search, limit }: ContentSearch, signal?: AbortSignal) =>
  api.get('/learning-contents', learningContentList, {
    // The server sorts by updatedAt, newest first, so the first page is "recent".
    query: { page: 1, limit, search: search.trim() || undefined },
    signal,
  });

export const learningContentsQueryOptions = (params: ContentSearch) =>
  queryOptions({
    queryKey: learningContentKeys.list(params),
    // A search the learner has typed past is abandoned, not awaited.
    queryFn: ({ signal }) => getLearningContents(params, signal),
  });

/** Contents by title or author; with an empty search, the most recently updated ones. */
export const useLearningContents = (params: ContentSearch) =>
  useQuery({ ...learningContentsQueryOptions(params), placeholderData: keepPreviousData });
