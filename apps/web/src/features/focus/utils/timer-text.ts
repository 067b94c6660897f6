import { fractionToPercent } from '@molip/domain/focus-figures';
import { clockInZone } from '@molip/domain/zoned-time';

/** The wall clock (`HH:mm`) of a server-clock instant in the learner's zone. */
export const clockAt = (ms: number, timeZone: string) => clockInZone(new Date(ms), timeZone);

/** A 0-1 fraction as a whole percent. */
export const percent = (fraction: number) => `${fractionToPercent(fraction)}%`;
