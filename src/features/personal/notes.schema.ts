/** The notes calls (calls-and-errors.md 7.7) in zod. Lengths and ranges are the service's (422). */
import { z } from 'zod';
import { uuid } from '~/features/cart/cart.schema';

export const contentParams = z.strictObject({ contentUuid: uuid });

export const saveNoteBody = z.strictObject({
  /** The note to change; without it a note is added. */
  note_id: uuid.optional(),
  text: z.string(),
  /** Where in the video, in seconds: from 0 to the lesson's end. */
  timestamp_seconds: z.number(),
});

export const deleteNoteQuery = z.strictObject({ note_id: uuid });

export const note = z
  .object({
    id: z.string(),
    content_uuid: z.string(),
    text: z.string(),
    timestamp_seconds: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Note' });

export const noteAnswer = z.object({ note });
export const lessonNotes = z.object({ notes: z.array(note) });

export const notesByClass = z
  .object({
    classes: z.array(
      z.object({
        uuid: z.string(),
        slug: z.string(),
        title: z.string(),
        kind: z.enum(['class', 'series', 'documentary']),
        path: z.string(),
        lessons: z.array(
          z.object({
            uuid: z.string(),
            slug: z.string(),
            title: z.string(),
            number: z.number().int(),
            path: z.string(),
            notes: z.array(note),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'NotesByClass' });
