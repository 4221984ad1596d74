import { useState } from 'react';
import { ApiError } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';
import '../ui/button.css';
import '../ui/field.css';
import './personal.css';

/**
 * An on/off button that saves its state through a call (bookmark, My List). Its name
 * stays the same and aria-pressed says the state, as a toggle button should; the icon
 * shows it to sighted users. The state changes once the server said yes; a refusal
 * leaves it and shows the catalogue's text.
 */
export function ToggleButton({
  label,
  icons,
  initiallyOn,
  turnOn,
  turnOff,
  className,
}: {
  label: string;
  /** Off and on glyphs (decorative). */
  icons: readonly [off: string, on: string];
  initiallyOn: boolean;
  turnOn: () => Promise<unknown>;
  turnOff: () => Promise<unknown>;
  className?: string;
}) {
  const [on, setOn] = useState(initiallyOn);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function toggle() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await (on ? turnOff() : turnOn());
      setOn(!on);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : PAGE_TEXTS.tryAgain);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={className ? `toggle ${className}` : 'toggle'}>
      <button
        type="button"
        className="button button-ghost"
        aria-pressed={on}
        aria-busy={busy}
        onClick={toggle}
      >
        <span className="toggle-icon" aria-hidden="true">
          {on ? icons[1] : icons[0]}
        </span>{' '}
        {label}
      </button>
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </span>
  );
}
