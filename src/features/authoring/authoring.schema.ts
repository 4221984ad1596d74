/** Catalog authoring's calls in zod (docs/decisions/0027-catalog-authoring.md). */
import { z } from 'zod';
import { classDocument } from './class-document';

export const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);
export const version = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .meta({ description: 'The version the editor read: a save from an older one is refused (409).' });
export const datetime = z.string().meta({ description: 'ISO 8601 time (UTC).' });
const hue = z.number().int().min(0).max(359).meta({ description: 'Hue (0-359) of the generated artwork.' });

export const recordParams = z.strictObject({ id });
export const classParams = z.strictObject({ uuid: z.uuid() });
export const revisionParams = z.strictObject({ uuid: z.uuid(), revisionId: id });

export const instructorBody = z.strictObject({
  name: z.string().max(120),
  slug: z.string().max(80).optional(),
  headline: z.string().max(200),
  bio: z.string().max(5000),
  hue,
});
export const instructorUpdate = instructorBody.extend({ version });

export const categoryBody = z.strictObject({
  name: z.string().max(120),
  slug: z.string().max(80).optional(),
  description: z.string().max(2000),
  hue,
});
export const categoryUpdate = categoryBody.extend({ version });

export const createdAnswer = z.object({ id: z.number().int() });

export const newClassBody = z.strictObject({
  title: z.string().max(120),
  instructor_id: id,
  category_id: id,
});
export const publishBody = z.strictObject({
  version,
  at: z.iso
    .datetime()
    .nullable()
    .optional()
    .meta({ description: 'Publish at this time instead of now (a time past or absent: now).' }),
});
export const unpublishBody = z.strictObject({
  version,
  at: z.iso
    .datetime()
    .nullable()
    .optional()
    .meta({ description: 'Unpublish at this time instead of now (a time past or absent: now).' }),
});
/** A call that carries only the version it read (a restore, calling off a schedule). */
export const versionBody = z.strictObject({ version });
export const restoreBody = versionBody;

/** The state of a record written as a draft (a class, an article). */
export const draftState = z.enum(['draft', 'published', 'changed', 'unpublished']).meta({
  description:
    'draft: never published; changed: published with unpublished changes; unpublished: taken off the site.',
});
export const unpublishTimes = {
  unpublish_at: datetime.nullable().meta({ description: 'When it unpublishes by itself.' }),
  unpublished_at: datetime.nullable().meta({ description: 'When it was taken off the site.' }),
};

export const studioClass = z
  .object({
    uuid: z.string(),
    document: classDocument,
    version: z.number().int(),
    state: draftState,
    publish_at: datetime.nullable(),
    ...unpublishTimes,
    updated_by: z.string().nullable(),
    updated_at: datetime.nullable(),
    live_path: z.string().nullable().meta({ description: 'Where visitors see it, once published.' }),
  })
  .meta({ id: 'StudioClass' });
export const classAnswer = z.object({ class: studioClass });

export const catalogOverview = z
  .object({
    classes: z.array(
      z.object({
        uuid: z.string(),
        title: z.string(),
        slug: z.string(),
        kind: z.string(),
        instructor_name: z.string(),
        state: draftState,
        publish_at: datetime.nullable(),
        ...unpublishTimes,
      }),
    ),
    instructors: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        headline: z.string(),
        bio: z.string(),
        hue: z.number().int(),
        version: z.number().int(),
      }),
    ),
    categories: z.array(
      z.object({
        id: z.number().int(),
        slug: z.string(),
        name: z.string(),
        description: z.string(),
        hue: z.number().int(),
        version: z.number().int(),
      }),
    ),
    skills: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .meta({ id: 'StudioCatalog' });

export const revisionsAnswer = z.object({
  revisions: z.array(
    z.object({
      id: z.number().int(),
      published_by: z.string(),
      published_at: datetime,
      title: z.string(),
      lesson_count: z.number().int(),
    }),
  ),
});

const slug = z.string().max(80).optional().meta({ description: 'Left out or empty: made from the name.' });

export const subcategoryBody = z.strictObject({
  name: z.string().max(120),
  slug,
  category_id: id,
  position: z
    .number()
    .int()
    .min(0)
    .max(10_000)
    .nullable()
    .optional()
    .meta({ description: 'Its place in its category; absent: kept, or last when new or moved.' }),
  description: z.string().max(2000),
});
export const subcategoryUpdate = subcategoryBody.extend({ version });

export const outcomeBody = z.strictObject({
  name: z.string().max(120),
  slug,
  description: z.string().max(2000),
  hue,
  course_ids: z.array(id).max(500).meta({ description: 'The classes it gathers, in page order.' }),
});
export const outcomeUpdate = outcomeBody.extend({ version });

export const pieceBody = z.strictObject({
  title: z.string().max(120),
  slug,
  description: z.string().max(2000),
  instructor_id: id,
  category_id: id,
  duration_seconds: z.number().int().min(1).max(3600),
  hue,
});
export const pieceUpdate = pieceBody.extend({ version });
