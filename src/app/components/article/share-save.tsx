import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { BookmarkButton } from '~/app/components/personal/bookmark-button';
import { copyLink } from '~/app/lib/copy-link';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import './table-of-contents.css';
import './share-save.css';

/**
 * Share and save of an article (product.md 2.2). Sharing: the link in a field anyone can
 * copy, a Copy button once JavaScript runs (Clipboard API, else the selection and
 * execCommand, else a hint to copy by hand), and an email link. Saving is a bookmark of
 * the current profile (found again on /articles-bookmarks); a visitor gets a log-in link.
 */
export function ShareAndSave({
  url,
  title,
  summary,
  bookmark,
  loginHref,
}: {
  url: string;
  title: string;
  summary: string;
  /** The signed-in profile's bookmark state; null for a visitor. */
  bookmark: { uuid: string; bookmarked: boolean } | null;
  loginHref: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setCanCopy(true), []);

  async function copy() {
    const result = await copyLink(url, input.current);
    setStatus(result === 'copied' ? PERSONAL_TEXTS.linkCopied : PERSONAL_TEXTS.linkSelected);
  }

  const mailto = `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${summary}\n\n${url}`)}`;
  return (
    <section className="share-save" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="share-title">
        Share and save
      </h2>
      <div className="share-field">
        <label htmlFor={`${id}-url`}>Link to this article</label>
        <input
          ref={input}
          id={`${id}-url`}
          type="url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="share-actions">
        {canCopy ? (
          <button type="button" className="button button-ghost" onClick={copy}>
            Copy link
          </button>
        ) : null}
        <a className="button button-ghost" href={mailto}>
          Share by email
        </a>
        {bookmark ? (
          <BookmarkButton uuid={bookmark.uuid} initiallyBookmarked={bookmark.bookmarked} />
        ) : (
          <Link className="button button-ghost" to={loginHref}>
            Log in to save
          </Link>
        )}
      </div>
      <p className="share-status" role="status">
        {status}
      </p>
      {bookmark ? (
        <p className="share-note">
          <Link to={PERSONAL_PATHS.articleBookmarks} className="text-link">
            {PERSONAL_TEXTS.articleBookmarksTitle}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
