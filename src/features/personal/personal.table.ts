import type { Id, Timestamp } from '~/server/db/column-types';

/** A profile's note at a time of a lesson (0014_personal). */
export interface NotesTable {
  id: Id;
  /** The public id (note_id in the calls). */
  uuid: string;
  profile_id: number;
  lesson_id: number;
  /** The note's text (1-5000 characters). */
  body: string;
  /** Where in the video, in whole seconds. */
  seconds: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A profile's bookmark of a lesson (maybe at a time) or of an article: exactly one of them. */
export interface BookmarksTable {
  id: Id;
  profile_id: number;
  lesson_id: number | null;
  article_id: number | null;
  seconds: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A profile's rating (1-5) and comment of a lesson or a class: exactly one of them. */
export interface SurveysTable {
  id: Id;
  profile_id: number;
  lesson_id: number | null;
  course_id: number | null;
  rating: number;
  comment: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A class or series on a profile's My List. */
export interface MyListItemsTable {
  id: Id;
  profile_id: number;
  course_id: number;
  created_at: Timestamp;
}

/** /share/{token}: a member's link to a class, lesson or article (exactly one). */
export interface ShareLinksTable {
  id: Id;
  token: string;
  /** Who made it; null once their account is gone (the link keeps working). */
  user_id: number | null;
  course_id: number | null;
  lesson_id: number | null;
  article_id: number | null;
  created_at: Timestamp;
}
