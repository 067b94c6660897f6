import { z } from 'zod';

/** The one error shape every API failure answers with; `message` is a Korean sentence a person can act on. */
export const apiError = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;
