import { useState } from 'react';
import { FormAlert } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type Membership, membershipApi } from '~/app/lib/membership-api';
import { MEMBERSHIP_TEXTS, PAGE_TEXTS } from '~/shared/spec';
import '../ui/button.css';

/**
 * Undoes a cancellation before the period ends (PUT …/reactivate). The owner shows the
 * renewed membership and announces it; a refusal shows here.
 */
export function ReactivateButton({
  membership,
  onReactivated,
}: {
  membership: Membership;
  onReactivated: (membership: Membership) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function reactivate() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onReactivated(await membershipApi.reactivate(membership.id));
    } catch (failure) {
      setError(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="reactivate">
      <button
        type="button"
        className="button button-primary"
        aria-disabled={busy || undefined}
        onClick={reactivate}
      >
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {MEMBERSHIP_TEXTS.reactivate}
      </button>
      <FormAlert message={error} />
    </div>
  );
}
