import type { AppLoadContext } from 'react-router';
import { lessonPersonalState } from './personal.server';
import { startAtOf, watchForPage } from './watch.server';

/**
 * What a lesson or episode page adds to its content: the video for whoever is asking, their
 * notes and saves, and where to start (`?t=`). One place for both page kinds.
 */
export async function lessonPageData<P extends { lesson: { uuid: string } }>(
  context: AppLoadContext,
  request: Request,
  page: P,
) {
  const [watch, personal] = await Promise.all([
    watchForPage(context, request, page.lesson.uuid),
    lessonPersonalState(context, request, page.lesson.uuid),
  ]);
  return { ...page, watch, personal, startAt: startAtOf(request) };
}
