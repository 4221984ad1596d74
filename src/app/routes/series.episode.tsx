import { pageOr404 } from '~/app/components/course/found';
import { LessonView } from '~/app/components/course/lesson-view';
import { lessonMeta } from '~/app/components/course/meta';
import { LessonTools } from '~/app/components/personal/lesson-tools';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/series.episode';
import { lessonPersonalState } from './personal.server';
import { startAtOf, watchForPage } from './watch.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'episode' } };

/** /series/{courseSlug}/episodes/{chapterSlug}: an episode, out or coming soon (get notified). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = pageOr404(
    await context.services.courses.getEpisodePage(params.courseSlug, params.chapterSlug),
  );
  const [watch, personal] = await Promise.all([
    watchForPage(context, request, page.lesson.uuid),
    lessonPersonalState(context, request, page.lesson.uuid),
  ]);
  return { ...page, watch, personal, startAt: startAtOf(request) };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return lessonMeta(matches, data);
}

export default function EpisodePage({ loaderData }: Route.ComponentProps) {
  const { watch, personal, lesson } = loaderData;
  return (
    <LessonView
      page={loaderData}
      watch={watch}
      startAt={loaderData.startAt}
      tools={
        personal ? (
          <LessonTools lessonUuid={lesson.uuid} state={personal} canWatch={watch.state === 'playable'} />
        ) : undefined
      }
    />
  );
}
