/** Injected everywhere time matters, so tests can move it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

/** The system clock moved by `offsetMs`: a test can restart the app days later on the same data. */
export function shiftedClock(offsetMs: number): Clock {
  return offsetMs === 0 ? systemClock : { now: () => new Date(Date.now() + offsetMs) };
}
