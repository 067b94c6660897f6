/**
 * The cluster bench's HTTP side: every request goes to the next instance in turn (as a load balancer with no
 * affinity would send it) and, while recording, is timed per endpoint and counted per instance.
 */

const REQUEST_TIMEOUT_MS = 10_000;
/** Distinct failures kept as examples for the report; the rest are only counted. */
const FAILURE_EXAMPLES = 5;

type Headers = Record<string, string>;

export type EndpointFigures = {
  endpoint: string;
  requests: number;
  failed: number;
  p50: number;
  p99: number;
};

/** The smallest value with at least `share` of the sorted values at or below it. */
export const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

export type RoundRobin = ReturnType<typeof createRoundRobin>;

export function createRoundRobin(baseUrls: readonly string[]) {
  let next = 0;
  let recording = false;
  const timings = new Map<string, number[]>();
  const failures = new Map<string, number>();
  const failureExamples = new Set<string>();
  const served = baseUrls.map(() => 0);

  const pick = () => {
    const instance = next;
    next = (next + 1) % baseUrls.length;
    return { instance, baseUrl: baseUrls[instance] ?? '' };
  };

  /**
   * Sends one request to the next instance and answers its parsed JSON, or undefined when it failed (any
   * status but 2xx, a network error or no answer within 10 s): a learner carries on after a failure.
   */
  async function send<T>(
    endpoint: string,
    path: string,
    headers: Headers,
    body?: unknown,
  ): Promise<T | undefined> {
    const [method = 'GET'] = endpoint.split(' ');
    const { instance, baseUrl } = pick();
    const started = performance.now();
    let failure: string | undefined;
    let answer: T | undefined;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.ok) answer = (text ? JSON.parse(text) : null) as T;
      else failure = `${endpoint}: ${response.status} ${text.slice(0, 160)}`;
    } catch (error) {
      failure = `${endpoint}: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (recording) {
      const list = timings.get(endpoint) ?? [];
      list.push(performance.now() - started);
      timings.set(endpoint, list);
      served[instance] = (served[instance] ?? 0) + 1;
      if (failure) failures.set(endpoint, (failures.get(endpoint) ?? 0) + 1);
    }
    if (failure && failureExamples.size < FAILURE_EXAMPLES) failureExamples.add(failure);
    return answer;
  }

  /** Like `send`, but a failure throws: for the set-up, where a learner cannot go on without the answer. */
  async function sendOrThrow<T>(
    endpoint: string,
    path: string,
    headers: Headers,
    body?: unknown,
  ): Promise<T> {
    const answer = await send<T>(endpoint, path, headers, body);
    if (answer === undefined) throw new Error(`${endpoint} failed: ${[...failureExamples].join('; ')}`);
    return answer;
  }

  return {
    send,
    sendOrThrow,
    /** The next instance's address, for a connection that is not a request (a presence stream). */
    pick,
    startRecording() {
      recording = true;
    },
    stopRecording() {
      recording = false;
    },
    endpoints(): EndpointFigures[] {
      return [...timings].map(([endpoint, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return {
          endpoint,
          requests: list.length,
          failed: failures.get(endpoint) ?? 0,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
        };
      });
    },
    /** Requests each instance answered while recording, by instance index. */
    served: () => [...served],
    failureExamples: () => [...failureExamples],
  };
}

/** Calls `onEvent` with the number of member changes in each `presences` event on an SSE body until it ends. */
export async function countPresenceEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (changes: number) => void,
): Promise<void> {
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for await (const chunk of body) {
      buffer += decoder.decode(chunk, { stream: true });
      const frames = buffer.split('\n\n');
      buffer = frames.pop() ?? '';
      for (const frame of frames) {
        if (!/^event: presences$/m.test(frame)) continue;
        onEvent((frame.match(/"userId":/g) ?? []).length);
      }
    }
  } catch {
    // Aborted at the end of the run.
  }
}
