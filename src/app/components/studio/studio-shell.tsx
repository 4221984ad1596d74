import type { ReactNode } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { authApi } from '~/app/lib/auth-api';
import { STUDIO_PATHS } from '~/shared/studio';
import { useCurrentInView } from './use-current-in-view';
import './studio-shell.css';
import '../shell/page-shell.css';
import '../ui/badge.css';
import '../ui/button.css';
import '../ui/top-bar.css';

export type StudioSection = { path: string; label: string };

/**
 * The studio's own frame (the public site's header and footer are not shown there): the
 * brand, who is signed in and with which role, a way back to the site and out, and the
 * sections this staff member may open. A bar of tabs on small screens (scrolled to the current
 * one), a sidebar from 960 px. A section's tab is current on its pages too (the catalog's
 * collections, a member's page): only the dashboard's is current at its own address alone.
 */
export function StudioShell({
  productName,
  person,
  sections,
  children,
}: {
  productName: string;
  person: { name: string | null; email: string; role: string };
  sections: readonly StudioSection[];
  children: ReactNode;
}) {
  const tabs = useCurrentInView<HTMLElement>(useLocation().pathname);
  return (
    <div className="studio">
      <a className="skip-link" href="#studio-content">
        Skip to content
      </a>
      <header className="top-bar studio-topbar">
        <StudioBrand productName={productName} />
        <div className="studio-account">
          <p className="studio-person">
            <span className="studio-person-name">{person.name ?? person.email}</span>
            <span className="studio-role-badge">{person.role}</span>
          </p>
          <a className="studio-topbar-link" href="/">
            View site
          </a>
          <SignOutButton />
        </div>
      </header>
      <div className="studio-body">
        <nav ref={tabs} className="studio-nav" aria-label="Studio">
          <ul>
            {sections.map((section) => (
              <li key={section.path}>
                <NavLink to={section.path} end={section.path === STUDIO_PATHS.home}>
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div id="studio-content" className="studio-content" tabIndex={-1}>
          {children}
        </div>
      </div>
    </div>
  );
}

export function StudioBrand({ productName }: { productName: string }) {
  return (
    <a className="studio-brand" href="/studio">
      {productName} <span className="badge studio-brand-tag">Studio</span>
    </a>
  );
}

/** Ends the session on the server, then leaves for the public home page. */
export function SignOutButton() {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="studio-topbar-link studio-sign-out"
      onClick={async () => {
        await authApi.logout();
        navigate('/', { replace: true });
      }}
    >
      Sign out
    </button>
  );
}
