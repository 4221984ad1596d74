import type { ColumnType } from 'kysely';
import type { Id, Json, Timestamp } from '~/server/db/column-types';
import type { ArticleDocument } from './article-document';
import type { ClassDocument } from './class-document';

/** A class being edited: the whole class as one document (0023 migration). */
export interface ClassDraftsTable {
  id: Id;
  course_uuid: string;
  document_json: Json<ClassDocument>;
  version: number;
  has_changes: boolean;
  publish_at: Timestamp | null;
  /** When the published class unpublishes by itself (the same recurring job). */
  unpublish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_by_label: string;
  updated_at: Timestamp;
}

/** What a class looked like at each publication, newest last. */
export interface ClassRevisionsTable {
  id: Id;
  course_uuid: string;
  document_json: Json<ClassDocument>;
  published_by_label: string;
  published_at: Timestamp;
}

/**
 * A record other than a class being edited (migration 0031): its whole document, keyed by
 * record type and uuid. Only articles so far; the document type grows with the record types.
 */
export interface ContentDraftsTable {
  id: Id;
  record_type: 'article';
  record_uuid: string;
  document_json: Json<ArticleDocument>;
  version: number;
  has_changes: boolean;
  publish_at: Timestamp | null;
  /** When the published record unpublishes by itself (migration 0037). */
  unpublish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  updated_by_label: string;
  updated_at: Timestamp;
}

/**
 * What such a record looked like at each publication; for a collection, edited in place, at
 * each save (decision 0041). `contentRevisions` (drafts.ts) reads each type's documents.
 */
export interface ContentRevisionsTable {
  id: Id;
  record_type: 'article' | 'collection';
  record_uuid: string;
  document_json: Json<unknown>;
  published_by_label: string;
  published_at: Timestamp;
}
