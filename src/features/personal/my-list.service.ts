import { type CourseCard, toCard } from '~/features/catalog/catalog.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './my-list.repository';
import type { ContentRules, Viewer } from './personal.content';
import { findCourse } from './personal.repository';

/** The list shows the newest this many titles (a bound on one answer, not on saving). */
export const MY_LIST_LIMIT = 200;

export type SavedCourse = CourseCard & { savedAt: string };

/**
 * My List (calls-and-errors.md 7.7): the classes and series a profile saved, newest first;
 * mature ones stay on the list but show only while matureContentEnabled is on. Adding and
 * removing are idempotent.
 */
export function createMyListService(deps: { db: Db; clock: Clock; content: ContentRules }) {
  const { db, clock, content } = deps;

  return {
    async list(viewer: Viewer): Promise<SavedCourse[]> {
      const rows = await repo.listItems(db, viewer.profileId, {
        showMature: viewer.showMature,
        limit: MY_LIST_LIMIT,
      });
      return rows.map((row) => ({ ...toCard(row), savedAt: row.saved_at.toISOString() }));
    },

    async add(viewer: Viewer, courseUuid: string): Promise<void> {
      const course = await content.course(viewer, courseUuid);
      await repo.addItem(db, viewer.profileId, course.id, clock.now());
    },

    /** Removes a class, hidden or not (nothing to remove is fine). */
    async remove(viewer: Viewer, courseUuid: string): Promise<void> {
      const course = await findCourse(db, courseUuid);
      if (!course) throw new DomainError('content_not_found');
      await repo.removeItem(db, viewer.profileId, course.id);
    },
  };
}

export type MyListService = ReturnType<typeof createMyListService>;
