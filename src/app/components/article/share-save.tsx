import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

/**
 * Share and save of an article (product.md 2.2). Sharing: the link in a field anyone can
 * copy, a Copy button once JavaScript runs (Clipboard API, else the selection and
 * execCommand, else a hint to copy by hand), and an email link. Saving needs bookmarks,
 * which come later: a visitor gets a log-in link, a member only the note, never a dead button.
 */
export function ShareAndSave({
  url,
  title,
  summary,
  signedIn,
  loginHref,
}: {
  url: string;
  title: string;
  summary: string;
  signedIn: boolean;
  loginHref: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [canCopy, setCanCopy] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setCanCopy(true), []);

  async function copy() {
    try {
      if (navigator.clipboard?.writeText) {
        await navigator.clipboard.writeText(url);
        setStatus('Link copied.');
        return;
      }
    } catch {
      // Refused (permissions, insecure context): fall back to the selection.
    }
    input.current?.focus();
    input.current?.select();
    let copied = false;
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
    setStatus(copied ? 'Link copied.' : 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
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
        {signedIn ? null : (
          <Link className="button button-ghost" to={loginHref}>
            Log in to save
          </Link>
        )}
      </div>
      <p className="share-status" role="status">
        {status}
      </p>
      <p className="share-note">Saving articles to your list arrives with bookmarks.</p>
    </section>
  );
}
