import { CourseOverview } from '~/app/components/course/course-overview';
import { metaDescription } from '~/app/components/course/format';
import { pageOr404 } from '~/app/components/course/found';
import { contentMeta } from '~/app/components/course/meta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import type { Route } from './+types/classes';

export const handle: RouteHandle = { shell: { analyticsLabel: 'class' } };

/** /classes/{courseSlug}: a class (a series or documentary redirects to its own page). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getClassPage(params.courseSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return contentMeta(
    matches,
    data && {
      title: `${data.course.title} with ${data.course.instructor.name}`,
      description: metaDescription(data.course.tagline, data.course.description),
      path: data.course.path,
      image: artworkPath('course', data.course.slug),
    },
  );
}

export default function ClassPage({ loaderData }: Route.ComponentProps) {
  return <CourseOverview page={loaderData} />;
}
