import { Link } from 'react-router';
import { ArticleList } from '~/app/components/article/article-card';
import { PageHeader } from '~/app/components/discovery/page-header';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import type { Route } from './+types/articles';
import { found } from './discovery.server';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/discovery/discovery-page.css';
import '../components/discovery/chips.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'articles' }, sharedPage: true };

/** A page number from the query: a positive integer, or NaN (the service answers not found). */
function pageNumber(value: string | null): number {
  if (value === null) return 1;
  return /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : Number.NaN;
}

/** The article list, or one category's (?category=slug), newest first, by ?page=: two queries. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const list = found(
    await context.services.articles.listArticles({
      categorySlug: params.get('category'),
      page: pageNumber(params.get('page')),
    }),
  );
  return { list };
}

function listHref(category: string | null, page = 1): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/articles?${query}` : '/articles';
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const list = loaderData?.list;
  if (!list) return seoMeta(matches, null);
  const title = list.category ? `${list.category.name} articles` : 'Articles';
  return seoMeta(matches, {
    title: list.page > 1 ? `${title}, page ${list.page}` : title,
    description: list.category
      ? `Articles, recipes and guides about ${list.category.name} from our instructors.`
      : 'Articles, recipes and guides from our instructors, newest first.',
    path: listHref(list.category?.slug ?? null, list.page),
  });
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  const current = list.category?.slug ?? null;
  const title = list.category ? `${list.category.name} articles` : 'Articles';
  return (
    <div className="discovery-page">
      <PageHeader
        eyebrow="Read"
        title={title}
        lede="Recipes, guides and ideas from the instructors, to read between lessons."
      />
      <nav className="page-section chip-nav" aria-label="Article categories">
        <ul className="chips">
          <li>
            <Link to="/articles" className="chip" aria-current={current === null ? 'page' : undefined}>
              All
            </Link>
          </li>
          {list.chips.map((chip) => (
            <li key={chip.slug}>
              <Link
                to={listHref(chip.slug)}
                className="chip"
                aria-current={current === chip.slug ? 'page' : undefined}
              >
                {chip.name} <span className="chip-count">({chip.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className="page-section" aria-label={title}>
        {list.articles.length > 0 ? (
          <ArticleList articles={list.articles} label={title} />
        ) : (
          <p className="muted">No articles here yet.</p>
        )}
      </section>
      {list.pageCount > 1 ? (
        <nav className="page-section pagination" aria-label="Pages">
          {list.page > 1 ? (
            <Link to={listHref(current, list.page - 1)} rel="prev" className="button button-ghost">
              Newer articles
            </Link>
          ) : null}
          <p>
            Page {list.page} of {list.pageCount}
          </p>
          {list.page < list.pageCount ? (
            <Link to={listHref(current, list.page + 1)} rel="next" className="button button-ghost">
              Older articles
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
