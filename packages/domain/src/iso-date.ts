import { isIsoDate, isoDateMessage, isSupportedSpan, supportedDatesMessage } from './calendar-date.ts';
import { z } from './zod.ts';

/**
 * A calendar day as the API takes it: `YYYY-MM-DD`, within the supported years. Apart from the date maths
 * (calendar-date.ts), which the web app's first paint uses without loading Zod.
 */
export const isoDate = z.string({ error: isoDateMessage }).check(
  z.refine(isIsoDate, { message: isoDateMessage }),
  z.refine((date) => isSupportedSpan(date, date), { message: supportedDatesMessage }),
);
