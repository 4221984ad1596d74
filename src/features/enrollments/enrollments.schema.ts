/** The session enrollment call (docs/decisions/0019-being-a-member.md) in zod. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const enrollmentParams = z.strictObject({ uuid });

export const enrollmentAnswer = z
  .object({ enrollment: z.object({ session_id: z.string(), enrolled_at: z.string() }) })
  .meta({ id: 'SessionEnrollment' });
