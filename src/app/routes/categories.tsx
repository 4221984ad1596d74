import { CategoryTile } from '~/app/components/discovery/category-tile';
import { PageHeader } from '~/app/components/discovery/page-header';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import type { Route } from './+types/categories';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import '../components/discovery/category-tile.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'categories' }, sharedPage: true };

/** All categories (product.md 2.2): one query. */
export async function loader({ context }: Route.LoaderArgs) {
  return { categories: await context.services.discovery.listCategories() };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: 'All categories',
    description: 'Browse every category of classes: cooking, writing, music, design, business and more.',
    path: '/categories',
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <div className="discovery-page">
      <PageHeader
        eyebrow="Browse"
        title="All categories"
        lede="Every class, grouped by what it teaches. Pick a category to see its subcategories and classes."
      />
      {categories.length > 0 ? (
        <ul className="category-tiles" aria-label="Categories">
          {categories.map((category) => (
            <li key={category.slug}>
              <CategoryTile category={category} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="page-section muted">No categories yet.</p>
      )}
    </div>
  );
}
