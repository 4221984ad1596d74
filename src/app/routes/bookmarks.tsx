import { PageHeader } from '~/app/components/discovery/page-header';
import { BookmarkedArticles } from '~/app/components/personal/bookmarked-articles';
import { type BookmarkedLesson, BookmarkedLessons } from '~/app/components/personal/bookmarked-lessons';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import { seoMeta } from '~/app/lib/seo';
import { toCamelCase } from '~/shared/api-client';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import type { Route } from './+types/bookmarks';
import { viewerOf } from './personal.server';
import '../components/discovery/discovery-page.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'bookmarks' } };

/**
 * /bookmarks (login required; product.md 2.1): the current profile's bookmarked lessons and
 * articles, newest first, from the same service as the bookmark calls (three queries).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const viewer = await viewerOf(context, request, user.id);
  const { bookmarks } = context.services.personal;
  const [lessons, articles] = await Promise.all([
    bookmarks.list(viewer, 'lesson'),
    bookmarks.articles(viewer),
  ]);
  return { lessons: toCamelCase<BookmarkedLesson[]>(lessons), articles };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: PERSONAL_TEXTS.bookmarksTitle,
    description: PERSONAL_TEXTS.bookmarksLede,
    path: PERSONAL_PATHS.bookmarks,
  });
}

export default function Bookmarks({ loaderData }: Route.ComponentProps) {
  return (
    <div className="discovery-page bookmarks-page">
      <PageHeader title={PERSONAL_TEXTS.bookmarksTitle} lede={PERSONAL_TEXTS.bookmarksLede} />
      <BookmarkedLessons initial={loaderData.lessons} />
      <BookmarkedArticles initial={loaderData.articles} heading={PERSONAL_TEXTS.articlesHeading} />
    </div>
  );
}
