import type { Id, Json, Timestamp } from '~/server/db/column-types';
import type { ClassDocument } from './class-document';

/** A class being edited: the whole class as one document (0023 migration). */
export interface ClassDraftsTable {
  id: Id;
  course_uuid: string;
  document_json: Json<ClassDocument>;
  version: number;
  has_changes: boolean;
  publish_at: Timestamp | null;
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
