import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import './personal.css';

/**
 * A saved list the user empties one entry at a time (bookmarks, My List): each removal is a
 * call; once it answers the entry goes, and a live region says so (focus moves there, since
 * the button pressed is gone). A refusal shows the call's text.
 */
export function useRemovableList<T extends { uuid: string }>(
  initial: T[],
  removeCall: (item: T) => Promise<unknown>,
  removedText: string,
) {
  const [items, setItems] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const status = useAnnouncement();

  async function remove(item: T) {
    setError(null);
    try {
      await removeCall(item);
      setItems((list) => list.filter((entry) => entry.uuid !== item.uuid));
      status.announce(removedText);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain);
    }
  }

  const feedback: ReactNode = (
    <>
      <p role="status" tabIndex={-1} ref={status.ref} className="bookmarks-status">
        {status.message}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
  return { items, remove, feedback };
}

/** The button that removes one entry, named with the entry for screen readers. */
export function RemoveButton({
  label,
  title,
  onClick,
}: {
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className="button button-ghost" onClick={onClick}>
      {label}
      <span className="visually-hidden">: {title}</span>
    </button>
  );
}

/** What an empty list says, with the way to fill it. */
export function EmptyState({ message, to, label }: { message: string; to: string; label: string }) {
  return (
    <div className="empty-state">
      <p>{message}</p>
      <Link to={to} className="button button-primary">
        {label}
      </Link>
    </div>
  );
}
