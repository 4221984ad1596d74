import { PageHeader } from '~/app/components/discovery/page-header';
import { BookmarkedArticles } from '~/app/components/personal/bookmarked-articles';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { seoMeta } from '~/app/lib/seo';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import type { Route } from './+types/articles-bookmarks';
import { viewerOf } from './personal.server';
import '../components/discovery/discovery-page.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'articles_bookmarks' } };

/** /articles-bookmarks (login required): the current profile's bookmarked articles, newest first. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const viewer = await viewerOf(context, request, user.id);
  return { articles: await context.services.personal.bookmarks.articles(viewer) };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: PERSONAL_TEXTS.articleBookmarksTitle,
    description: PERSONAL_TEXTS.articleBookmarksLede,
    path: PERSONAL_PATHS.articleBookmarks,
  });
}

export default function ArticlesBookmarks({ loaderData }: Route.ComponentProps) {
  return (
    <div className="discovery-page">
      <PageHeader
        eyebrow="Read"
        title={PERSONAL_TEXTS.articleBookmarksTitle}
        lede={PERSONAL_TEXTS.articleBookmarksLede}
      />
      <BookmarkedArticles initial={loaderData.articles} />
    </div>
  );
}
