import { sql } from 'kysely';
import { slugKept } from '~/features/catalog/slug-redirects.repository';
import type { Db } from '~/server/db/database';
import type { EditableCollectionKind } from '~/shared/studio';

/** The collections the studio edits, published or not, with how many items each holds. */
export function listEditableCollections(db: Db, kinds: readonly EditableCollectionKind[]) {
  return db
    .selectFrom('collections')
    .select((eb) => [
      'collections.id',
      'collections.kind',
      'collections.slug',
      'collections.title',
      'collections.is_published',
      'collections.publish_at',
      'collections.unpublish_at',
      eb
        .selectFrom('collection_items')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('collection_items.collection_id', '=', 'collections.id')
        .as('item_count'),
    ])
    .where('collections.kind', 'in', [...kinds])
    .orderBy('collections.kind')
    .orderBy('collections.title')
    .execute();
}

export function findCollectionRecord(db: Db, id: number) {
  return db
    .selectFrom('collections')
    .select([
      'id',
      'uuid',
      'kind',
      'slug',
      'title',
      'description',
      'hue',
      'is_published',
      'version',
      'updated_by_label',
      'updated_at',
      'publish_at',
      'unpublish_at',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Collections with a scheduled publication or unpublication whose time has come. */
export async function dueCollections(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('collections')
    .select('id')
    .where((eb) => eb.or([eb('publish_at', '<=', now), eb('unpublish_at', '<=', now)]))
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** A collection's items in order, each named as the studio lists it (a lesson with its class). */
export function listItemRefs(db: Db, collectionId: number) {
  return db
    .selectFrom('collection_items as item')
    .leftJoin('lessons as lesson', 'lesson.id', 'item.lesson_id')
    .leftJoin('courses as course', (join) =>
      join.on((eb) =>
        eb.or([
          eb('course.id', '=', eb.ref('item.course_id')),
          eb('course.id', '=', eb.ref('lesson.course_id')),
        ]),
      ),
    )
    .leftJoin('articles as article', 'article.id', 'item.article_id')
    .select([
      'item.course_id',
      'item.lesson_id',
      'item.article_id',
      'course.title as course_title',
      'course.kind as course_kind',
      'lesson.title as lesson_title',
      'article.title as article_title',
    ])
    .where('item.collection_id', '=', collectionId)
    .orderBy('item.position')
    .orderBy('item.id')
    .execute();
}

export type ItemRef = { type: 'course' | 'lesson' | 'article'; id: number };

/** Replaces a collection's items by these, numbered in their order. */
export async function replaceItems(tx: Db, collectionId: number, items: readonly ItemRef[]) {
  await tx.deleteFrom('collection_items').where('collection_id', '=', collectionId).execute();
  if (items.length === 0) return;
  await tx
    .insertInto('collection_items')
    .values(
      items.map((item, position) => ({
        collection_id: collectionId,
        position: position + 1,
        course_id: item.type === 'course' ? item.id : null,
        lesson_id: item.type === 'lesson' ? item.id : null,
        article_id: item.type === 'article' ? item.id : null,
      })),
    )
    .execute();
}

/** The ids among these that exist in the item's table. */
export async function existingIds(
  db: Db,
  type: ItemRef['type'],
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = type === 'course' ? 'courses' : type === 'lesson' ? 'lessons' : 'articles';
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => Number(row.id)));
}

/** Which of these items still exist, as a test of each. */
export async function itemExists(db: Db, items: readonly ItemRef[]): Promise<(item: ItemRef) => boolean> {
  const found = new Map<ItemRef['type'], Set<number>>();
  for (const type of ['course', 'lesson', 'article'] as const)
    found.set(
      type,
      await existingIds(
        db,
        type,
        items.filter((item) => item.type === type).map((item) => item.id),
      ),
    );
  return (item) => found.get(item.type)?.has(item.id) ?? false;
}

/** Another collection of the kind at this slug, or keeping it as an old address. */
export async function collectionSlugTaken(
  db: Db,
  kind: EditableCollectionKind,
  slug: string,
  id: number | null,
) {
  const [live, kept] = await Promise.all([
    db
      .selectFrom('collections')
      .select('id')
      .where('kind', '=', kind)
      .where('slug', '=', slug)
      .$if(id !== null, (query) => query.where('id', '!=', id!))
      .executeTakeFirst(),
    slugKept(db, kind, slug, id),
  ]);
  return Boolean(live) || kept;
}

/** Members' grants of a program's classes (scope 'program'): a delete would take their access. */
export async function grantsOfCollection(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('grants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('scope', '=', 'program')
    .where('scope_ref_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const CANDIDATE_LIMIT = 20;

/**
 * Published classes and their lessons whose title holds the words typed (any case), to add
 * to a collection: classes first, then lessons, each in title order.
 */
export async function searchCandidates(db: Db, query: string) {
  const pattern = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const [classes, lessons] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['id', 'title', 'kind'])
      .where(sql<boolean>`lower(title) like ${pattern} escape '\\'`)
      .orderBy('title')
      .limit(CANDIDATE_LIMIT)
      .execute(),
    db
      .selectFrom('lessons')
      .innerJoin('courses', 'courses.id', 'lessons.course_id')
      .select([
        'lessons.id',
        'lessons.uuid',
        'lessons.title',
        'courses.title as course_title',
        'courses.kind as course_kind',
      ])
      .where(sql<boolean>`lower(lessons.title) like ${pattern} escape '\\'`)
      .where('lessons.role', '!=', 'trailer')
      .orderBy('lessons.title')
      .limit(CANDIDATE_LIMIT)
      .execute(),
  ]);
  return { classes, lessons };
}
