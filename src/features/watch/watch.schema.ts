/** GET watch-bundles/{uuid} (calls-and-errors.md 7.7) in zod: its parameters and its answer. */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';
import { PLAYBACK_EVENTS } from '~/shared/player';
import { WATCH_EXTRAS, WATCH_INTERACTIONS } from './watch.service';

/** A comma-separated choice (`captions,chapters`); empty picks none, duplicates are refused. */
function choiceList<T extends string>(values: readonly [T, ...T[]]) {
  return z
    .string()
    .max(200)
    .transform((text) => (text === '' ? [] : text.split(',').map((v) => v.trim())))
    .pipe(z.array(z.enum(values)).refine((list) => new Set(list).size === list.length, 'lists a value twice'))
    .meta({ description: `Comma-separated: ${values.join(', ')}. Absent: all of them.` });
}

export const watchBundleParams = z.strictObject({ uuid });

export const watchBundleQuery = z.strictObject({
  extras: choiceList(WATCH_EXTRAS).optional(),
  interactions: choiceList(WATCH_INTERACTIONS).optional(),
});

const lessonRole = z.enum(['trailer', 'sample', 'lesson']);

export const watchBundle = z
  .object({
    content_uuid: z.string(),
    title: z.string(),
    role: lessonRole,
    is_preview: z.boolean(),
    duration_seconds: z.number().meta({ description: "The stream's real length" }),
    poster_url: z.string(),
    url: z.string().meta({ description: 'The lesson page' }),
    course: z.object({
      uuid: z.string(),
      slug: z.string(),
      kind: z.enum(['class', 'series', 'documentary']),
      title: z.string(),
      url: z.string(),
    }),
    stream: z.object({
      master_url: z.string().meta({ description: 'The HLS master playlist, signed with the token' }),
      token: z.string().meta({ description: 'Send as X-PLAYBACK-TOKEN with progress reports' }),
      expires_at: z.string().meta({ description: 'ISO 8601; after it, ask for a new bundle' }),
      expires_in: z.number().int().meta({ description: 'Seconds from now until expires_at' }),
      mime_type: z.string(),
      start_files: z.array(z.array(z.string())).meta({
        description:
          'By rendition, low to high: the master playlist, the rendition playlist and its first ' +
          'segment, signed as the playlists name them (a player may fetch them before it starts)',
      }),
    }),
    captions: z
      .array(z.object({ lang: z.string(), label: z.string(), url: z.string(), playlist_url: z.string() }))
      .optional()
      .meta({ description: 'WebVTT files (url) and their HLS playlists, signed' }),
    chapters: z
      .array(
        z.object({
          uuid: z.string(),
          number: z.number().int(),
          title: z.string(),
          role: lessonRole,
          duration_seconds: z.number(),
          url: z.string(),
          is_current: z.boolean(),
          is_watchable: z.boolean(),
        }),
      )
      .optional(),
    resume: z.object({ position_seconds: z.number() }).optional(),
    next_lesson: z
      .object({
        uuid: z.string(),
        number: z.number().int(),
        title: z.string(),
        url: z.string(),
        is_watchable: z.boolean(),
      })
      .nullable()
      .optional(),
    interactions: z.object({
      next_countdown_seconds: z.number().int(),
      progress: z
        .object({
          url: z.string().meta({ description: 'PATCH with X-PLAYBACK-TOKEN' }),
          beacon_url: z.string().meta({ description: 'navigator.sendBeacon as the page goes away' }),
          heartbeat_seconds: z.number(),
          completion_threshold: z.number(),
          events: z.array(z.enum(PLAYBACK_EVENTS)),
        })
        .nullable()
        .optional()
        .meta({ description: 'Null for a visitor: nothing is recorded' }),
      shortcuts: z
        .array(
          z.object({
            action: z.string(),
            keys: z.array(z.string()),
            label: z.string(),
            description: z.string(),
          }),
        )
        .optional(),
    }),
  })
  .meta({ id: 'WatchBundle' });
