/** GET playback/token (calls-and-errors.md 7.7) in zod: its query and its answer. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const playbackTokenQuery = z.strictObject({ content_uuid: uuid });

export const playbackToken = z
  .object({
    content_uuid: z.string(),
    /** Send as X-PLAYBACK-TOKEN, or use the signed URLs below as they are. */
    token: z.string(),
    expires_at: z.string().meta({ description: 'ISO 8601; the master playlist opens until then' }),
    expires_in: z.number().int(),
    stream_url: z.string().meta({ description: 'The master playlist (HLS), signed with the token' }),
    poster_url: z.string(),
    caption_languages: z.array(z.string()),
    duration_seconds: z.number().nullable(),
    /** A trailer or sample lesson: public, served without a token too. */
    is_preview: z.boolean(),
  })
  .meta({ id: 'PlaybackToken' });
