import type { ReactNode } from 'react';
import { SignOutButton, StudioBrand } from './studio-shell';
import './studio-gate-frame.css';

/**
 * The frame of the studio's door (entering a code, setting up an authenticator, accepting
 * an invitation) and of its refusals: the brand, one card, and the way out.
 */
export function StudioGateFrame({
  productName,
  signedIn,
  wide = false,
  children,
}: {
  productName: string;
  signedIn: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="studio-gate">
      <header className="studio-gate-bar">
        <StudioBrand productName={productName} />
        <div className="studio-gate-links">
          <a className="studio-topbar-link" href="/">
            View site
          </a>
          {signedIn ? <SignOutButton /> : null}
        </div>
      </header>
      <div className={wide ? 'studio-gate-card studio-gate-card-wide' : 'studio-gate-card'}>{children}</div>
    </div>
  );
}
