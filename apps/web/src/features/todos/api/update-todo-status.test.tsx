import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/render';
import { useUpdateTodoStatus } from './update-todo-status';

const failureMessage = '미루기를 취소하지 못했어요. 다시 시도해 주세요.';

function renderUpdate() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useUpdateTodoStatus(), { wrapper }).result;
}

async function failedAlert() {
  await waitFor(() => expect(useAlertsStore.getState().alerts).toHaveLength(1));
  return useAlertsStore.getState().alerts[0]?.description;
}

describe('useUpdateTodoStatus when the change fails', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it("alerts with the server's reason for refusing", async () => {
    const reason = '미룬 할 일을 이미 시작해서 미루기를 취소할 수 없어요.';
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        jsonResponse(
          { statusCode: 409, code: 'SUCCESSOR_IN_PROGRESS', error: 'Conflict', message: reason },
          409,
        ),
      ),
    );
    renderUpdate().current.mutate({ id: 'todo-1', status: 'PENDING', failureMessage });
    expect(await failedAlert()).toBe(reason);
  });

  it("alerts with the action's own line when no answer came", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderUpdate().current.mutate({ id: 'todo-1', status: 'PENDING', failureMessage });
    expect(await failedAlert()).toBe(failureMessage);
  });
});
