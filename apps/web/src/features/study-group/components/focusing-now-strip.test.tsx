import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '@/testing/render';
import { FocusingNowStrip } from './focusing-now-strip';

const groups = {
  groups: [
    { id: 5, name: '토픽 스터디', memberCount: 2, myRole: 'MEMBER', isRoom: false },
    { id: 1, name: '모두의 스터디', memberCount: 9, myRole: 'MEMBER', isRoom: true },
  ],
};

const presenceOf = (status: 'FOCUSING' | 'IDLE') => ({
  members: [
    {
      id: 'a',
      username: '지민',
      status,
      focusingSince: null,
      focusingUntil: null,
      planTitle: null,
      todayStudySeconds: 600,
      todayStudyMinutes: 10,
    },
    {
      id: 'b',
      username: '하늘',
      status: 'IDLE',
      focusingSince: null,
      focusingUntil: null,
      planTitle: null,
      todayStudySeconds: 0,
      todayStudyMinutes: 0,
    },
  ],
});

/** The group's event stream, silent until a test pushes a frame; null until the strip opened it. */
let pushEvent: ((frame: string) => void) | null = null;
function events() {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(stream) {
      pushEvent = (frame) => stream.enqueue(encoder.encode(frame));
    },
  });
}

function stubApi(status: 'FOCUSING' | 'IDLE', list: unknown = groups) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url === '/api/group') return jsonResponse(list);
    if (url === '/api/group/1/presence') return jsonResponse(presenceOf(status));
    if (url === '/api/group/1/events') return new Response(events(), { status: 200 });
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', error: 'Not Found', message: 'no route' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('FocusingNowStrip', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    pushEvent = null;
  });

  it('shows who in the first group (the study room) is focusing and links to the group page', async () => {
    stubApi('FOCUSING');
    renderWithProviders(<FocusingNowStrip />);
    const link = await screen.findByRole('link', { name: /지금 집중 중 1명/ });
    expect(link).toHaveAttribute('href', '/study-group');
    expect(screen.getByRole('img', { name: '지민' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '하늘' })).not.toBeInTheDocument();
  });

  it("follows the group's event stream: a friend who starts focusing appears without a reload", async () => {
    stubApi('IDLE');
    renderWithProviders(<FocusingNowStrip />);
    await waitFor(() => expect(pushEvent).not.toBeNull());
    pushEvent?.(
      'event: presences\ndata: {"members":[{"userId":"b","status":"FOCUSING","focusingSince":null,"planTitle":null}]}\n\n',
    );
    expect(await screen.findByRole('link', { name: /지금 집중 중 1명/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '하늘' })).toBeInTheDocument();
  });

  it('stays hidden when nobody is focusing', async () => {
    const fetchMock = stubApi('IDLE');
    const { container } = renderWithProviders(<FocusingNowStrip />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/group/1/presence', expect.anything()));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('stays hidden, asking for no presence, when the reader has no group', async () => {
    const fetchMock = stubApi('FOCUSING', { groups: [] });
    const { container } = renderWithProviders(<FocusingNowStrip />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('presence'))).toBe(false);
  });
});
