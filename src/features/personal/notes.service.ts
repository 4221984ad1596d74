import { randomUUID } from 'node:crypto';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type ContentKind, coursePath, lessonPath } from '~/shared/content';
import { PERSONAL_LIMITS } from '~/shared/spec';
import { notesMarkdown } from './notes.markdown';
import * as repo from './notes.repository';
import { type ContentRules, checkedSeconds, type Viewer } from './personal.content';
import { findLesson } from './personal.repository';

/** A note as the calls answer it. */
export type NoteView = {
  id: string;
  content_uuid: string;
  text: string;
  timestamp_seconds: number;
  created_at: string;
  updated_at: string;
};

export type NoteLesson = {
  uuid: string;
  slug: string;
  title: string;
  number: number;
  path: string;
  notes: NoteView[];
};

/** A class (or series, documentary) with the lessons that have notes. */
export type NoteClass = {
  uuid: string;
  slug: string;
  title: string;
  kind: ContentKind;
  path: string;
  lessons: NoteLesson[];
};

export type NoteInput = { noteId?: string | undefined; text: string; seconds: number };

export function toNoteView(row: repo.NoteRow, lessonUuid: string): NoteView {
  return {
    id: row.uuid,
    content_uuid: lessonUuid,
    text: row.body,
    timestamp_seconds: row.seconds,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** 1 to 5000 characters (code points, so an emoji counts as one) once trimmed. */
function checkedText(text: string): string {
  const trimmed = text.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > PERSONAL_LIMITS.noteLength)
    throw new DomainError('note_text_invalid', { field: 'text' });
  return trimmed;
}

/**
 * Classes in the order of their latest note (what the member wrote in last comes first),
 * lessons in class order, notes in video order.
 */
function group(rows: repo.ProfileNoteRow[]): NoteClass[] {
  const classes = new Map<number, NoteClass & { latest: number }>();
  for (const row of rows) {
    let course = classes.get(row.course_id);
    if (!course) {
      course = {
        uuid: row.course_uuid,
        slug: row.course_slug,
        title: row.course_title,
        kind: row.course_kind,
        path: coursePath(row.course_kind, row.course_slug),
        lessons: [],
        latest: 0,
      };
      classes.set(row.course_id, course);
    }
    course.latest = Math.max(course.latest, row.updated_at.getTime());
    let lesson = course.lessons.at(-1);
    if (lesson?.uuid !== row.lesson_uuid) {
      lesson = {
        uuid: row.lesson_uuid,
        slug: row.lesson_slug,
        title: row.lesson_title,
        number: row.lesson_number,
        path: lessonPath(row.course_kind, row.course_slug, row.lesson_slug),
        notes: [],
      };
      course.lessons.push(lesson);
    }
    lesson.notes.push(toNoteView(row, row.lesson_uuid));
  }
  return [...classes.values()].sort((a, b) => b.latest - a.latest).map(({ latest: _, ...course }) => course);
}

/**
 * Notes (calls-and-errors.md 7.7): several per lesson and profile, each a text at a time
 * of the video. Writing needs a lesson the viewer may watch; reading and deleting one's own
 * notes do not (a member whose membership ended keeps their notes).
 */
export function createNotesService(deps: { db: Db; clock: Clock; content: ContentRules }) {
  const { db, clock, content } = deps;

  async function listAll(viewer: Viewer): Promise<NoteClass[]> {
    return group(await repo.listProfileNotes(db, viewer.profileId, { showMature: viewer.showMature }));
  }

  return {
    /** Adds a note, or changes the profile's note `noteId` of this lesson (404 for any other). */
    async save(viewer: Viewer, lessonUuid: string, input: NoteInput): Promise<NoteView> {
      const lesson = await content.watchableLesson(viewer, lessonUuid);
      const seconds = checkedSeconds(input.seconds, lesson);
      const body = checkedText(input.text);
      const now = clock.now();
      if (input.noteId) {
        const where = { profileId: viewer.profileId, lessonId: lesson.id, uuid: input.noteId };
        const row = await repo.updateNote(db, where, { body, seconds, updated_at: now });
        if (!row) throw new DomainError('note_not_found');
        return toNoteView(row, lesson.uuid);
      }
      const row = await repo.insertNote(db, {
        uuid: randomUUID(),
        profile_id: viewer.profileId,
        lesson_id: lesson.id,
        body,
        seconds,
        created_at: now,
        updated_at: now,
      });
      return toNoteView(row, lesson.uuid);
    },

    /**
     * Deletes one of the profile's notes of this lesson; any other note id is 404. A lesson
     * hidden by the mature setting still lets its notes go.
     */
    async remove(viewer: Viewer, lessonUuid: string, noteId: string): Promise<void> {
      const lesson = await findLesson(db, lessonUuid);
      if (!lesson) throw new DomainError('content_not_found');
      const where = { profileId: viewer.profileId, lessonId: lesson.id, uuid: noteId };
      if (!(await repo.deleteNote(db, where))) throw new DomainError('note_not_found');
    },

    async listForLesson(viewer: Viewer, lessonUuid: string): Promise<NoteView[]> {
      const lesson = await content.lesson(viewer, lessonUuid);
      const rows = await repo.listLessonNotes(db, viewer.profileId, lesson.id);
      return rows.map((row) => toNoteView(row, lesson.uuid));
    },

    listAll,

    /** Every note as Markdown, its links absolute from `origin` (a file leaves the site). */
    async exportMarkdown(viewer: Viewer, options: { origin: string; title: string }): Promise<string> {
      return notesMarkdown(await listAll(viewer), options);
    },
  };
}

export type NotesService = ReturnType<typeof createNotesService>;
