import { type ReactNode, useEffect, useRef } from 'react';
import './shell/page-shell.css';
import './ui/button.css';
import './ui/dialog.css';

export type DismissReason = 'close' | 'escape' | 'outside';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog> opened with showModal(): the browser puts it in
 * the top layer and makes the rest of the page inert (no clicks, no focus, hidden from
 * assistive technology). On top of that: Tab wraps inside it, focus starts on the
 * element marked data-autofocus and returns to the opener, and Escape, the close button
 * or a click on the backdrop ask the owner to close it (the owner unmounts it).
 */
export function Dialog({
  labelledBy,
  className,
  closeLabel = 'Close',
  onDismiss,
  children,
}: {
  labelledBy: string;
  className?: string;
  closeLabel?: string;
  onDismiss: (reason: DismissReason) => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest callback, so the native listeners below never call a stale one.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  // A drag that starts inside (selecting text in a field) and ends on the backdrop is not
  // a click outside; only a press that starts on the backdrop counts.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Escape: the browser may close the dialog itself (it ignores preventDefault without
    // a user gesture since the last one), so both events end up asking once.
    let asked = false;
    const ask = (reason: DismissReason) => {
      if (asked) return;
      asked = true;
      dismiss.current(reason);
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      ask('escape');
    };
    const onClose = () => ask('escape');
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.offsetParent !== null || item === document.activeElement,
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    // The click handler only catches clicks on the backdrop (the <dialog> box itself has
    // no padding, so any click inside lands on a child); keyboard users have Escape.
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={labelledBy}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && pressedOnBackdrop.current) dismiss.current('outside');
      }}
    >
      <div className="dialog-body">
        {children}
        <button type="button" className="dialog-close" onClick={() => dismiss.current('close')}>
          <span aria-hidden="true">✕</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
    </dialog>
  );
}
