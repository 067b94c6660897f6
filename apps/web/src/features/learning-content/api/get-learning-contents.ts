import { learningContentList } from '@molip/domain/learning-content';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type ContentSearch = { search: string; limit: number };

/** Every cached page of the list, whatever the search: the prefix of each list query's key. */
export const learningContentListsKey = ['learning-contents', 'list'] as const;

export const getLearningContents = ({ search, limit }: ContentSearch, signal?: AbortSignal) =>
  api.get('/learning-contents', learningContentList, {
    // The server sorts by updatedAt, newest first, so the first page is "recent".
    query: { page: 1, limit, search: search.trim() || undefined },
    signal,
  });

export const learningContentsQueryOptions = (params: ContentSearch) =>
  queryOptions({
    queryKey: [...learningContentListsKey, params],
    // A search the learner has typed past is abandoned, not awaited.
    queryFn: ({ signal }) => getLearningContents(params, signal),
  });

/** Contents by title or author; with an empty search, the most recently updated ones. */
export const useLearningContents = (params: ContentSearch) =>
  useQuery({ ...learningContentsQueryOptions(params), placeholderData: keepPreviousData });
