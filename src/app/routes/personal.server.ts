import type { AppLoadContext } from 'react-router';
import type { Note } from '~/app/components/personal/personal-api';
import type { SavedCourse } from '~/features/personal/my-list.service';
import type { LessonPersonalState } from '~/features/personal/personal.service';
import { requestedProfileIdOf } from '~/features/profiles/profile-cookie';
import { toCamelCase } from '~/shared/api-client';

/**
 * Loader helpers of the personal controls (notes, bookmarks, My List): the signed-in
 * profile's state, or null for a visitor. They call the same personal service as the
 * v3 calls, with the profile the request names (MC-Profile-Id or the profile_id cookie).
 */

export type LessonState = Omit<LessonPersonalState, 'notes'> & { notes: Note[] };

/**
 * For a lesson page: the profile's notes of the lesson (as NotesPanel takes them), its
 * bookmark and whether its class is on My List, in three queries. Null for a visitor or
 * an unknown lesson.
 */
export async function lessonPersonalState(
  context: AppLoadContext,
  request: Request,
  lessonUuid: string,
): Promise<LessonState | null> {
  const userId = context.session?.userId;
  if (!userId) return null;
  const state = await context.services.personal.lessonState(
    userId,
    requestedProfileIdOf(request),
    lessonUuid,
  );
  return state && { ...state, notes: toCamelCase<Note[]>(state.notes) };
}

/** For a class page's My List button: saved or not; null for a visitor. */
export async function courseSavedState(
  context: AppLoadContext,
  request: Request,
  courseUuid: string,
): Promise<boolean | null> {
  const userId = context.session?.userId;
  if (!userId) return null;
  return context.services.personal.isSaved(userId, requestedProfileIdOf(request), courseUuid);
}

/** For an article page's Bookmark button; null for a visitor. */
export async function articleBookmarkState(
  context: AppLoadContext,
  request: Request,
  articleUuid: string,
): Promise<{ uuid: string; bookmarked: boolean } | null> {
  const userId = context.session?.userId;
  if (!userId) return null;
  const bookmarked = await context.services.personal.isArticleBookmarked(
    userId,
    requestedProfileIdOf(request),
    articleUuid,
  );
  return { uuid: articleUuid, bookmarked };
}

/** The signed-in user's current profile, as the personal service sees it (mature setting included). */
export function viewerOf(context: AppLoadContext, request: Request, userId: number) {
  // The signed-in account as this request's loaders share it (read once).
  const account = userId === context.session?.userId ? context.account() : undefined;
  return context.services.personal.viewer(userId, requestedProfileIdOf(request), account);
}

/** My List of the current profile (the member home's row): three queries. */
export async function myListOf(
  context: AppLoadContext,
  request: Request,
  userId: number,
): Promise<SavedCourse[]> {
  return context.services.personal.myList.list(await viewerOf(context, request, userId));
}
