import { Link } from 'react-router';
import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import { CourseGrid } from '~/app/components/discovery/course-carousel';
import { PageHeader } from '~/app/components/discovery/page-header';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { metaDescription, plural } from '~/shared/format';
import type { Route } from './+types/subcategory';
import { foundOrMoved } from './discovery.server';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import '../components/discovery/chips.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'subcategory' }, sharedPage: true };

/** A subcategory and its classes: three queries. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const moved = () => context.services.discovery.movedTo('subcategory', params.slug);
  return {
    page: await foundOrMoved(await context.services.discovery.getSubcategoryPage(params.slug), moved),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page;
  return seoMeta(
    matches,
    page
      ? {
          title: `${page.subcategory.name} classes`,
          description: metaDescription(page.subcategory.description),
          path: `/subcategories/${page.subcategory.slug}`,
        }
      : null,
  );
}

export default function Subcategory({ loaderData }: Route.ComponentProps) {
  const { subcategory, category, siblings, courses } = loaderData.page;
  const others = siblings.filter((s) => s.slug !== subcategory.slug);
  return (
    <div className="discovery-page">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Categories', to: '/categories' },
          { label: category.name, to: `/categories/${category.slug}` },
          { label: subcategory.name },
        ]}
      />
      <PageHeader
        eyebrow={`${category.name} · ${plural(courses.length, 'class', 'classes')}`}
        title={subcategory.name}
        lede={subcategory.description}
        hue={category.hue}
      />
      <section className="page-section" aria-labelledby="subcategory-classes-title">
        <h2 id="subcategory-classes-title">Classes</h2>
        {courses.length > 0 ? (
          <CourseGrid courses={courses} label={`${subcategory.name} classes`} />
        ) : (
          <p className="muted">New classes are on their way.</p>
        )}
      </section>
      {others.length > 0 ? (
        <nav className="page-section chip-nav" aria-labelledby="subcategory-more-title">
          <h2 id="subcategory-more-title">More in {category.name}</h2>
          <ul className="chips">
            {others.map((s) => (
              <li key={s.slug}>
                <Link to={`/subcategories/${s.slug}`} className="chip">
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
