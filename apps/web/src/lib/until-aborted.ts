/** `answer`, or a rejection once `signal` aborts: for a request started elsewhere, without its own signal. */
export const untilAborted = <T>(answer: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    answer.then(resolve, reject);
  });
