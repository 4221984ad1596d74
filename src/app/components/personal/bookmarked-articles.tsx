import { ArticleCard } from '~/app/components/article/article-card';
import type { BookmarkedArticle } from '~/features/personal/bookmarks.service';
import { PERSONAL_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';
import { EmptyState, RemoveButton, useRemovableList } from './removable-list';
import '../discovery/discovery-page.css';
import '../article/article-card.css';
import './personal.css';

/**
 * The profile's bookmarked articles as the article pages' cards, each with a button that
 * removes its bookmark; the last one gone leaves the empty state and its link to /articles.
 * With a `heading` (the /bookmarks page) the section is titled by it.
 */
export function BookmarkedArticles({ initial, heading }: { initial: BookmarkedArticle[]; heading?: string }) {
  const { items, remove, feedback } = useRemovableList(
    initial,
    (article) => personalApi.unbookmark(article.uuid),
    PERSONAL_TEXTS.bookmarkRemoved,
  );
  return (
    <section
      className="page-section"
      aria-label={heading ? undefined : PERSONAL_TEXTS.articleBookmarksTitle}
      aria-labelledby={heading ? 'bookmarked-articles-title' : undefined}
    >
      {heading ? <h2 id="bookmarked-articles-title">{heading}</h2> : null}
      {feedback}
      {items.length > 0 ? (
        <ul className="article-grid" aria-label={PERSONAL_TEXTS.articleBookmarksTitle}>
          {items.map((article) => (
            <li key={article.uuid} className="bookmarked-article">
              <ArticleCard article={article} />
              <RemoveButton
                label={PERSONAL_TEXTS.removeBookmark}
                title={article.title}
                onClick={() => remove(article)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          message={PERSONAL_TEXTS.noArticleBookmarks}
          to="/articles"
          label={PERSONAL_TEXTS.browseArticles}
        />
      )}
    </section>
  );
}
