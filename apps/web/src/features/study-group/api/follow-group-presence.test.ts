import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyPresenceEvents,
  expirePresence,
  followGroupPresence,
  nextPresenceExpiry,
  parseEventStream,
} from './follow-group-presence';
import { studyGroupKeys } from './study-group-query-keys';

const idle = {
  members: [
    {
      id: 'a',
      username: '지민',
      status: 'IDLE' as const,
      focusingSince: null,
      focusingUntil: null,
      planTitle: null,
      todayStudySeconds: 0,
      todayStudyMinutes: 0,
    },
    {
      id: 'b',
      username: '하늘',
      status: 'IDLE' as const,
      focusingSince: null,
      focusingUntil: null,
      planTitle: null,
      todayStudySeconds: 300,
      todayStudyMinutes: 5,
    },
  ],
};

describe('parseEventStream', () => {
  it('reads event, data and retry, skips heartbeats and keeps an unfinished frame for later', () => {
    const { frames, rest } = parseEventStream(
      'retry: 5000\n\n: heartbeat\n\nevent: presence\ndata: {"userId":"a"}\n\nevent: presence\ndata: {"us',
    );
    expect(frames).toEqual([
      { event: 'message', data: '', retry: 5000 },
      { event: 'presence', data: '{"userId":"a"}', retry: null },
    ]);
    expect(rest).toBe('event: presence\ndata: {"us');
  });
});

describe('applyPresenceEvents', () => {
  it('lights one member, with since when and on which plan, and leaves the others as they were', () => {
    const next = applyPresenceEvents(idle, [
      {
        userId: 'a',
        status: 'FOCUSING',
        focusingSince: '2026-11-22T10:00:00.000Z',
        focusingUntil: null,
        planTitle: '수학의 정석',
      },
    ]);
    expect(next?.members.map((member) => member.status)).toEqual(['FOCUSING', 'IDLE']);
    expect(next?.members[0]?.focusingSince).toBe('2026-11-22T10:00:00.000Z');
    expect(next?.members[0]?.planTitle).toBe('수학의 정석');
  });

  it('applies a batch of several members at once', () => {
    const light = (userId: string) => ({
      userId,
      status: 'FOCUSING' as const,
      focusingSince: null,
      focusingUntil: null,
      planTitle: null,
    });
    const next = applyPresenceEvents(idle, [light('a'), light('b')]);
    expect(next?.members.map((member) => member.status)).toEqual(['FOCUSING', 'FOCUSING']);
  });
});

describe('expirePresence', () => {
  const focusing = (until: string | null) => ({
    members: [
      {
        id: 'a',
        username: '지민',
        status: 'FOCUSING' as const,
        focusingSince: '2026-11-22T10:00:00.000Z',
        focusingUntil: until,
        planTitle: '수학의 정석',
        todayStudySeconds: 600,
        todayStudyMinutes: 10,
      },
    ],
  });

  it('turns a light off once its planned end has passed, and not before', () => {
    const lit = focusing('2026-11-22T10:40:00.000Z');
    expect(nextPresenceExpiry(lit)).toBe(Date.parse('2026-11-22T10:40:00.000Z'));
    expect(expirePresence(lit, Date.parse('2026-11-22T10:39:59.000Z'))).toBe(lit);
    const out = expirePresence(lit, Date.parse('2026-11-22T10:40:00.000Z'));
    expect(out.members[0]).toMatchObject({ status: 'IDLE', focusingSince: null, planTitle: null });
    expect(nextPresenceExpiry(out)).toBeNull();
    expect(nextPresenceExpiry(focusing(null))).toBeNull();
  });
});

describe('followGroupPresence', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the event stream with fetch (not EventSource) and updates the cached presence', async () => {
    const encoder = new TextEncoder();
    const controller = new AbortController();
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(
          encoder.encode('retry: 5000\n\nevent: presences\ndata: {"members":[{"userId":"b","status":"FOC'),
        );
        stream.enqueue(
          encoder.encode('USING","focusingSince":"2026-11-22T10:00:00.000Z","planTitle":null}]}\n\n'),
        );
      },
    });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const queryClient = new QueryClient();
    queryClient.setQueryData(studyGroupKeys.presence(5), idle);

    void followGroupPresence(queryClient, 5, controller.signal);

    await vi.waitFor(() =>
      expect(queryClient.getQueryData<typeof idle>(studyGroupKeys.presence(5))?.members[1]?.status).toBe(
        'FOCUSING',
      ),
    );
    controller.abort();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/group/5/events');
    expect(new Headers(init?.headers).get('Accept')).toBe('text/event-stream');
  });

  it('stops for good when the reader is not a member', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 403 }));
    vi.stubGlobal('fetch', fetchMock);
    await followGroupPresence(new QueryClient(), 5, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops for good when a newer tab of the same learner took the stream over', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(stream) {
        stream.enqueue(new TextEncoder().encode('retry: 5000\n\nevent: replaced\ndata: {}\n\n'));
        stream.close();
      },
    });
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(body, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await followGroupPresence(new QueryClient(), 5, new AbortController().signal);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('waits as long as Retry-After says when the server holds too many streams', async () => {
    vi.useFakeTimers();
    try {
      const controller = new AbortController();
      const fetchMock = vi.fn<typeof fetch>(
        async () => new Response('{}', { status: 429, headers: { 'Retry-After': '30' } }),
      );
      vi.stubGlobal('fetch', fetchMock);
      void followGroupPresence(new QueryClient(), 5, controller.signal);
      await vi.advanceTimersByTimeAsync(29_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(2_000);
      expect(fetchMock).toHaveBeenCalledTimes(2);
      controller.abort();
    } finally {
      vi.useRealTimers();
    }
  });
});
