import { metaDescription } from '~/app/components/course/format';
import { pageOr404 } from '~/app/components/course/found';
import { LessonView } from '~/app/components/course/lesson-view';
import { contentMeta } from '~/app/components/course/meta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import type { Route } from './+types/series.episode';

export const handle: RouteHandle = { shell: { analyticsLabel: 'episode' } };

/** /series/{courseSlug}/episodes/{chapterSlug}: an episode, out or coming soon (get notified). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getEpisodePage(params.courseSlug, params.chapterSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return contentMeta(
    matches,
    data && {
      title: `${data.lesson.title} | ${data.course.title}`,
      description: metaDescription(data.lesson.description, data.course.tagline),
      path: data.lesson.path,
      image: artworkPath('course', data.course.slug),
      type: 'video.other',
    },
  );
}

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  return <LessonView page={loaderData} />;
}
