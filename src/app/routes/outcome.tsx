import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import { CourseGrid } from '~/app/components/discovery/course-carousel';
import { PageHeader } from '~/app/components/discovery/page-header';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { metaDescription, plural } from '~/shared/format';
import type { Route } from './+types/outcome';
import { foundOrMoved } from './discovery.server';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'outcome' }, sharedPage: true };

/** An outcome and the classes that lead to it: two queries. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const moved = () => context.services.discovery.movedTo('outcome', params.slug);
  return { page: await foundOrMoved(await context.services.discovery.getOutcomePage(params.slug), moved) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const outcome = loaderData?.page.outcome;
  return seoMeta(
    matches,
    outcome
      ? {
          title: outcome.name,
          description: metaDescription(outcome.description),
          path: `/outcomes/${outcome.slug}`,
        }
      : null,
  );
}

export default function Outcome({ loaderData }: Route.ComponentProps) {
  const { outcome, courses } = loaderData.page;
  return (
    <div className="discovery-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: outcome.name }]} />
      <PageHeader
        eyebrow={`Outcome · ${plural(courses.length, 'class', 'classes')}`}
        title={outcome.name}
        lede={outcome.description}
        hue={outcome.hue}
      />
      <section className="page-section" aria-labelledby="outcome-classes-title">
        <h2 id="outcome-classes-title">Classes that get you there</h2>
        {courses.length > 0 ? (
          <CourseGrid courses={courses} label={`Classes for ${outcome.name}`} />
        ) : (
          <p className="muted">Classes for this outcome are on their way.</p>
        )}
      </section>
    </div>
  );
}
