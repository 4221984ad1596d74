import { type ReactNode, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { MembershipCta, useViewer } from '~/app/components/membership-cta';
import { loginHref } from '~/app/lib/auth-links';
import './lesson-view.css';

/**
 * Where the video would be, for a viewer who may not watch it: the membership call to
 * action over the artwork, and a way to log in for a member who is not signed in.
 */
export function Paywall({
  art,
  heading,
  children,
}: {
  art: ReactNode;
  heading: string;
  children: ReactNode;
}) {
  const viewer = useViewer();
  const location = useLocation();
  const titleId = useId();
  return (
    <section className="video-area paywall" aria-labelledby={titleId}>
      {art}
      <div className="video-overlay">
        <h2 id={titleId} className="paywall-title">
          {heading}
        </h2>
        <p>{children}</p>
        <MembershipCta />
        {viewer.signedIn ? null : (
          <p className="paywall-login">
            Already a member? <Link to={loginHref(`${location.pathname}${location.search}`)}>Log in</Link>
          </p>
        )}
      </div>
    </section>
  );
}
