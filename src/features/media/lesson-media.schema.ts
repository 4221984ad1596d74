/** The studio's lesson media calls in zod (docs/decisions/0028-uploads-and-storage.md). */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';
import { CAPTIONS_MAX_CHARS } from './captions';
import { CAPTION_LANGUAGE } from './hls';
import { UPLOAD_ID } from './upload-server';

/** The longest transcript accepted (a two-hour talk is ~150,000 characters). */
export const TRANSCRIPT_MAX_CHARS = 400_000;

const datetime = z.string().meta({ description: 'ISO 8601 time (UTC).' });

export const lessonParams = z.strictObject({ lessonUuid: uuid });
export const uploadParams = z.strictObject({
  uploadId: z.string().regex(UPLOAD_ID).meta({ description: 'The id in the Location of the upload.' }),
});
export const streamParams = z.strictObject({
  lessonUuid: uuid,
  streamId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const captionParams = z.strictObject({
  lessonUuid: uuid,
  language: z.string().regex(CAPTION_LANGUAGE).meta({ description: 'A BCP 47 tag: en, es, pt-br.' }),
});

export const captionsBody = z.strictObject({
  text: z.string().min(1).max(CAPTIONS_MAX_CHARS).meta({ description: 'A WebVTT or SRT file’s text.' }),
});
export const transcriptBody = z.strictObject({ text: z.string().max(TRANSCRIPT_MAX_CHARS) });

/** tus headers every tus call sends (tus.io protocol 1.0.0). */
const tusResumable = z.literal('1.0.0').meta({ description: 'The tus protocol version.' });

export const createUploadHeaders = z.object({
  'tus-resumable': tusResumable,
  'upload-length': z
    .string()
    .regex(/^\d{1,15}$/)
    .meta({ description: 'The file’s size in bytes.' }),
  'upload-metadata': z
    .string()
    .max(2000)
    .optional()
    .meta({ description: 'tus metadata; `filename` is kept as text to show, never as a path.' }),
});
export const uploadHeaders = z.object({ 'tus-resumable': tusResumable });
export const patchUploadHeaders = z.object({
  'tus-resumable': tusResumable,
  'upload-offset': z.string().regex(/^\d{1,15}$/),
});

export const uploadCreated = z.null().meta({
  description: 'Created: send the bytes to Location with PATCH (resume with HEAD, then PATCH).',
  headers: {
    Location: { type: 'string', description: 'The upload’s address.' },
    'Tus-Resumable': { type: 'string', description: 'The tus protocol version.' },
  },
});
export const uploadOffset = z.null().meta({
  description:
    'The bytes received so far. After the last bytes the video is checked and its conversion queued.',
  headers: {
    'Upload-Offset': { type: 'string', description: 'How many bytes the server holds.' },
    'Tus-Resumable': { type: 'string', description: 'The tus protocol version.' },
  },
});

const stream = z.object({
  id: z.number().int(),
  stage: z.enum(['queued', 'converting', 'ready', 'failed']),
  progress_percent: z.number().int().min(0).max(100),
  seconds_left: z.number().int().nullable().meta({ description: 'Estimated from the pace so far.' }),
  failure: z.string().nullable().meta({ description: 'What went wrong, in plain words.' }),
  duration_seconds: z.number().nullable(),
  caption_languages: z.array(z.string()),
  renditions: z.array(z.object({ label: z.string(), progress_percent: z.number().int() })),
  playing: z.boolean().meta({ description: 'The stream members watch now.' }),
  created_at: datetime,
});

export const studioStream = stream.meta({ id: 'StudioStream' });

export const lessonMedia = z
  .object({
    lesson: z.object({ uuid: z.string(), title: z.string(), course_title: z.string() }),
    streams: z.array(studioStream),
    captions: z.array(z.object({ language: z.string(), label: z.string(), updated_at: datetime })),
    transcript: z.string(),
    playable: z.boolean().meta({ description: 'A stream is ready: the lesson can be published.' }),
    upload_limit_bytes: z.number().int(),
  })
  .meta({ id: 'StudioLessonMedia' });

export const captionLanguages = z.object({ caption_languages: z.array(z.string()) });
