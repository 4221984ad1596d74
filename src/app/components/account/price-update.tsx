import { useId, useState } from 'react';
import { FormAlert } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type Membership, membershipApi } from '~/app/lib/membership-api';
import { longDate } from '~/shared/format';
import { PAGE_TEXTS } from '~/shared/spec';
import '../ui/button.css';
import './settings.css';

/**
 * "Move to today's prices" (PUT /api/v2/subscriptions/pricing-upgrade): shown only when the
 * plan's list price differs from what the member renews at; accepting moves the next
 * renewal to today's price (decisions/0010).
 */
export function PriceUpdate({
  membership,
  currentLabel,
  todayLabel,
  onAccepted,
}: {
  membership: Membership;
  currentLabel: string;
  todayLabel: string;
  onAccepted: (next: Membership, message: string) => void;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renewal = longDate(membership.currentPeriodEnd);

  async function accept() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const next = await membershipApi.pricingUpgrade();
      onAccepted(next, `From ${renewal}, your membership renews at ${next.renewalPriceLabel}.`);
    } catch (failure) {
      setError(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
      setBusy(false);
    }
  }

  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Move to today's prices</h2>
      <p>
        Your {membership.product.name} membership renews at {currentLabel}, the price you joined at. Today's
        price of your plan is {todayLabel}. Move to it and your next renewal, on {renewal}, charges{' '}
        {todayLabel}.
      </p>
      <FormAlert message={error} />
      <p>
        <button
          type="button"
          className="button button-ghost"
          aria-disabled={busy || undefined}
          onClick={accept}
        >
          Move to today's price
        </button>
      </p>
    </section>
  );
}
