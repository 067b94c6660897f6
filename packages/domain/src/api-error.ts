import { z } from './zod.ts';

/** The one error shape every API failure answers with; `message` is a Korean sentence a person can act on. */
export const apiError = z.object({
  statusCode: z.int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ApiError = z.infer<typeof apiError>;
