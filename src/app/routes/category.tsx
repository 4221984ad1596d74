import { Link } from 'react-router';
import { ArticleList } from '~/app/components/article/article-card';
import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import { CourseCarousel } from '~/app/components/discovery/course-carousel';
import { PageHeader } from '~/app/components/discovery/page-header';
import { SubcategoryNav } from '~/app/components/discovery/subcategory-nav';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { metaDescription } from '~/shared/format';
import type { Route } from './+types/category';
import { found } from './discovery.server';
import '../components/shell/page-shell.css';
import '../components/ui/carousel.css';
import '../components/discovery/discovery-page.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'category' }, sharedPage: true };

/** A category with a carousel per subcategory (product.md 2.1: /categories/{slug}#{subcatSlug}): four queries. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return { page: found(await context.services.discovery.getCategoryPage(params.slug)) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const category = loaderData?.page.category;
  return seoMeta(
    matches,
    category
      ? {
          title: `${category.name} classes`,
          description: metaDescription(category.description),
          path: `/categories/${category.slug}`,
        }
      : null,
  );
}

/** The heading id of the carousel of classes in no subcategory (a slug never has a double dash). */
const OTHER_CLASSES_ID = 'more--classes';

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, subcategories, otherCourses, articles } = loaderData.page;
  const nav = subcategories.map((s) => ({ slug: s.slug, name: s.name }));
  if (otherCourses.length > 0 && subcategories.length > 0)
    nav.push({ slug: OTHER_CLASSES_ID, name: `More ${category.name}` });
  return (
    <div className="discovery-page category-page">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Categories', to: '/categories' },
          { label: category.name },
        ]}
      />
      <PageHeader eyebrow="Category" title={category.name} lede={category.description} hue={category.hue} />
      <SubcategoryNav items={nav} label={`${category.name} subcategories`} />
      <div className="carousels">
        {subcategories.map((sub) => (
          <CourseCarousel
            key={sub.slug}
            id={sub.slug}
            title={sub.name}
            description={sub.description}
            courses={sub.courses}
            more={{ to: `/subcategories/${sub.slug}`, label: `All ${sub.name} classes` }}
          />
        ))}
        {otherCourses.length > 0 ? (
          <CourseCarousel
            id={subcategories.length > 0 ? OTHER_CLASSES_ID : 'classes'}
            title={subcategories.length > 0 ? `More ${category.name} classes` : `${category.name} classes`}
            courses={otherCourses}
          />
        ) : null}
        {subcategories.length === 0 && otherCourses.length === 0 ? (
          <p className="muted">Classes for this category are on their way.</p>
        ) : null}
      </div>
      {articles.length > 0 ? (
        <section className="page-section" aria-labelledby="category-articles-title">
          <div className="carousel-head">
            <h2 id="category-articles-title">{category.name} articles</h2>
            <Link to={`/articles?category=${category.slug}`} className="text-link">
              All {category.name} articles
            </Link>
          </div>
          <ArticleList articles={articles} label={`${category.name} articles`} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}
