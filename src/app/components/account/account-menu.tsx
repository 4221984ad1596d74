import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '~/app/lib/auth-api';
import { AUTH_PATHS, AUTH_TEXTS, PATHS } from '~/shared/spec';

/**
 * The signed-in header menu: who is signed in, Profiles, Settings and Log out. A
 * disclosure (button + list of links), which screen readers announce plainly; it closes
 * on Escape, on a click elsewhere and when a link is followed.
 */
export function AccountMenu({ user }: { user: { name: string | null; email: string } }) {
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function logOut() {
    setLeaving(true);
    try {
      await authApi.logout();
    } catch {
      // Reloading shows the truth either way.
    } finally {
      // A full load, so every part of the page renders signed out; had the call failed, the
      // reloaded page shows the session is still there.
      window.location.assign(PATHS.home);
    }
  }

  const label = user.name?.trim() || user.email;
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="button button-ghost account-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">Account menu for </span>
        <span className="account-name">{label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId} className="account-menu-list" hidden={!open}>
        <li>
          <Link to={PATHS.profiles} onClick={() => setOpen(false)}>
            Profiles
          </Link>
        </li>
        <li>
          <Link to={AUTH_PATHS.settings} onClick={() => setOpen(false)}>
            Settings
          </Link>
        </li>
        <li>
          <button type="button" className="link-button" onClick={logOut} aria-disabled={leaving || undefined}>
            {AUTH_TEXTS.logOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
