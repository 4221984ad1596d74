import { randomUUID } from 'node:crypto';
import type { AuditLog, RecordAudit } from '~/features/audit/audit.service';
import { forgetRedirects, keepOldSlug } from '~/features/catalog/slug-redirects.repository';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { Clock } from '~/server/core/clock';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { collectionPath } from '~/shared/content';
import { CATALOG_TEXTS, COLLECTION_KINDS, type EditableCollectionKind } from '~/shared/studio';
import type { CatalogActor } from './authoring.service';
import * as repo from './collection-records.repository';
import {
  type CollectionFields,
  type CollectionSchedule,
  checkSchedule,
  fieldError,
  fieldsOf,
  refusal,
} from './collection-rules';
import { contentRevisions, refuseStaleRow } from './drafts';

export type ItemRef = repo.ItemRef;

/** What a revision keeps of a save: the fields and the items in order. */
export type CollectionRevision = Required<CollectionFields> & { items: ItemRef[] };
const revisions = contentRevisions<CollectionRevision>('collection');

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
  publishAt: Date | null;
  unpublishAt: Date | null;
  version: number;
  updatedBy: string | null;
  updatedAt: Date | null;
  livePath: string;
  items: StudioCollectionItem[];
};

const EDITABLE_KINDS = Object.keys(COLLECTION_KINDS) as EditableCollectionKind[];
const isEditable = (kind: string): kind is EditableCollectionKind => kind in COLLECTION_KINDS;

/** Collections join classes of every instructor: an instructor-scoped role does not change them. */
function mayEditShared(actor: CatalogActor): void {
  if (actor.ownInstructorId !== null) throw new DomainError('catalog_not_yours');
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
 * Playlists, programs, packages and projects in the studio (docs/decisions/0041-collection-authoring.md):
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

  /**
   * Items that exist, at most once each; a playlist's are lessons (its player plays lessons), a
   * project's lessons and articles (its steps).
   */
  async function checkItems(tx: Db, kind: EditableCollectionKind, items: readonly ItemRef[]) {
    const seen = new Set<string>();
    for (const [n, item] of items.entries()) {
      const refused = refusal(kind, item);
      if (refused) throw fieldError(`items.${n}`, refused);
      const key = `${item.type}:${item.id}`;
      if (seen.has(key)) throw fieldError(`items.${n}`, CATALOG_TEXTS.itemTwice);
      seen.add(key);
    }
    const exists = await repo.itemExists(tx, items);
    const gone = items.findIndex((item) => !exists(item));
    if (gone >= 0) throw fieldError(`items.${gone}`, CATALOG_TEXTS.itemGone);
  }

  /** Writes the record's new state, a version on, stamped with who and when. */
  const stamp = (actor: CatalogActor, version: number) => ({
    version: version + 1,
    updated_by_label: actor.label,
    updated_at: clock.now(),
  });

  type Current = Awaited<ReturnType<typeof current>>;
  const refsOf = async (tx: Db, id: number) =>
    (await repo.listItemRefs(tx, id)).map(toItem).map(({ type, id }) => ({ type, id }));
  const kept = (row: Current, items: ItemRef[]): CollectionRevision => ({
    title: row.title,
    slug: row.slug,
    description: row.description,
    hue: row.hue,
    items,
  });

  /**
   * Writes its fields and items (checked), keeps the old slug as a redirect and the new state
   * as a revision, and audits it: a save from the editor and a restore both come here.
   */
  async function write(
    tx: Db,
    record: RecordAudit,
    actor: CatalogActor,
    before: Current,
    next: CollectionRevision,
    audited: { action: 'catalog.collection_update' | 'catalog.collection_restore'; revision?: number },
  ) {
    await slugFree(tx, before.kind, next.slug, Number(before.id));
    await checkItems(tx, before.kind, next.items);
    const beforeItems = await refsOf(tx, Number(before.id));
    const { items, ...fields } = next;
    await tx
      .updateTable('collections')
      .set({ ...fields, ...stamp(actor, before.version) })
      .where('id', '=', before.id)
      .execute();
    await repo.replaceItems(tx, Number(before.id), items);
    await keepOldSlug(
      tx,
      before.kind,
      Number(before.id),
      before.slug === next.slug ? null : before.slug,
      next.slug,
    );
    await revisions.addRevision(tx, actor, before.uuid, next, clock.now());
    await record({
      action: audited.action,
      resourceType: 'collection',
      resourceId: Number(before.id),
      before: kept(before, beforeItems),
      after: audited.revision === undefined ? next : { revision: audited.revision, ...next },
    });
    await contentVersion.bump(tx, 'catalog');
  }

  /**
   * Shows it to visitors or takes it off the public pages, now: clears what was scheduled for
   * that (the button and the recurring job both come here, with the same audit entry).
   */
  async function applyPublished(
    tx: Db,
    record: RecordAudit,
    actor: CatalogActor,
    before: Current,
    published: boolean,
  ) {
    await tx
      .updateTable('collections')
      .set({
        is_published: published,
        ...(published ? { publish_at: null } : { unpublish_at: null }),
        ...stamp(actor, before.version),
      })
      .where('id', '=', before.id)
      .execute();
    await record({
      action: published ? 'catalog.collection_publish' : 'catalog.collection_unpublish',
      resourceType: 'collection',
      resourceId: Number(before.id),
      before: { published: Boolean(before.is_published) },
      after: { published },
    });
    await contentVersion.bump(tx, 'catalog');
  }

  const iso = (at: Date | null) => at?.toISOString() ?? null;

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
        publishAt: row.publish_at,
        unpublishAt: row.unpublish_at,
        version: row.version,
        updatedBy: row.updated_by_label,
        updatedAt: row.updated_at,
        livePath: collectionPath(row.kind, row.slug),
        items: items.map(toItem),
      };
    },

    /** Classes and lessons to add, by words of their title. */
    candidates: (query: string) => repo.searchCandidates(db, query.trim()),

    /** A new collection, unpublished and empty (its first revision): visitors see it once it is published. */
    async create(actor: CatalogActor, kind: EditableCollectionKind, input: CollectionFields) {
      mayEditShared(actor);
      const fields = fieldsOf(input);
      return audit.perform(actor, async (tx, record) => {
        await slugFree(tx, kind, fields.slug, null);
        const uuid = randomUUID();
        const row = await tx
          .insertInto('collections')
          .values({ uuid, kind, ...fields, is_published: false, ...stamp(actor, 0) })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = Number(row.id);
        await revisions.addRevision(tx, actor, uuid, { ...fields, items: [] }, clock.now());
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
      const next = { ...fieldsOf(input), items: input.items };
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        checkVersion(before, version);
        await write(tx, record, actor, before, next, { action: 'catalog.collection_update' });
      });
    },

    /** Shows it to visitors at once, or takes it off the public pages (its address then answers 404). */
    async setPublished(actor: CatalogActor, id: number, version: number, published: boolean) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        checkVersion(before, version);
        await applyPublished(tx, record, actor, before, published);
      });
    },

    /**
     * When it publishes and when it unpublishes by itself; null calls that off. Nothing public
     * changes until then, so the content version stays.
     */
    async schedule(actor: CatalogActor, id: number, version: number, next: CollectionSchedule) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        checkVersion(before, version);
        checkSchedule({ published: Boolean(before.is_published) }, next, clock.now());
        await tx
          .updateTable('collections')
          .set({
            publish_at: next.publishAt,
            unpublish_at: next.unpublishAt,
            ...stamp(actor, before.version),
          })
          .where('id', '=', id)
          .execute();
        await record({
          action: 'catalog.collection_schedule',
          resourceType: 'collection',
          resourceId: id,
          before: { publish_at: iso(before.publish_at), unpublish_at: iso(before.unpublish_at) },
          after: { publish_at: iso(next.publishAt), unpublish_at: iso(next.unpublishAt) },
        });
      });
    },

    /**
     * Publishes and unpublishes the collections whose scheduled time has come (the recurring job
     * catalog.publish_due, beside the classes and articles): answers how many changed.
     */
    async publishDue(actor: CatalogActor): Promise<number> {
      const due = await repo.dueCollections(db, clock.now());
      let changed = 0;
      for (const id of due) {
        try {
          await audit.perform(actor, async (tx, record) => {
            const now = clock.now();
            let row = await current(tx, id);
            if (row.publish_at && row.publish_at <= now) {
              await applyPublished(tx, record, actor, row, true);
              row = await current(tx, id);
            }
            if (row.unpublish_at && row.unpublish_at <= now)
              await applyPublished(tx, record, actor, row, false);
          });
          changed++;
        } catch (error) {
          // Deleted since it was found due: nothing left to do, and the others still go.
          if (!(isDomainError(error) && error.code === 'collection_not_found')) throw error;
        }
      }
      return changed;
    },

    /** Its saves, newest first (the last 50): who, when, and what it held. */
    async revisions(id: number) {
      const row = await current(db, id);
      return (await revisions.revisions(db, row.uuid)).map((revision) => ({
        id: Number(revision.id),
        savedBy: revision.published_by_label,
        savedAt: revision.published_at,
        title: revision.document_json.title,
        itemCount: revision.document_json.items.length,
      }));
    },

    /**
     * Puts an earlier save back, as a new save (audited, version-checked): items deleted since
     * are left out; its old address, if another collection took it, is refused like a save's.
     */
    async restore(actor: CatalogActor, id: number, revisionId: number, version: number) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        checkVersion(before, version);
        const found = await revisions.revision(tx, before.uuid, revisionId);
        if (!found) throw new DomainError('revision_not_found');
        const document = found.document_json;
        const items = document.items.filter(await repo.itemExists(tx, document.items));
        await write(
          tx,
          record,
          actor,
          before,
          { ...document, items },
          { action: 'catalog.collection_restore', revision: revisionId },
        );
      });
    },

    /** Deletes it with its items, old addresses and revisions, unless members hold access through it. */
    async remove(actor: CatalogActor, id: number) {
      mayEditShared(actor);
      await audit.perform(actor, async (tx, record) => {
        const before = await current(tx, id);
        const grants = await repo.grantsOfCollection(tx, id);
        if (grants > 0)
          throw new DomainError('catalog_in_use', {
            message: CATALOG_TEXTS.heldBy([CATALOG_TEXTS.grantsOf(grants)]),
          });
        const items = await refsOf(tx, id);
        await tx.deleteFrom('collection_items').where('collection_id', '=', id).execute();
        await tx.deleteFrom('collections').where('id', '=', id).execute();
        await forgetRedirects(tx, before.kind, id);
        await revisions.forget(tx, before.uuid);
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
