import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { copyLink } from '~/app/lib/copy-link';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS, PERSONAL_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import '../article/share-save.css';
import './personal.css';

/**
 * Shares a class, lesson or article: asks GET sharing/{uuid} for the member's link, then
 * hands it to the device's share sheet (navigator.share) or copies it. The link is always
 * shown too, in a field to copy by hand, so nothing depends on either API.
 */
export function ShareButton({ uuid }: { uuid: string }) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function share() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const link = await personalApi.shareLink(uuid);
      // Rendered now, so the copy fallback can select the field.
      flushSync(() => setUrl(link.url));
      if (typeof navigator.share === 'function') {
        try {
          await navigator.share({ title: link.title, text: link.description, url: link.url });
          return;
        } catch {
          // Dismissed or refused: the copy below still gives the link.
        }
      }
      const result = await copyLink(link.url, field.current);
      setStatus(result === 'copied' ? PERSONAL_TEXTS.linkCopied : PERSONAL_TEXTS.linkSelected);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="share-button">
      <button type="button" className="button button-ghost" onClick={share} aria-busy={busy}>
        {PERSONAL_TEXTS.share}
      </button>
      {url ? (
        <div className="share-field">
          <label htmlFor={`${id}-url`}>{PERSONAL_TEXTS.shareLink}</label>
          <input
            ref={field}
            id={`${id}-url`}
            type="url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <a href={url} className="text-link">
            {url}
          </a>
        </div>
      ) : null}
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status">{status}</p>
    </div>
  );
}
