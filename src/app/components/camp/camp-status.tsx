import { Link, useLocation } from 'react-router';
import { NotifyForm } from '~/app/components/course/notify';
import { useViewer } from '~/app/components/membership-cta';
import { loginHref } from '~/app/lib/auth-links';
import type { SessionJoin } from '~/app/routes/sessions.server';
import type { CampPhase } from '~/features/catalog/camps.service';
import { CONTENT_TEXTS } from '~/shared/spec';
import { SessionJoinForm } from './session-join';
import '../ui/button.css';
import '../ui/hero.css';
import './camp.css';

/** A session's state in words (product.md 4: coming soon with waitlist, or open). */
export const PHASE_LABELS: Record<CampPhase, string> = {
  coming_soon: CONTENT_TEXTS.comingSoon,
  upcoming: 'Open for enrollment',
  started: 'In session',
};

/**
 * Coming soon: the waitlist form. Open: 'Start Now' once it has begun, 'Enroll' before;
 * a member joins here (or sees their enrollment and continues), anyone else is sent to get
 * the membership first (the call to action's target: checkout, or their unfinished one).
 */
export function CampAction({
  phase,
  uuid,
  title,
  join,
  continueHref,
  serverError,
}: {
  phase: CampPhase;
  uuid: string;
  title: string;
  join: SessionJoin | null;
  /** Where 'Continue' leads an enrolled member: the first lesson of the curriculum. */
  continueHref: string;
  serverError: string | null;
}) {
  if (phase === 'coming_soon' || !join) {
    return (
      <section className="camp-waitlist" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title" className="camp-waitlist-title">
          {CONTENT_TEXTS.joinWaitlist}
        </h2>
        <p>Enrollment is not open yet. Join the waitlist and we will email you as soon as it is.</p>
        <NotifyForm
          target={{ kind: 'camp_waitlist', uuid }}
          submitLabel={CONTENT_TEXTS.joinWaitlist}
          doneText={(email) =>
            `You are on the waitlist for ${title}. We will write to ${email} when enrollment opens.`
          }
        />
      </section>
    );
  }
  const label = phase === 'started' ? CONTENT_TEXTS.startNow : CONTENT_TEXTS.enroll;
  if (join.kind === 'checkout') return <JoinThroughCheckout label={label} />;
  return (
    <SessionJoinForm
      campUuid={uuid}
      label={label}
      join={join}
      continueHref={continueHref}
      serverError={serverError}
    />
  );
}

/** A visitor or a non-member: the membership first; a member who is not signed in logs in. */
function JoinThroughCheckout({ label }: { label: string }) {
  const viewer = useViewer();
  const location = useLocation();
  return (
    <div className="session-join">
      <div className="hero-actions">
        <Link to={viewer.ctaHref} className="button button-primary button-large">
          {label}
        </Link>
      </div>
      <p className="session-join-note">
        {CONTENT_TEXTS.sessionMembersOnly}
        {viewer.signedIn ? null : (
          <>
            {' '}
            Already a member? <Link to={loginHref(`${location.pathname}${location.search}`)}>Log in</Link>
          </>
        )}
      </p>
    </div>
  );
}
