import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { Shortcut } from '~/shared/player';
import type { NextUp } from './player';
import '../shell/page-shell.css';
import '../ui/button.css';
import './player.css';

/**
 * The end of a lesson: with a next one, a countdown to it (cancelable) and a button to go
 * now; without, or once canceled, a replay button. Focus moves into it only when it was in
 * the player, so a viewer typing a note elsewhere is not pulled away.
 */
export function EndOverlay({
  next,
  seconds,
  container,
  onReplay,
  onNext,
}: {
  next: NextUp;
  seconds: number;
  container: RefObject<HTMLElement | null>;
  onReplay: () => void;
  onNext: (url: string) => void;
}) {
  const [left, setLeft] = useState<number | null>(next ? seconds : null);
  const titleId = useId();
  const primary = useRef<HTMLButtonElement>(null);
  const replay = useRef<HTMLButtonElement>(null);
  // The latest callback: the countdown's timer must not restart whenever the player redraws.
  const go = useRef(onNext);
  go.current = onNext;
  const nextUrl = next?.url;

  useEffect(() => {
    if (container.current?.contains(document.activeElement)) primary.current?.focus();
  }, [container]);

  useEffect(() => {
    if (left === null || !nextUrl) return;
    if (left <= 0) {
      go.current(nextUrl);
      return;
    }
    const timer = window.setTimeout(() => setLeft(left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, nextUrl]);

  const cancel = () => {
    setLeft(null);
    // The countdown's buttons go away: focus lands on what stays.
    window.setTimeout(() => replay.current?.focus(), 0);
  };

  return (
    <section className="player-end" aria-labelledby={titleId}>
      {next && left !== null ? (
        <>
          <p id={titleId} className="player-end-title">
            Up next in <span className="player-end-count">{left}</span>
            <span className="visually-hidden"> seconds</span>: {next.title}
          </p>
          <div className="player-end-actions">
            <button
              ref={primary}
              type="button"
              className="button button-primary"
              onClick={() => onNext(next.url)}
            >
              Play next now
            </button>
            <button type="button" className="button button-ghost" onClick={cancel}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        <>
          <p id={titleId} className="player-end-title">
            {next ? `Up next: ${next.title}` : 'The end'}
          </p>
          <div className="player-end-actions">
            <button
              ref={next ? replay : primary}
              type="button"
              className="button button-ghost"
              onClick={onReplay}
            >
              Replay
            </button>
            {next ? (
              <button type="button" className="button button-primary" onClick={() => onNext(next.url)}>
                Play next
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}

/** The keyboard shortcuts, listed from the watch bundle; Escape or the button closes it. */
export function ShortcutHelp({
  shortcuts,
  onClose,
}: {
  shortcuts: readonly Shortcut[];
  onClose: () => void;
}) {
  const titleId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    close.current?.focus();
    return () => {
      // Closed by Escape or its button: focus goes back where it was when it opened.
      const lost =
        document.activeElement === document.body || close.current?.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <section className="player-help" aria-labelledby={titleId}>
      <div className="player-help-head">
        <h2 id={titleId} className="player-help-title">
          Keyboard shortcuts
        </h2>
        <button
          ref={close}
          type="button"
          className="player-button"
          aria-label="Close shortcuts"
          onClick={onClose}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <dl className="player-help-list">
        {shortcuts.map((shortcut) => (
          <div key={shortcut.action} className="player-help-row">
            <dt>
              <kbd>{shortcut.label}</kbd>
            </dt>
            <dd>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
