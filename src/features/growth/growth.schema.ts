import { z } from 'zod';

/**
 * Email capture (product.md 5). Fields are loose here on purpose: the service checks
 * them in the spec's order so each failure gets its own text.
 */
export const emailCaptureBody = z.object({
  email: z.string().max(320).optional(),
  consent: z.boolean().optional(),
  source: z
    .string()
    .regex(/^[a-z0-9_-]{1,60}$/)
    .optional(),
});
export type EmailCaptureInput = z.infer<typeof emailCaptureBody>;

export const emailCaptureResult = z.object({ email: z.string(), source: z.string() });
