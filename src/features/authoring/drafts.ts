import type { AuditActor } from '~/features/audit/audit.service';
import type { SearchService } from '~/features/search/search.service';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { CATALOG_TEXTS } from '~/shared/studio';
import type { ArticleDocument } from './article-document';

/**
 * What every studio-authored record shares (docs/decisions/0027 and 0038): a draft document
 * beside the live row, a version every write carries back, a state for the badge, a time to
 * publish by itself, and revisions kept of each publication. Classes keep their own tables
 * (class_drafts, 0023); the records after them keep theirs in content_drafts (0031).
 */

export type DraftState = 'draft' | 'published' | 'changed';

/** A record in its editor: its draft (or its live state when it has no draft yet). */
export type StudioRecord<D> = {
  uuid: string;
  document: D;
  /** What a save must carry back; 0 when no draft exists yet. */
  version: number;
  state: DraftState;
  publishAt: Date | null;
  updatedBy: string | null;
  updatedAt: Date | null;
  liveSlug: string | null;
};

/** Never published; published with a draft that differs; or published as is. */
export const draftState = (live: boolean, hasChanges: boolean): DraftState =>
  !live ? 'draft' : hasChanges ? 'changed' : 'published';

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

/** The records content_drafts keeps, with the document of each. */
type Documents = { article: ArticleDocument };
export type RecordType = keyof Documents;

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
        .select(['record_uuid', 'document_json', 'has_changes', 'publish_at'])
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

    async write(
      db: Db,
      actor: AuditActor,
      uuid: string,
      fields: { document: Documents[T]; version: number; hasChanges: boolean; publishAt: Date | null },
      now: Date,
    ): Promise<void> {
      const values = {
        document_json: JSON.stringify(fields.document),
        version: fields.version,
        has_changes: fields.hasChanges,
        publish_at: fields.publishAt,
        updated_by_label: actor.label,
        updated_at: now,
      };
      await db
        .insertInto('content_drafts')
        .values({ record_type: type, record_uuid: uuid, ...values })
        .onConflict((oc) => oc.columns(['record_type', 'record_uuid']).doUpdateSet(values))
        .execute();
    },

    addRevision: (db: Db, actor: AuditActor, uuid: string, document: Documents[T], now: Date) =>
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

    /** The last 50 publications, newest first. */
    revisions: (db: Db, uuid: string) =>
      db
        .selectFrom('content_revisions')
        .select(['id', 'published_by_label', 'published_at', 'document_json'])
        .where('record_type', '=', type)
        .where('record_uuid', '=', uuid)
        .orderBy('id', 'desc')
        .limit(50)
        .execute(),

    revision: (db: Db, uuid: string, id: number) =>
      db
        .selectFrom('content_revisions')
        .select('document_json')
        .where('record_type', '=', type)
        .where('record_uuid', '=', uuid)
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}
