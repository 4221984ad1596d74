import { Link } from 'react-router';
import { NotifyForm } from '~/app/components/course/notify';
import type { CampPhase } from '~/features/catalog/camps.service';
import { CONTENT_TEXTS, PATHS } from '~/shared/spec';

/** A session's state in words (product.md 4: coming soon with waitlist, or open). */
export const PHASE_LABELS: Record<CampPhase, string> = {
  coming_soon: CONTENT_TEXTS.comingSoon,
  upcoming: 'Open for enrollment',
  started: 'In session',
};

/** Coming soon: the waitlist form. Open: 'Enroll' before the start, 'Start Now' once it has begun. */
export function CampAction({ phase, uuid, title }: { phase: CampPhase; uuid: string; title: string }) {
  if (phase === 'coming_soon') {
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
  return (
    <div className="hero-actions">
      <Link to={PATHS.checkout} className="button button-primary button-large">
        {phase === 'started' ? CONTENT_TEXTS.startNow : CONTENT_TEXTS.enroll}
      </Link>
    </div>
  );
}
