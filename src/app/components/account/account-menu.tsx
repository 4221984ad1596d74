import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { authApi } from '~/app/lib/auth-api';
import { handleMenuKey, menuItemsOf } from '~/app/lib/menu-keys';
import { AUTH_PATHS, AUTH_TEXTS, PATHS } from '~/shared/spec';
import { STUDIO_LINK } from '~/shared/studio-link';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/menu.css';

const LINKS = [
  { to: PATHS.profiles, label: 'Profiles' },
  { to: AUTH_PATHS.settings, label: 'Settings' },
] as const;

/** Staff also get the back office. */
const STAFF_LINKS = [...LINKS, { to: STUDIO_LINK.path, label: STUDIO_LINK.label }] as const;

/**
 * The signed-in header menu, as the WAI-ARIA menu button pattern has it: the button says it
 * opens a menu and whether it is open; opening (click, Enter, Space, Down arrow; Up arrow
 * for the last item) moves focus into the menu, where the menu's keys work
 * (lib/menu-keys.ts: arrows, Home, End, first letters; Escape closes it and gives focus
 * back to the button; Tab closes it). A click elsewhere closes it too. Who is signed in is
 * shown above the items.
 */
export function AccountMenu({ user }: { user: { name: string | null; email: string; staff: boolean } }) {
  /** Closed, or open with the item to focus (first or last, by how it was opened). */
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const items = menuItemsOf(menu.current);
    (open === 'first' ? items[0] : items.at(-1))?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) toggle.current?.focus();
  };

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space arrive as clicks.
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
  }

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
        id={buttonId}
        type="button"
        className="button button-ghost account-toggle"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={menuId}
        onClick={() => setOpen((was) => (was ? null : 'first'))}
        onKeyDown={onButtonKey}
      >
        <span className="account-avatar" aria-hidden="true">
          {label.charAt(0).toUpperCase()}
        </span>
        <span className="visually-hidden">Account menu for </span>
        <span className="account-name">{label}</span>
        <span aria-hidden="true">▾</span>
      </button>
      <div className="account-menu-popup" hidden={open === null}>
        <p className="account-menu-who">
          <span className="account-menu-name">{label}</span>
          {label !== user.email ? <span className="account-menu-email">{user.email}</span> : null}
        </p>
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="account-menu-list"
          onKeyDown={(event) => handleMenuKey(event, menuItemsOf(menu.current), close)}
        >
          {(user.staff ? STAFF_LINKS : LINKS).map((link) => (
            <Link key={link.to} role="menuitem" tabIndex={-1} to={link.to} onClick={() => close(false)}>
              {link.label}
            </Link>
          ))}
          <hr className="account-menu-separator" />
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            onClick={logOut}
            aria-disabled={leaving || undefined}
          >
            {AUTH_TEXTS.logOut}
          </button>
        </div>
      </div>
    </div>
  );
}
