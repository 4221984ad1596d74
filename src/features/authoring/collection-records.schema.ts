/** The studio's calls for playlists, programs, packages and projects (docs/decisions/0041-collection-authoring.md). */
import { z } from 'zod';
import { COLLECTION_KINDS } from '~/shared/studio';

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
const version = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .meta({ description: 'The version the editor read: a save from an older one is refused (409).' });
const kind = z.enum(Object.keys(COLLECTION_KINDS) as [keyof typeof COLLECTION_KINDS]);

export const collectionParams = z.strictObject({ id });
export const collectionRevisionParams = z.strictObject({ id, revisionId: id });

const fields = {
  title: z.string().max(120),
  slug: z.string().max(80).optional(),
  description: z.string().max(2000),
  hue: z.number().int().min(0).max(359).meta({ description: 'Hue (0-359) of the generated artwork.' }),
};

export const newCollectionBody = z.strictObject({ kind, ...fields });

const itemRef = z.strictObject({ type: z.enum(['course', 'lesson', 'article']), id: id });

export const saveCollectionBody = z.strictObject({
  version,
  ...fields,
  items: z.array(itemRef).max(100).meta({ description: 'Every item, in the order visitors see them.' }),
});

export const publicationBody = z.strictObject({
  version,
  published: z.boolean().meta({ description: 'Whether visitors see it (false: its address answers 404).' }),
});

const scheduledAt = (description: string) => z.iso.datetime().nullable().meta({ description });

export const scheduleBody = z.strictObject({
  version,
  publish_at: scheduledAt('When it publishes by itself (an unpublished one only); null: not scheduled.'),
  unpublish_at: scheduledAt('When it unpublishes by itself (after it is published); null: not scheduled.'),
});

export const restoreBody = z.strictObject({ version });

export const candidatesQuery = z.strictObject({ q: z.string().trim().min(1).max(80) });

export const collectionAnswer = z.object({
  collection: z
    .object({
      id: z.number().int(),
      kind,
      slug: z.string(),
      title: z.string(),
      description: z.string(),
      hue: z.number().int(),
      published: z.boolean(),
      publish_at: z.string().nullable(),
      unpublish_at: z.string().nullable(),
      version: z.number().int(),
      updated_by: z.string().nullable(),
      updated_at: z.string().nullable(),
      live_path: z.string(),
      items: z.array(itemRef.extend({ label: z.string(), context: z.string() })),
    })
    .meta({ id: 'StudioCollection' }),
});

export const collectionsAnswer = z.object({
  collections: z.array(
    z.object({
      id: z.number().int(),
      kind,
      slug: z.string(),
      title: z.string(),
      published: z.boolean(),
      item_count: z.number().int(),
    }),
  ),
});

export const candidatesAnswer = z.object({
  classes: z.array(z.object({ id: z.number().int(), title: z.string(), kind: z.string() })),
  lessons: z.array(
    z.object({
      id: z.number().int(),
      /** What a session's task names (its lesson_uuid): the session editor finds lessons here too. */
      uuid: z.string(),
      title: z.string(),
      course_title: z.string(),
      course_kind: z.string(),
    }),
  ),
});

export const collectionRevisionsAnswer = z.object({
  revisions: z.array(
    z.object({
      id: z.number().int(),
      saved_by: z.string(),
      saved_at: z.string(),
      title: z.string(),
      item_count: z.number().int(),
    }),
  ),
});

export const createdCollection = z.object({ id: z.number().int() });
