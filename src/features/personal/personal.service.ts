import type { AccessService } from '~/features/access/access.service';
import type { ProfilesService } from '~/features/profiles/profiles.service';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { hasArticleBookmark } from './bookmarks.repository';
import { createBookmarksService } from './bookmarks.service';
import { hasItem } from './my-list.repository';
import { createMyListService } from './my-list.service';
import { listLessonNotesByUuid } from './notes.repository';
import { createNotesService, type NoteView, toNoteView } from './notes.service';
import { createContentRules } from './personal.content';
import { createSharingService } from './sharing.service';
import { createSurveysService } from './surveys.service';

/** What a lesson page needs to draw the personal controls of a signed-in profile. */
export type LessonPersonalState = {
  notes: NoteView[];
  bookmarked: boolean;
  /** The bookmark's time in the lesson, when it has one. */
  bookmarkSeconds: number | null;
  /** The lesson's class is on My List. */
  saved: boolean;
  courseUuid: string;
};

/**
 * A profile's own things (issue 6 item 6; docs/decisions/0015-notes-bookmarks-list.md):
 * notes, bookmarks, surveys, My List and share links, on shared content rules (who asks,
 * mature content, the ledger).
 */
export function createPersonalService(deps: {
  db: Db;
  clock: Clock;
  access: AccessService;
  profiles: ProfilesService;
}) {
  const { db, profiles } = deps;
  const content = createContentRules(deps);
  const parts = { ...deps, content };
  return {
    viewer: content.viewer,
    notes: createNotesService(parts),
    bookmarks: createBookmarksService(parts),
    surveys: createSurveysService(parts),
    myList: createMyListService(parts),
    sharing: createSharingService(parts),

    /**
     * For a lesson page's loader, in three queries: the current profile, the lesson's
     * bookmark and My List state, its notes. Null for an unknown lesson. Whether the page
     * shows the lesson at all (mature, access) is the page's business.
     */
    async lessonState(
      userId: number,
      requestedProfile: string | null | undefined,
      lessonUuid: string,
    ): Promise<LessonPersonalState | null> {
      const profile = await profiles.resolveCurrentProfile(userId, requestedProfile);
      const [state, notes] = await Promise.all([
        db
          .selectFrom('lessons')
          .innerJoin('courses', 'courses.id', 'lessons.course_id')
          .leftJoin('bookmarks', (join) =>
            join.onRef('bookmarks.lesson_id', '=', 'lessons.id').on('bookmarks.profile_id', '=', profile.id),
          )
          .leftJoin('my_list_items', (join) =>
            join
              .onRef('my_list_items.course_id', '=', 'lessons.course_id')
              .on('my_list_items.profile_id', '=', profile.id),
          )
          .select([
            'courses.uuid as course_uuid',
            'bookmarks.id as bookmark_id',
            'bookmarks.seconds as bookmark_seconds',
            'my_list_items.id as list_item_id',
          ])
          .where('lessons.uuid', '=', lessonUuid)
          .executeTakeFirst(),
        listLessonNotesByUuid(db, profile.id, lessonUuid),
      ]);
      if (!state) return null;
      return {
        notes: notes.map((row) => toNoteView(row, lessonUuid)),
        bookmarked: state.bookmark_id !== null,
        bookmarkSeconds: state.bookmark_seconds,
        saved: state.list_item_id !== null,
        courseUuid: state.course_uuid,
      };
    },

    /** For a class page's loader (two queries): whether the class is on the profile's My List. */
    async isSaved(userId: number, requestedProfile: string | null | undefined, courseUuid: string) {
      const profile = await profiles.resolveCurrentProfile(userId, requestedProfile);
      return hasItem(db, profile.id, courseUuid);
    },

    /** For an article page's loader (two queries): whether the profile bookmarked it. */
    async isArticleBookmarked(
      userId: number,
      requestedProfile: string | null | undefined,
      articleUuid: string,
    ) {
      const profile = await profiles.resolveCurrentProfile(userId, requestedProfile);
      return hasArticleBookmark(db, profile.id, articleUuid);
    },
  };
}

export type PersonalService = ReturnType<typeof createPersonalService>;
