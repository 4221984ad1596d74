import { ArticleView } from '~/app/components/article/article-view';
import { pageOr404 } from '~/app/components/course/found';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import { metaDescription } from '~/shared/format';
import type { Route } from './+types/article';
import { articleBookmarkState } from './personal.server';

export const handle: RouteHandle = { shell: { analyticsLabel: 'article' }, sharedPage: true };

/**
 * An article with its table of contents, recipe and learning-goals quiz: four queries; two
 * more for a signed-in profile's bookmark.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = pageOr404(await context.services.articles.getArticlePage(params.slug));
  return { page, bookmark: await articleBookmarkState(context, request, page.article.uuid) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const article = loaderData?.page.article;
  return seoMeta(
    matches,
    article
      ? {
          title: article.title,
          description: metaDescription(article.summary),
          path: `/articles/${article.slug}`,
          type: 'article',
        }
      : null,
  );
}

export default function Article({ loaderData }: Route.ComponentProps) {
  return <ArticleView page={loaderData.page} bookmark={loaderData.bookmark} />;
}
