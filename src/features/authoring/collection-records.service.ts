import { randomUUID } from 'node:crypto';
import type { AuditLog } from '~/features/audit/audit.service';
import { forgetRedirects, keepOldSlug } from '~/features/catalog/slug-redirects.repository';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { collectionPath } from '~/shared/content';
import { CATALOG_TEXTS, COLLECTION_KINDS, type EditableCollectionKind } from '~/shared/studio';
import type { CatalogActor } from './authoring.service';
import { SLUG_PATTERN, slugify } from './class-document';
import * as repo from './collection-records.repository';
import { refuseStaleRow } from './drafts';

export type CollectionFields = { title: string; slug?: string; description: string; hue: number };
export type ItemRef = repo.ItemRef;

/** An item as the editor lists it: what it is, and what to call it. */
export type StudioCollectionItem = ItemRef & { label: string; context: string };

export type StudioCollection = {
  id: number;
  kind: EditableCollectionKind;
  slug: string;
  title: string;
  description: string;
  hue: number;
  published: boolean;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
  livePath: string;
  items: StudioCollectionItem[];
};

const EDITABLE_KINDS = Object.keys(COLLECTION_KINDS) as EditableCollectionKind[];
const isEditable = (kind: string): kind is EditableCollectionKind => kind in COLLECTION_KINDS;
const fieldError = (field: string, message: string) => new DomainError('invalid_field', { field, message });

/** Collections join classes of every instructor: an instructor-scoped role does not change them. */
function mayEditShared(actor: CatalogActor): void {
  if (actor.ownInstructorId !== null) throw new DomainError('catalog_not_yours');
}

function fieldsOf(input: CollectionFields) {
  const title = input.title.trim();
  if (!title) throw fieldError('title', 'Give it a title.');
  const slug = input.slug?.trim() || slugify(title);
  if (!SLUG_PATTERN.test(slug))
    throw fieldError('slug', 'Use lower-case letters, digits and single hyphens.');
  return { title, slug, description: input.description.trim(), hue: input.hue };
}

function toItem(row: Awaited<ReturnType<typeof repo.listItemRefs>>[number]): StudioCollectionItem {
  if (row.lesson_id !== null)
    return {
      type: 'lesson',
      id: Number(row.lesson_id),
      label: row.lesson_title ?? '',
      context: `Lesson of ${row.course_title ?? 'a class'}`,
    };
  if (row.course_id !== null)
    return { type: 'course', id: Number(row.course_id), label: row.course_title ?? '', context: 'Class' };
  return { type: 'article', id: Number(row.article_id), label: row.article_title ?? '', context: 'Article' };
}

/**
 * Playlists, programs and packages in the studio (docs/decisions/0041-collection-authoring.md):
 * edited in place like instructors and categories (public pages show a save at once), with a
 * version a save carries back, a published flag, and the old address kept on a slug change.
 */
export function createCollectionRecordsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditLog;
  contentVersion: ContentVersionService;
}) {
  const { db, clock, audit, contentVersion } = deps;

  async function current(tx: Db, id: number) {
    const row = await repo.findCollectionRecord(tx, id);
    if (!row || !isEditable(row.kind)) throw new DomainError('collection_not_found');
    return { ...row, kind: row.kind };
  }

  const checkVersion = (row: Awaited<ReturnType<typeof current>>, version: number) =>
    refuseStaleRow(row, version, clock.now());

  async function slugFree(tx: Db, kind: EditableCollectionKind, slug: string, id: number | null) {
    if (await repo.collectionSlugTaken(tx, kind, slug, id))
      throw fieldError('slug', 'This address is taken: choose another.');
  }

  /** Items that exist, at most once each; a playlist's are lessons (its player plays lessons). */
  async function checkItems(tx: Db, kind: EditableCollectionKind, items: readonly ItemRef[]) {
    const seen = new Set<string>();
    for (const [n, item] of items.entries()) {
      if (kind === 'playlist' && item.type !== 'lesson')
        throw fieldError(`items.${n}`, CATALOG_TEXTS.playlistHoldsLessons);
      const key = `${item.type}:${item.id}`;
      if (seen.has(key)) throw fieldError(`items.${n}`, CATALOG_TEXTS.itemTwice);
      seen.add(key);
    }
    for (const type of ['course', 'lesson', 'article'] as const) {
      const ids = items.filter((item) => item.type === type).map((item) => item.id);
      const found = await repo.existingIds(tx, type, ids);
      const gone = items.findIndex((item) => item.type === type && !found.has(item.id));
      if (gone >= 0) throw fieldError(`items.${gone}`, CATALOG_TEXTS.itemGone);
    }
  }

  /** Writes the record's new state, a version on, stamped with who and when. */
  const stamp = (actor: CatalogActor, version: number) => ({
    version: version + 1,
    updated_by_label: actor.label,
    updated_at: clock.now(),
  });

  return {
    list: () => repo.listEditableCollections(db, EDITABLE_KINDS),

    async get(id: number): Promise<StudioCollection> {
      const row = await current(db, id);
      const items = await repo.listItemRefs(db, id);
      return {
        id: Number(row.id),
        kind: row.kind,
        slug: row.slug,
        title: row.title,
        description: row.description,
        hue: row.hue,
        published: Boolean(row.is_published),
        version: row.version,
        updatedBy: row.updated_by_label,
        updatedAt: row.updated_at,
        livePath: collectionPath(row.kind, row.slug),
        items: items.map(toItem),
      };
    },

    /** Classes and lessons to add, by words of their title. */
    candidates: (query: string) => repo.searchCandidates(db, query.trim()),

    /** A new collection, unpublished and empty: visitors see it once it is published. */
    async create(actor: CatalogActor, kind: EditableCollectionKind, input: CollectionFields) {
      mayEditShared(actor);
      const fields = fieldsOf(input);
      return audit.perform(actor, async (tx, record) => {
        await slugFree(tx, kind, fields.slug, null);
        const row = await tx
          .insertInto('collections')
          .values({ uuid: randomUUID(), kind, ...fields, is_published: false, ...stamp(actor, 0) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        await record({
          action: 'catalog.collection_create',
          resourceType: 'collection',
          resourceId: id,
          after: { kind, ...fields },
        });
        await contentVersion.bump(tx, 'catalog');
        return id;
      });
    },

    /** Its fields and its items in their new order; a new slug keeps the old one as a redirect. */
    async update(
      actor: CatalogActor,
      id: number,
      version: number,
      input: CollectionFields & { items: ItemRef[] },
    ) {
      mayEditShared(actor);
      const fields = fieldsOf(input);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        checkVersion(before, version);
        await slugFree(tx, before.kind, fields.slug, id);
        await checkItems(tx, before.kind, input.items);
        const beforeItems = (await repo.listItemRefs(tx, id))
          .map(toItem)
          .map(({ type, id }) => ({ type, id }));
        await tx
          .updateTable('collections')
          .set({ ...fields, ...stamp(actor, before.version) })
          .where('id', '=', id)
          .execute();
        await repo.replaceItems(tx, id, input.items);
        await keepOldSlug(tx, before.kind, id, before.slug === fields.slug ? null : before.slug, fields.slug);
        await record({
          action: 'catalog.collection_update',
          resourceType: 'collection',
          resourceId: id,
          before: {
            title: before.title,
            slug: before.slug,
            description: before.description,
            hue: before.hue,
            items: beforeItems,
          },
          after: { ...fields, items: input.items },
        });
        await contentVersion.bump(tx, 'catalog');
      });
    },

    /** Shows it to visitors at once, or takes it off the public pages (its address then answers 404). */
    async setPublished(actor: CatalogActor, id: number, version: number, published: boolean) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        checkVersion(before, version);
        await tx
          .updateTable('collections')
          .set({ is_published: published, ...stamp(actor, before.version) })
          .where('id', '=', id)
          .execute();
        await record({
          action: published ? 'catalog.collection_publish' : 'catalog.collection_unpublish',
          resourceType: 'collection',
          resourceId: id,
          before: { published: Boolean(before.is_published) },
          after: { published },
        });
        await contentVersion.bump(tx, 'catalog');
      });
    },

    /** Deletes it with its items and old addresses, unless members hold access through it. */
    async remove(actor: CatalogActor, id: number) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        const grants = await repo.grantsOfCollection(tx, id);
        if (grants > 0)
          throw new DomainError('catalog_in_use', {
            message: CATALOG_TEXTS.inUse([CATALOG_TEXTS.grantsOf(grants)]),
          });
        const items = (await repo.listItemRefs(tx, id)).map(toItem).map(({ type, id }) => ({ type, id }));
        await tx.deleteFrom('collection_items').where('collection_id', '=', id).execute();
        await tx.deleteFrom('collections').where('id', '=', id).execute();
        await forgetRedirects(tx, before.kind, id);
        await record({
          action: 'catalog.collection_delete',
          resourceType: 'collection',
          resourceId: id,
          before: { kind: before.kind, title: before.title, slug: before.slug, items },
        });
        await contentVersion.bump(tx, 'catalog');
      });
    },

    /** What deleting it would take away (the studio says so before asking). */
    async usesOf(id: number): Promise<string[]> {
      const grants = await repo.grantsOfCollection(db, id);
      return grants > 0 ? [CATALOG_TEXTS.grantsOf(grants)] : [];
    },
  };
}

export type CollectionRecordsService = ReturnType<typeof createCollectionRecordsService>;
