import type { AccessService } from '~/features/access/access.service';
import type { User } from '~/features/accounts/accounts.service';
import { findUserById } from '~/features/accounts/users.repository';
import type { ProfilesService } from '~/features/profiles/profiles.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import * as repo from './personal.repository';

/**
 * Who a personal call acts for: the signed-in user's current profile. `showMature` is the
 * user's matureContentEnabled (product.md 3), never on a kids profile.
 */
export type Viewer = {
  userId: number;
  profileId: number;
  organizationIds: number[];
  showMature: boolean;
};

/**
 * Whether a viewer sees a title: a public one (catalog/visibility.ts's rule on a row already
 * read: nothing of a class the studio took down is saved, bookmarked or noted, as its pages
 * 404), and mature ones only with matureContentEnabled.
 */
export const visibleTo = (
  viewer: Pick<Viewer, 'showMature'>,
  content: { is_mature: boolean; unpublished_at: Date | null },
) => content.unpublished_at === null && (viewer.showMature || !content.is_mature);

/**
 * A time in a lesson, in whole seconds: from 0 to the end of the stream it plays (its real
 * length), else of the catalog's length. Anything else is refused, never clamped.
 */
export function checkedSeconds(seconds: number, lesson: repo.LessonRow): number {
  const length = lesson.stream_seconds ?? lesson.duration_seconds;
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > length)
    throw new DomainError('timestamp_out_of_range', { field: 'timestamp_seconds' });
  return Math.floor(seconds);
}

/** The rules every personal call shares: who asks, and what they may see and watch. */
export function createContentRules(deps: {
  db: Db;
  clock: Clock;
  access: AccessService;
  profiles: ProfilesService;
}) {
  const { db, clock, access, profiles } = deps;

  async function mayWatch(viewer: Viewer, courseId: number, isFreePreview: boolean): Promise<boolean> {
    return access.canWatch(
      { userId: viewer.userId, organizationIds: viewer.organizationIds },
      { courseId, isFreePreview },
    );
  }

  /** Refuses a lesson not out yet, or one the ledger does not let the viewer watch (403). */
  async function checkWatchable(viewer: Viewer, row: repo.LessonRow): Promise<void> {
    // An episode announced but not out yet has nothing to watch (as playback says).
    if (row.released_at.getTime() > clock.now().getTime()) throw new DomainError('content_not_found');
    if (!(await mayWatch(viewer, row.course_id, row.role !== 'lesson')))
      throw new DomainError('no_permission');
  }

  /** A lesson the viewer may see (an unknown or hidden one is 'content not found'). */
  async function lesson(viewer: Viewer, uuid: string): Promise<repo.LessonRow> {
    const row = await repo.findLesson(db, uuid);
    if (!row || !visibleTo(viewer, row)) throw new DomainError('content_not_found');
    return row;
  }

  return {
    /**
     * Two queries: the current profile (MC-Profile-Id or cookie) and the user's settings; one when
     * the caller has read the account already (a page's loaders share it).
     */
    async viewer(
      userId: number,
      requestedProfile: string | null | undefined,
      account?: Promise<User | undefined>,
    ): Promise<Viewer> {
      const [profile, user] = await Promise.all([
        profiles.resolveCurrentProfile(userId, requestedProfile),
        account ?? findUserById(db, userId),
      ]);
      if (!user) throw new DomainError('not_logged_in');
      return {
        userId,
        profileId: profile.id,
        organizationIds: user.organization_id === null ? [] : [user.organization_id],
        showMature: user.is_mature_content_enabled && !profile.is_kids,
      };
    },

    lesson,

    /** A lesson out now that the ledger lets the viewer watch (403 otherwise): notes and surveys. */
    async watchableLesson(viewer: Viewer, uuid: string): Promise<repo.LessonRow> {
      const row = await lesson(viewer, uuid);
      await checkWatchable(viewer, row);
      return row;
    },

    checkWatchable,

    /** A class, series or documentary the viewer may see. */
    async course(viewer: Viewer, uuid: string): Promise<repo.CourseRow> {
      const row = await repo.findCourse(db, uuid);
      if (!row || !visibleTo(viewer, row)) throw new DomainError('content_not_found');
      return row;
    },

    mayWatch,
  };
}

export type ContentRules = ReturnType<typeof createContentRules>;
