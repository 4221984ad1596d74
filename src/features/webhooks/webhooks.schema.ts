import { z } from 'zod';

export const deliveriesQuery = z.strictObject({
  status: z.enum(['pending', 'delivered', 'failed']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const timestamp = z.string().nullable();

export const deliveriesResponse = z.object({
  deliveries: z.array(
    z.object({
      id: z.number(),
      event_id: z.string(),
      event_type: z.string(),
      url: z.string(),
      status: z.enum(['pending', 'delivered', 'failed']),
      attempts: z.number(),
      last_status_code: z.number().nullable(),
      last_error: z.string().nullable(),
      last_attempt_at: timestamp,
      next_attempt_at: timestamp,
      delivered_at: timestamp,
      created_at: z.string(),
    }),
  ),
});
