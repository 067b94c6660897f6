import { focusBlock } from '@molip/domain/focus';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ReceivedBlock } from '@/entities/focus/get-current-focus-block';
import { focusKeys } from '@/entities/focus/focus-query-keys';

export async function getFocusBlock(id: string): Promise<ReceivedBlock> {
  const block = await api.get(`/focus-blocks/${encodeURIComponent(id)}`, focusBlock);
  return { block, receivedAt: Date.now() };
}

export const focusBlockQueryOptions = (id: string) =>
  queryOptions({ queryKey: focusKeys.block(id), queryFn: () => getFocusBlock(id), staleTime: 0 });

export const useFocusBlock = (id: string) => useQuery(focusBlockQueryOptions(id));
