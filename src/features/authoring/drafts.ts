import type { z } from 'zod';
import type { AuditActor, AuditLog, RecordAudit } from '~/features/audit/audit.service';
import type { ContentVersionService } from '~/features/content-version/content-version.service';
import type { SearchService } from '~/features/search/search.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { ErrorCode } from '~/shared/error-catalogue';
import { type AuditAction, CATALOG_TEXTS } from '~/shared/studio';
import { articleDocument } from './article-document';
import { classDocument } from './class-document';

/**
 * What every studio-authored record shares (docs/decisions/0027 and 0038): a draft document
 * beside the live row, a version every write carries back, a state for the badge, a time to
 * publish by itself, a time to unpublish by itself, and revisions kept of each publication.
 * Classes keep their own tables (class_drafts, 0023); the records after them keep theirs in
 * content_drafts (0031). One workflow (`draftWorkflow`) saves, schedules, publishes, unpublishes
 * and restores them all, and one set of routes (draft.routes.ts) answers for them.
 */

/** The document of each record type written as a draft, as its calls take it. */
export const DRAFT_DOCUMENTS = { class: classDocument, article: articleDocument } as const;
export type DraftType = keyof typeof DRAFT_DOCUMENTS;
export type DraftDocument<T extends DraftType> = z.infer<(typeof DRAFT_DOCUMENTS)[T]>;

/** unpublished: published once, taken down since (its live row kept, hidden: decision 0039). */
export type DraftState = 'draft' | 'published' | 'changed' | 'unpublished';

/** A record in its editor: its draft (or its live state when it has no draft yet). */
export type StudioRecord<D> = {
  uuid: string;
  document: D;
  /** What a save must carry back; 0 when no draft exists yet. */
  version: number;
  state: DraftState;
  publishAt: Date | null;
  /** When a published record unpublishes by itself. */
  unpublishAt: Date | null;
  /** When it was taken down (state unpublished). */
  unpublishedAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
  liveSlug: string | null;
};

/** Never published; taken down; published with a draft that differs; or published as is. */
export const draftState = (
  live: { unpublished_at: Date | null } | undefined,
  hasChanges: boolean,
): DraftState =>
  !live ? 'draft' : live.unpublished_at ? 'unpublished' : hasChanges ? 'changed' : 'published';

/** Whether visitors see the record now (what unpublishing needs). */
const onTheSite = (state: DraftState) => state === 'published' || state === 'changed';

/** Refuses a write made from a version that is no longer the record's: 409 naming who saved and when. */
export function refuseStale(
  current: Pick<StudioRecord<unknown>, 'version' | 'updatedBy' | 'updatedAt'>,
  version: number,
  now: Date,
): void {
  if (current.version === version) return;
  throw new DomainError('catalog_stale', {
    message: CATALOG_TEXTS.changedBy(current.updatedBy ?? 'someone', current.updatedAt ?? now),
  });
}

/** The same check for a record edited in place, from its row (sessions, collections). */
export const refuseStaleRow = (
  row: { version: number; updated_by_label: string | null; updated_at: Date | null },
  version: number,
  now: Date,
) =>
  refuseStale(
    { version: row.version, updatedBy: row.updated_by_label, updatedAt: row.updated_at },
    version,
    now,
  );

/**
 * Search answers from the published state at once in this process; other processes see it at
 * their next check. A process that never searched has no index to rebuild.
 */
export async function refreshSearch(search: SearchService): Promise<void> {
  if (search.status().builtAt !== null) await search.refresh({ force: true });
}

/** The records content_drafts keeps (classes have class_drafts). */
export type RecordType = Exclude<DraftType, 'class'>;
type Documents = { [T in RecordType]: DraftDocument<T> };

/** The drafts and revisions of one record type in content_drafts and content_revisions. */
export function contentDrafts<T extends RecordType>(type: T) {
  return {
    find: (db: Db, uuid: string) =>
      db
        .selectFrom('content_drafts')
        .selectAll()
        .where('record_type', '=', type)
        .where('record_uuid', '=', uuid)
        .executeTakeFirst(),

    /** Every draft of this type (few: a school's work in progress). */
    list: (db: Db) =>
      db
        .selectFrom('content_drafts')
        .select(['record_uuid', 'document_json', 'has_changes', 'publish_at', 'unpublish_at'])
        .where('record_type', '=', type)
        .execute(),

    /** The drafts whose scheduled time has come. */
    due: (db: Db, now: Date) =>
      db
        .selectFrom('content_drafts')
        .select('record_uuid')
        .where('record_type', '=', type)
        .where('publish_at', '<=', now)
        .execute(),

    /** The drafts whose record's scheduled unpublication has come. */
    dueUnpublications: (db: Db, now: Date) =>
      db
        .selectFrom('content_drafts')
        .select('record_uuid')
        .where('record_type', '=', type)
        .where('unpublish_at', '<=', now)
        .execute(),

    async write(
      db: Db,
      actor: AuditActor,
      uuid: string,
      fields: DraftFields<Documents[T]>,
      now: Date,
    ): Promise<void> {
      const values = {
        document_json: JSON.stringify(fields.document),
        version: fields.version,
        has_changes: fields.hasChanges,
        publish_at: fields.publishAt,
        unpublish_at: fields.unpublishAt,
        updated_by_label: actor.label,
        updated_at: now,
      };
      await db
        .insertInto('content_drafts')
        .values({ record_type: type, record_uuid: uuid, ...values })
        .onConflict((oc) => oc.columns(['record_type', 'record_uuid']).doUpdateSet(values))
        .execute();
    },

    ...contentRevisions<Documents[T]>(type),
  };
}

/**
 * The kept versions of one record type in content_revisions: a draft record's publications,
 * a collection's saves (it is edited in place, decision 0041). `D` is the type's document.
 */
export function contentRevisions<D>(type: 'article' | 'collection') {
  return {
    addRevision: (db: Db, actor: AuditActor, uuid: string, document: D, now: Date) =>
      db
        .insertInto('content_revisions')
        .values({
          record_type: type,
          record_uuid: uuid,
          document_json: JSON.stringify(document),
          published_by_label: actor.label,
          published_at: now,
        })
        .execute(),

    /** The last 50, newest first. */
    revisions: (db: Db, uuid: string) =>
      db
        .selectFrom('content_revisions')
        .select(['id', 'published_by_label', 'published_at', 'document_json'])
        .where('record_type', '=', type)
        .where('record_uuid', '=', uuid)
        .orderBy('id', 'desc')
        .limit(50)
        .$narrowType<{ document_json: D }>()
        .execute(),

    revision: (db: Db, uuid: string, id: number) =>
      db
        .selectFrom('content_revisions')
        .select('document_json')
        .where('record_type', '=', type)
        .where('record_uuid', '=', uuid)
        .where('id', '=', id)
        .$narrowType<{ document_json: D }>()
        .executeTakeFirst(),

    /** A deleted record's revisions go with it. */
    forget: (db: Db, uuid: string) =>
      db
        .deleteFrom('content_revisions')
        .where('record_type', '=', type)
        .where('record_uuid', '=', uuid)
        .execute(),
  };
}

/** What a draft row is written with. */
export type DraftFields<D> = {
  document: D;
  version: number;
  hasChanges: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
};

/** What the workflow's audit actions are named after: `catalog.<type>_<verb>`. */
type WorkflowVerb =
  | 'save'
  | 'schedule'
  | 'publish'
  | 'restore'
  | 'unpublish'
  | 'schedule_unpublish'
  | 'cancel_unpublish';

/**
 * Saving, scheduling, publishing, unpublishing and restoring a record type's drafts, one
 * implementation for every type: each step in one audited transaction (`catalog.<type>_save`,
 * `_schedule`, `_publish`, `_unpublish`, `_schedule_unpublish`, `_cancel_unpublish`, `_restore`),
 * every write from a version someone changed since refused (409), and every write that leaves
 * the draft raises its version, so an editor open elsewhere is told to reload. The record type
 * brings its reads and writes; `mayTouch` refuses an actor a record that is not theirs (an
 * instructor's own classes).
 */
export function draftWorkflow<
  T extends DraftType,
  R extends StudioRecord<DraftDocument<T>>,
  A extends AuditActor,
>(
  deps: {
    db: Db;
    clock: Clock;
    audit: AuditLog;
    search: SearchService;
    contentVersion: ContentVersionService;
  },
  type: {
    name: T;
    /** The live table the record publishes into; unpublishing sets its `unpublished_at`. */
    liveTable: 'courses' | 'articles';
    load: (tx: Db, uuid: string) => Promise<R>;
    /** The document breaks no rule, its references exist and its address is free. */
    check: (tx: Db, uuid: string, document: DraftDocument<T>) => Promise<unknown>;
    write: (tx: Db, actor: A, current: R, fields: DraftFields<DraftDocument<T>>) => Promise<void>;
    /** Puts the draft into the live tables now (revision kept); answers the live document before. */
    publishNow: (tx: Db, actor: A, current: R) => Promise<unknown>;
    /** The drafts whose scheduled time has come. */
    due: (db: Db, now: Date) => Promise<string[]>;
    /** The drafts whose record's scheduled unpublication has come. */
    dueUnpublications: (db: Db, now: Date) => Promise<string[]>;
    revision: (tx: Db, uuid: string, id: number) => Promise<DraftDocument<T> | undefined>;
    /** Refusals: unpublishing a record not on the site; calling off an unpublication not scheduled. */
    errors: { notPublished: ErrorCode; notScheduled: ErrorCode };
    mayTouch?: (actor: A, document: DraftDocument<T>) => void;
  },
) {
  const { db, clock, audit, search, contentVersion } = deps;
  const action = (verb: WorkflowVerb) => `catalog.${type.name}_${verb}` as AuditAction;
  const resource = (uuid: string) => ({ resourceType: type.name, resourceId: uuid });

  /** The record, once the actor may touch it (and the document they write) and `version` is its own. */
  async function current(tx: Db, actor: A, uuid: string, version: number, next?: DraftDocument<T>) {
    const found = await type.load(tx, uuid);
    type.mayTouch?.(actor, found.document);
    if (next) type.mayTouch?.(actor, next);
    refuseStale(found, version, clock.now());
    return found;
  }

  /** The draft as it is, with a new version and these fields changed. */
  const rewrite = (tx: Db, actor: A, found: R, fields: Partial<DraftFields<DraftDocument<T>>>) =>
    type.write(tx, actor, found, {
      document: found.document,
      version: found.version + 1,
      hasChanges: found.state === 'changed' || found.state === 'draft',
      publishAt: found.publishAt,
      unpublishAt: found.unpublishAt,
      ...fields,
    });

  async function publishAudited(tx: Db, actor: A, found: R, record: RecordAudit) {
    const before = await type.publishNow(tx, actor, found);
    await record({ action: action('publish'), ...resource(found.uuid), before, after: found.document });
  }

  /**
   * Takes the record off the site now: its live row stays (grants, progress, bookmarks and
   * orders keep pointing at it) and every public read skips it (catalog/visibility.ts). The
   * draft's version rises, so a save from an editor opened before is refused as stale.
   * Taken down by hand, it also calls off a publication scheduled for later: it stays down
   * until someone publishes it again. The recurring job keeps one (an unpublication and a
   * later publication scheduled together are a planned break).
   */
  async function unpublishAudited(tx: Db, actor: A, found: R, record: RecordAudit, byHand: boolean) {
    await tx
      .updateTable(type.liveTable)
      .set({ unpublished_at: clock.now() })
      .where('uuid', '=', found.uuid)
      .execute();
    const calledOff = byHand ? found.publishAt : null;
    await rewrite(tx, actor, found, { unpublishAt: null, ...(calledOff ? { publishAt: null } : {}) });
    await contentVersion.bump(tx, 'catalog');
    await record({
      action: action('unpublish'),
      ...resource(found.uuid),
      before: { state: found.state, ...(calledOff ? { publish_at: calledOff.toISOString() } : {}) },
      after: { state: 'unpublished', by: actor.label, ...(calledOff ? { publish_at: null } : {}) },
    });
  }

  return {
    /** Saves the draft; `version` is the one the editor read (a stale one is refused: 409). */
    save: (actor: A, uuid: string, version: number, document: DraftDocument<T>) =>
      audit.perform(actor, async (tx, record) => {
        const found = await current(tx, actor, uuid, version, document);
        await type.check(tx, uuid, document);
        await rewrite(tx, actor, found, { document, hasChanges: true });
        await record({ action: action('save'), ...resource(uuid), before: found.document, after: document });
        return type.load(tx, uuid);
      }),

    /** Publishes the draft now (public pages and search at once), or at `at` (the recurring job). */
    async publish(actor: A, uuid: string, version: number, at: Date | null): Promise<R> {
      const result = await audit.perform(actor, async (tx, record) => {
        const found = await current(tx, actor, uuid, version);
        if (at && at > clock.now()) {
          await type.check(tx, uuid, found.document);
          await rewrite(tx, actor, found, { hasChanges: found.state !== 'published', publishAt: at });
          await record({
            action: action('schedule'),
            ...resource(uuid),
            after: { publish_at: at.toISOString() },
          });
        } else await publishAudited(tx, actor, found, record);
        return type.load(tx, uuid);
      });
      await refreshSearch(search);
      return result;
    },

    /**
     * Takes the record off the site now (a 404 at its address, gone from every list, search and
     * the sitemap), or at `at` (the recurring job does it then). Publishing brings it back.
     */
    async unpublish(actor: A, uuid: string, version: number, at: Date | null): Promise<R> {
      const result = await audit.perform(actor, async (tx, record) => {
        const found = await current(tx, actor, uuid, version);
        if (!onTheSite(found.state)) throw new DomainError(type.errors.notPublished);
        if (at && at > clock.now()) {
          await rewrite(tx, actor, found, { unpublishAt: at });
          await record({
            action: action('schedule_unpublish'),
            ...resource(uuid),
            after: { unpublish_at: at.toISOString() },
          });
        } else await unpublishAudited(tx, actor, found, record, true);
        return type.load(tx, uuid);
      });
      await refreshSearch(search);
      return result;
    },

    /** Calls off a scheduled unpublication: the record stays on the site; nothing public changes. */
    cancelUnpublication: (actor: A, uuid: string, version: number) =>
      audit.perform(actor, async (tx, record) => {
        const found = await current(tx, actor, uuid, version);
        if (!found.unpublishAt) throw new DomainError(type.errors.notScheduled);
        await rewrite(tx, actor, found, { unpublishAt: null });
        await record({
          action: action('cancel_unpublish'),
          ...resource(uuid),
          before: { unpublish_at: found.unpublishAt.toISOString() },
          after: { unpublish_at: null },
        });
        return type.load(tx, uuid);
      }),

    /**
     * The recurring job catalog.publish_due: publishes every draft whose time has come, then
     * unpublishes every record whose time has come, through the same code as the buttons.
     */
    async publishDue(actor: A): Promise<number> {
      const due = await type.due(db, clock.now());
      for (const uuid of due)
        await audit.perform(actor, async (tx, record) =>
          publishAudited(tx, actor, await type.load(tx, uuid), record),
        );
      const ending = await type.dueUnpublications(db, clock.now());
      for (const uuid of ending)
        await audit.perform(actor, async (tx, record) => {
          const found = await type.load(tx, uuid);
          if (onTheSite(found.state)) await unpublishAudited(tx, actor, found, record, false);
        });
      if (due.length || ending.length) await refreshSearch(search);
      return due.length + ending.length;
    },

    /** Puts an earlier publication back into the draft (publish it to make it live again). */
    restore: (actor: A, uuid: string, revisionId: number, version: number) =>
      audit.perform(actor, async (tx, record) => {
        const found = await current(tx, actor, uuid, version);
        const document = await type.revision(tx, uuid, revisionId);
        if (!document) throw new DomainError('revision_not_found');
        await rewrite(tx, actor, found, { document, hasChanges: true });
        await record({
          action: action('restore'),
          ...resource(uuid),
          before: found.document,
          after: { revision: revisionId },
        });
        return type.load(tx, uuid);
      }),
  };
}
