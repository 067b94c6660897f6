import { RECENT_CONTENTS_COUNT } from '@molip/domain/constants';
import {
  learningContentSummary,
  type LearningContentList,
  type LearningContentSummary,
} from '@molip/domain/learning-content';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isHttpError } from '@/lib/http-error';
import { learningContentsQueryOptions } from './get-learning-contents';
import { learningContentKeys } from './learning-content-query-keys';

export const getLearningContent = (id: string) =>
  api.get(`/learning-contents/${encodeURIComponent(id)}`, learningContentSummary);

/** The 404 of `GET /learning-contents/{id}`: the server does not know the id. */
export function isLearningContentNotFound(error: unknown): boolean {
  return isHttpError(error) && error.kind === 'http' && error.status === 404;
}

function findListedContent(client: QueryClient, id: string): LearningContentSummary | undefined {
  for (const [, list] of client.getQueriesData<LearningContentList>({
    queryKey: learningContentKeys.lists(),
  })) {
    const listed = list?.contents.find((content) => content.id === id);
    if (listed) return listed;
  }
  return undefined;
}

/** Refetches the cached list pages; with none cached, loads step 1's recent list (warm for going back). */
function refetchContentLists(client: QueryClient): Promise<void> {
  return client.getQueryCache().findAll({ queryKey: learningContentKeys.lists() }).length > 0
    ? client.refetchQueries({ queryKey: learningContentKeys.lists() })
    : client.prefetchQuery(learningContentsQueryOptions({ search: '', limit: RECENT_CONTENTS_COUNT }));
}

/**
 * A content detail that answers 404: the content comes from the cached list when it is there (the list is
 * refetched in the background), else from the list refetched now; only when that does not know the id
 * either does the 404 stand. Other failures are not second-guessed.
 */
export async function getLearningContentOrListed(
  client: QueryClient,
  id: string,
): Promise<LearningContentSummary> {
  try {
    return await getLearningContent(id);
  } catch (error) {
    if (!isLearningContentNotFound(error)) throw error;
    const cached = findListedContent(client, id);
    const refetched = refetchContentLists(client);
    if (cached) return cached;
    await refetched;
    const listed = findListedContent(client, id);
    if (listed) return listed;
    throw error;
  }
}

export const learningContentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: learningContentKeys.detail(id),
    queryFn: ({ client }) => getLearningContentOrListed(client, id),
  });

export const useLearningContent = (id: string | undefined) =>
  useQuery({ ...learningContentQueryOptions(id ?? ''), enabled: Boolean(id) });
