import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAlertsStore } from '@/components/ui/alerts-store';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { FocusSessionCreateForm } from './focus-session-create-form';

function stubServer(created: () => Response) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/focus-sessions/status')) return jsonResponse({ hasActive: false, id: null });
    if (url.endsWith('/focus-sessions') && init?.method === 'POST') return created();
    throw new Error(`unexpected ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('FocusSessionCreateForm when the server refuses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it("shows the server's own sentence under the session-create title", async () => {
    const sentence = '시작 시간은 지금보다 이전일 수 없어요. 시간을 다시 골라 주세요.';
    stubServer(() =>
      jsonResponse({ statusCode: 409, code: 'SESSION_IN_PAST', error: 'Conflict', message: sentence }, 409),
    );
    renderWithProviders(<FocusSessionCreateForm timeZone="Asia/Seoul" />);

    await userEvent.click(await screen.findByRole('button', { name: '세션 시작' }));

    await waitFor(() => expect(useAlertsStore.getState().alerts).toHaveLength(1));
    expect(useAlertsStore.getState().alerts[0]).toMatchObject({
      variant: 'error',
      title: '세션을 시작하지 못했어요',
      description: sentence,
    });
  });
});
