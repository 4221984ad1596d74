import { z } from 'zod';

/**
 * POST /api/v3/content/notifications: "get notified" when a coming-soon episode is out
 * (kind episode, target: the lesson's uuid), or join a coming-soon session's waitlist
 * (kind camp_waitlist, target: the camp's uuid). The email is checked by the service so
 * its failures carry the spec's texts; signed in, it defaults to the account's address.
 */
export const contentNotificationBody = z.object({
  kind: z.enum(['episode', 'camp_waitlist']),
  target_uuid: z.guid(),
  email: z.string().max(320).optional(),
});
export type ContentNotificationInput = z.infer<typeof contentNotificationBody>;

export const contentNotificationResult = z.object({
  kind: z.enum(['episode', 'camp_waitlist']),
  target_uuid: z.string(),
  email: z.string(),
  /** False when this address was already on the list (asking again changes nothing). */
  created: z.boolean(),
});
export type ContentNotificationResult = z.infer<typeof contentNotificationResult>;
