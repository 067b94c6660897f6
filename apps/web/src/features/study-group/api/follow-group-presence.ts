import {
  PRESENCE_BATCH_EVENT,
  presenceBatch,
  PRESENCE_REPLACED_EVENT,
  PRESENCE_RETRY_MS,
  type PresenceEvent,
} from '@molip/domain/study-group';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { authSession } from '@/lib/auth-session';
import { groupPath, studyGroupKeys } from './study-group-query-keys';
import type { getGroupPresence } from './get-group-presence';

type GroupPresence = Awaited<ReturnType<typeof getGroupPresence>>;

export type EventStreamFrame = { event: string; data: string; retry: number | null };

/**
 * Splits `text/event-stream` text into frames (blank-line separated); returns the frames and the unfinished
 * tail to prepend to the next chunk. Comments (`: heartbeat`) carry nothing.
 */
export function parseEventStream(buffer: string): { frames: EventStreamFrame[]; rest: string } {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const frames: EventStreamFrame[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    let retry: number | null = null;
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
      else if (field === 'retry' && /^\d+$/.test(value)) retry = Number(value);
    }
    if (data.length > 0 || retry !== null) frames.push({ event, data: data.join('\n'), retry });
  }
  return { frames, rest };
}

/**
 * Members' lights changed (the stream sends each member's latest at most once a second): the cached presence
 * answer with those members' status replaced.
 */
export function applyPresenceEvents(
  current: GroupPresence | undefined,
  events: readonly PresenceEvent[],
): GroupPresence | undefined {
  if (!current || events.length === 0) return current;
  const latest = new Map(events.map((event) => [event.userId, event]));
  return {
    members: current.members.map((member) => {
      const event = latest.get(member.id);
      return event
        ? {
            ...member,
            status: event.status,
            focusingSince: event.focusingSince,
            focusingUntil: event.focusingUntil,
            planTitle: event.planTitle,
          }
        : member;
    }),
  };
}

/** Members whose focus ran past its planned end are idle: their session ends without an event. */
export function expirePresence(current: GroupPresence, nowMs: number): GroupPresence {
  const over = (until: string | null) => until !== null && Date.parse(until) <= nowMs;
  if (!current.members.some((member) => member.status === 'FOCUSING' && over(member.focusingUntil))) {
    return current;
  }
  return {
    members: current.members.map((member) =>
      member.status === 'FOCUSING' && over(member.focusingUntil)
        ? { ...member, status: 'IDLE', focusingSince: null, focusingUntil: null, planTitle: null }
        : member,
    ),
  };
}

/** The next instant a focusing member's light goes out, if any. */
export function nextPresenceExpiry(current: GroupPresence | undefined): number | null {
  const ends = (current?.members ?? [])
    .filter((member) => member.status === 'FOCUSING' && member.focusingUntil !== null)
    .map((member) => Date.parse(member.focusingUntil ?? ''));
  return ends.length > 0 ? Math.min(...ends) : null;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

type Outcome = 'reconnect' | 'stop' | 'refresh';

/** Reads one connection to its end; what to do next depends on how it ended. */
async function readOnce(
  groupId: number,
  signal: AbortSignal,
  onEvents: (events: readonly PresenceEvent[]) => void,
  onRetry: (ms: number) => void,
): Promise<Outcome> {
  const token = await authSession.getAccessToken();
  // fetch, not EventSource: the token goes in the Authorization header, never into a URL.
  const response = await fetch(`${env.apiBaseUrl}${groupPath(groupId)}/events`, {
    headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    credentials: 'same-origin',
    signal,
  });
  if (response.status === 401) return 'refresh';
  // Not a member (any more) or no such group: asking again would be refused again.
  if (response.status === 403 || response.status === 404) return 'stop';
  // The server holds too many streams right now: ask again when it says.
  const retryAfterSeconds = Number(response.headers.get('retry-after'));
  if (response.status === 429 && retryAfterSeconds > 0) onRetry(retryAfterSeconds * 1000);
  if (!response.ok || !response.body) return 'reconnect';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return 'reconnect';
    const parsed = parseEventStream(buffer + decoder.decode(value, { stream: true }));
    buffer = parsed.rest;
    for (const frame of parsed.frames) {
      if (frame.retry !== null) onRetry(frame.retry);
      // A newer tab or device of this learner took this stream's place: reconnecting would take it back.
      if (frame.event === PRESENCE_REPLACED_EVENT) return 'stop';
      if (frame.event !== PRESENCE_BATCH_EVENT) continue;
      const batch = presenceBatch.safeParse(safeJson(frame.data));
      if (batch.success) onEvents(batch.data.members);
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Follows `GET /api/group/{id}/events` until `signal` aborts: each `presences` event updates the cached
 * presence answer; a dropped stream reconnects after the server's `retry:` (it sends a fresh snapshot).
 */
export async function followGroupPresence(
  queryClient: QueryClient,
  groupId: number,
  signal: AbortSignal,
): Promise<void> {
  let retryMs = PRESENCE_RETRY_MS;
  let refreshed = false;
  const onEvents = (events: readonly PresenceEvent[]) =>
    queryClient.setQueryData<GroupPresence>(studyGroupKeys.presence(groupId), (current) =>
      applyPresenceEvents(current, events),
    );
  while (!signal.aborted) {
    let outcome: Outcome;
    try {
      outcome = await readOnce(groupId, signal, onEvents, (ms) => (retryMs = ms));
    } catch {
      outcome = 'reconnect';
    }
    if (signal.aborted || outcome === 'stop') return;
    if (outcome === 'refresh') {
      // One refresh per 401; a second 401 means the session is over, which the app handles elsewhere.
      if (refreshed) return;
      refreshed = true;
      const result = await authSession.refreshForHttp();
      if (!result.ok) return;
      continue;
    }
    refreshed = false;
    await wait(retryMs, signal);
  }
}

/**
 * Keeps the group's presence live while the component is mounted (the group page, the dashboard's strip).
 * `member` says the reader's membership is confirmed, so a non-member's page opens no stream.
 */
export function useGroupPresenceStream(groupId: number | undefined, member: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (groupId === undefined || !member) return;
    const controller = new AbortController();
    void followGroupPresence(queryClient, groupId, controller.signal);
    const key = studyGroupKeys.presence(groupId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Past a member's planned end their light goes out here: no event comes when a session simply runs out.
    const scheduleExpiry = () => {
      clearTimeout(timer);
      const next = nextPresenceExpiry(queryClient.getQueryData<GroupPresence>(key));
      if (next === null) return;
      timer = setTimeout(
        () => {
          const current = queryClient.getQueryData<GroupPresence>(key);
          if (current) queryClient.setQueryData<GroupPresence>(key, expirePresence(current, Date.now()));
          scheduleExpiry();
        },
        Math.max(0, next - Date.now()),
      );
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryHash === JSON.stringify(key)) scheduleExpiry();
    });
    scheduleExpiry();
    return () => {
      controller.abort();
      unsubscribe();
      clearTimeout(timer);
    };
  }, [queryClient, groupId, member]);
}
