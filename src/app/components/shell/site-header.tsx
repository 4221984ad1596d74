import { useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { AccountMenu } from '~/app/components/account/account-menu';
import { MembershipCta } from '~/app/components/membership-cta';
import { SearchBox } from '~/app/components/search/search-box';
import { headerLoginHref } from '~/app/lib/auth-links';
import { useCurrentUser } from '~/app/lib/root-data';
import { AUTH_TEXTS, MEMBER_NAV } from '~/shared/spec';
import './page-shell.css';
import '../ui/button.css';
import '../ui/top-bar.css';
import './site-header.css';

const NAV = [
  { to: '/categories', label: 'Browse' },
  { to: '/articles', label: 'Articles' },
  { to: '/sessions', label: 'Sessions' },
] as const;

/**
 * The site header: the catalog's links for everyone, then a signed-in user's own pages
 * (MEMBER_NAV), search, the account menu or Log In, and the membership call to action. One
 * row from XL up (it never wraps at 1280 px: labels do not break, search gives way first);
 * below, the links fold behind the menu button.
 */
export function SiteHeader({
  productName,
  logo,
  hideNavigation,
}: {
  productName: string;
  /** The studio's logo (site settings): it stands for the name, which stays its text alternative. */
  logo: string | null;
  hideNavigation: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const user = useCurrentUser();
  const location = useLocation();
  return (
    <header className="top-bar site-header">
      <Link to="/" className="brand" aria-label={`${productName} home`}>
        {logo ? <img className="brand-logo" src={logo} alt={productName} /> : productName}
      </Link>
      {hideNavigation ? null : (
        <>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((value) => !value)}
          >
            <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          </button>
          <nav id={menuId} aria-label="Main" className={open ? 'site-nav open' : 'site-nav'}>
            <ul className="nav-links">
              {[...NAV, ...(user ? MEMBER_NAV : [])].map((item) => (
                <li key={item.to} className={item === MEMBER_NAV[0] ? 'nav-member-start' : undefined}>
                  <NavLink to={item.to} onClick={() => setOpen(false)}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            <SearchBox variant="header" />
            <div className="nav-actions">
              {user ? (
                <AccountMenu user={user} />
              ) : (
                <Link
                  to={headerLoginHref(location.pathname, location.search)}
                  className="button button-ghost"
                >
                  {AUTH_TEXTS.logIn}
                </Link>
              )}
              <MembershipCta />
            </div>
          </nav>
        </>
      )}
    </header>
  );
}
