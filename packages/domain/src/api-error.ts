import { z } from 'zod';

/** The one error shape every API failure answers with (DESIGN §6). `message` is Korean. */
export const apiError = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;
