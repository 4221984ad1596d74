/** PATCH playback/{content_uuid} (calls-and-errors.md 7.7) and its beacon form, in zod. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';
import { PLAYBACK_EVENTS } from '~/shared/player';

export const progressParams = z.strictObject({ contentUuid: uuid });

const heartbeatFields = {
  /** Checked by the service (422 when negative or past the end), so any number passes here. */
  position_seconds: z.number().meta({ description: 'Seconds into the lesson' }),
  duration_seconds: z
    .number()
    .nonnegative()
    .optional()
    .meta({ description: "The player's idea of the length; the server checks against the stream's own" }),
  event: z.enum(PLAYBACK_EVENTS).optional(),
  // What the viewer got since the last report (issue 24; docs/decisions/0026-video-start.md).
  startup_ms: z
    .number()
    .int()
    .min(0)
    .max(600_000)
    .optional()
    .meta({ description: 'Play pressed to the first frame, ms: once, in the first report after it' }),
  rebuffer_count: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .optional()
    .meta({ description: 'Stalls since the last report' }),
  rebuffer_ms: z
    .number()
    .int()
    .min(0)
    .max(3_600_000)
    .optional()
    .meta({ description: 'Time stalled since the last report, ms' }),
  rendition_height: z
    .number()
    .int()
    .min(1)
    .max(4320)
    .optional()
    .meta({ description: 'Height of the rendition on screen, pixels' }),
  /** Instead of the X-PLAYBACK-TOKEN header (the beacon cannot send headers). */
  playback_token: z.string().max(512).optional(),
};

export const heartbeatBody = z.strictObject(heartbeatFields);
export type HeartbeatBody = z.infer<typeof heartbeatBody>;

/** navigator.sendBeacon sends no headers: the CSRF and playback tokens travel in the body. */
export const beaconBody = z.strictObject({ ...heartbeatFields, csrf_token: z.string().max(256) });

export const playbackQualityQuery = z.strictObject({
  days: z.coerce.number().int().min(1).max(90).default(14).meta({ description: 'Days back, today included' }),
});

export const playbackQualityDays = z.object({
  days: z.array(
    z.object({
      day: z.string().meta({ description: 'UTC day, YYYY-MM-DD' }),
      startups: z.number().int().meta({ description: 'Playbacks that reported their startup time' }),
      startup_p50_ms: z.number().int().nullable(),
      startup_p75_ms: z.number().int().nullable(),
      reports: z.number().int(),
      rebuffers: z.number().int(),
      rebuffer_seconds: z.number(),
      renditions: z.array(z.object({ height: z.number().int(), reports: z.number().int() })),
    }),
  ),
});
