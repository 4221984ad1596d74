import { useState } from 'react';
import { Link } from 'react-router';
import { ArticleCard } from '~/app/components/article/article-card';
import { useAnnouncement } from '~/app/lib/use-announcement';
import type { BookmarkedArticle } from '~/features/personal/bookmarks.service';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS, PERSONAL_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';

/**
 * The profile's bookmarked articles as the article pages' cards, each with a button that
 * removes its bookmark; the last one gone leaves the empty state and its link to /articles.
 */
export function BookmarkedArticles({ initial }: { initial: BookmarkedArticle[] }) {
  const [articles, setArticles] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const status = useAnnouncement();

  async function remove(article: BookmarkedArticle) {
    setError(null);
    try {
      await personalApi.unbookmark(article.uuid);
      setArticles((list) => list.filter((a) => a.uuid !== article.uuid));
      status.announce(PERSONAL_TEXTS.bookmarkRemoved);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain);
    }
  }

  return (
    <section className="page-section" aria-label={PERSONAL_TEXTS.articleBookmarksTitle}>
      <p role="status" tabIndex={-1} ref={status.ref} className="bookmarks-status">
        {status.message}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {articles.length > 0 ? (
        <ul className="article-grid" aria-label={PERSONAL_TEXTS.articleBookmarksTitle}>
          {articles.map((article) => (
            <li key={article.uuid} className="bookmarked-article">
              <ArticleCard article={article} />
              <button type="button" className="button button-ghost" onClick={() => remove(article)}>
                {PERSONAL_TEXTS.removeBookmark}
                <span className="visually-hidden">: {article.title}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <div className="empty-state">
          <p>{PERSONAL_TEXTS.noArticleBookmarks}</p>
          <Link to="/articles" className="button button-primary">
            {PERSONAL_TEXTS.browseArticles}
          </Link>
        </div>
      )}
    </section>
  );
}
