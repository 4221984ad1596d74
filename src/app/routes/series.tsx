import { CourseOverview } from '~/app/components/course/course-overview';
import { pageOr404 } from '~/app/components/course/found';
import { courseMeta } from '~/app/components/course/meta';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { Route } from './+types/series';

export const handle: RouteHandle = { shell: { analyticsLabel: 'series' }, sharedPage: true };

/** /series/{courseSlug}: a series with its cadence and episodes (other titles redirect to their page). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getSeriesPage(params.courseSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return courseMeta(matches, data);
}

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  return <CourseOverview page={loaderData} />;
}
