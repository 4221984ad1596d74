import { pageOr404 } from '~/app/components/course/found';
import { LessonView } from '~/app/components/course/lesson-view';
import { lessonMeta } from '~/app/components/course/meta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/classes.chapter';

export const handle: RouteHandle = { shell: { analyticsLabel: 'lesson' } };

/** /classes/{courseSlug}/chapters/{chapterSlug}: one lesson of a class (or a documentary's chapter). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getLessonPage(params.courseSlug, params.chapterSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return lessonMeta(matches, data);
}

export default function LessonPage({ loaderData }: Route.ComponentProps) {
  return <LessonView page={loaderData} />;
}
