import { CourseOverview } from '~/app/components/course/course-overview';
import { pageOr404 } from '~/app/components/course/found';
import { courseMeta } from '~/app/components/course/meta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/classes';

export const handle: RouteHandle = { shell: { analyticsLabel: 'class' }, sharedPage: true };

/** /classes/{courseSlug}: a class (a series or documentary redirects to its own page). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getClassPage(params.courseSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return courseMeta(matches, data);
}

export default function ClassPage({ loaderData }: Route.ComponentProps) {
  return <CourseOverview page={loaderData} />;
}
