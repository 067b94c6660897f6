/** Injected everywhere time matters, so tests can move it (DESIGN §5 "Time"). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
