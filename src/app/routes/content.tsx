import { CourseOverview } from '~/app/components/course/course-overview';
import { pageOr404 } from '~/app/components/course/found';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import { titleWithInstructor } from '~/shared/content';
import { metaDescription } from '~/shared/format';
import type { Route } from './+types/content';

export const handle: RouteHandle = { shell: { analyticsLabel: 'documentary' }, sharedPage: true };

/** /content/{contentSlug}: a documentary; any other title redirects to its own page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return pageOr404(await context.services.courses.getDocumentary(params.contentSlug));
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(
    matches,
    data && {
      title: titleWithInstructor(data.course.title, data.course.instructor.name, ': a film with '),
      description: metaDescription(data.course.tagline, data.course.description),
      path: data.course.path,
      image: artworkPath('course', data.course.slug),
    },
  );
}

export default function DocumentaryPage({ loaderData }: Route.ComponentProps) {
  return <CourseOverview page={loaderData} />;
}
