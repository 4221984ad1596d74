import { pageOr404 } from '~/app/components/course/found';
import { LessonView } from '~/app/components/course/lesson-view';
import { lessonMeta } from '~/app/components/course/meta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/series.episode';

export const handle: RouteHandle = { shell: { analyticsLabel: 'episode' } };

/** /series/{courseSlug}/episodes/{chapterSlug}: an episode, out or coming soon (get notified). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getEpisodePage(params.courseSlug, params.chapterSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return lessonMeta(matches, data);
}

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  return <LessonView page={loaderData} />;
}
