import { untilAborted } from './until-aborted';

/** An early answer is used only this soon after it was asked, and only once. */
const EARLY_READ_TTL_MS = 10_000;

type EarlyRead = { authorization: string; response: Promise<Response>; startedAt: number };

const waiting = new Map<string, EarlyRead>();

/**
 * Asks for `urls` now, before the code that needs them has loaded; `fetchWithEarlyReads` hands each answer
 * to the first GET of the same URL with the same token. Reads only: a write is never sent early. For the
 * `copied` ones it also returns the answer's JSON (null when the read failed), for a read that depends on it.
 */
export function startEarlyReads(
  urls: readonly string[],
  accessToken: string,
  copied: readonly string[] = [],
): Map<string, Promise<unknown>> {
  const authorization = `Bearer ${accessToken}`;
  const answers = new Map<string, Promise<unknown>>();
  for (const url of urls) {
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: authorization },
      credentials: 'same-origin',
    });
    // A failed early read is only a missed head start: the real request is sent again.
    response.catch(() => undefined);
    waiting.set(url, { authorization, response, startedAt: Date.now() });
    if (!copied.includes(url)) continue;
    // Copied as soon as it arrives, before the request it is handed to reads the body.
    answers.set(
      url,
      response.then(
        (answer) => (answer.ok ? answer.clone().json() : null),
        () => null,
      ),
    );
  }
  return answers;
}

function takeEarlyRead(url: string, init: RequestInit): Promise<Response> | null {
  const early = waiting.get(url);
  if (!early) return null;
  waiting.delete(url);
  const authorization = (init.headers as Record<string, string> | undefined)?.Authorization;
  const usable =
    (init.method ?? 'GET') === 'GET' &&
    authorization === early.authorization &&
    Date.now() - early.startedAt < EARLY_READ_TTL_MS;
  return usable ? early.response.then((response) => (response.ok ? response : fetch(url, init))) : null;
}

/** `fetch`, answered by a waiting early read of the same URL and token; the caller's abort still applies. */
export function fetchWithEarlyReads(url: string, init: RequestInit): Promise<Response> {
  const early = takeEarlyRead(url, init);
  if (!early) return fetch(url, init);
  const answer = early.catch(() => fetch(url, init));
  return init.signal ? untilAborted(answer, init.signal) : answer;
}
