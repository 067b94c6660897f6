import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectedDurationMinutes } from '@molip/domain/clock-time';
import { createFocusSessionBody } from '@molip/domain/focus';
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

/** The JSON body of the form's POST, once sent. */
function posted(fetchMock: ReturnType<typeof stubServer>): unknown {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

describe('FocusSessionCreateForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    useAlertsStore.getState().clear();
  });

  it('sends a totalTime the server agrees with: the minutes from its start to its end', async () => {
    const fetchMock = stubServer(() => jsonResponse({}, 201));
    renderWithProviders(<FocusSessionCreateForm timeZone="Asia/Seoul" />);

    await userEvent.click(await screen.findByRole('button', { name: '세션 시작' }));

    await waitFor(() => expect(posted(fetchMock)).toBeDefined());
    const body = createFocusSessionBody.parse(posted(fetchMock));
    expect(body.totalTime).toBe(expectedDurationMinutes(body.startTime, body.endTime));
  });
});

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
