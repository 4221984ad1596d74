import { pageOr404 } from '~/app/components/course/found';
import { lessonMeta } from '~/app/components/course/meta';
import { LessonWithTools } from '~/app/components/personal/lesson-tools';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/classes.chapter';
import { lessonPageData } from './lesson-page.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'lesson' }, sharedPage: true };

/** /classes/{courseSlug}/chapters/{chapterSlug}: one lesson of a class (or a documentary's chapter). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = pageOr404(await context.services.courses.getLessonPage(params.courseSlug, params.chapterSlug));
  return lessonPageData(context, request, page);
}

export function meta({ data, matches }: Route.MetaArgs) {
  return lessonMeta(matches, data);
}

export default function LessonPage({ loaderData }: Route.ComponentProps) {
  return <LessonWithTools data={loaderData} />;
}
