import { useId, useRef, useState } from 'react';
import { FormAlert } from '~/app/components/auth/form-parts';
import { PlanCard } from '~/app/components/offers/plan-card';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { type Membership, membershipApi, type PlanPreview } from '~/app/lib/membership-api';
import { formatMoney } from '~/features/offers/offers.currency';
import type { PlanCard as PlanCardView } from '~/features/offers/offers.service';
import { ApiError } from '~/shared/api-client';
import { longDate } from '~/shared/format';
import { PAGE_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/badge.css';
import './settings.css';
import '../offers/plan-card.css';
import './membership.css';

type Choice =
  | { card: PlanCardView; state: 'loading' }
  | { card: PlanCardView; state: 'ready'; preview: PlanPreview }
  | { card: PlanCardView; state: 'failed'; message: string };

const newKey = () => crypto.randomUUID();

/** What confirming a previewed change says once done. */
function doneMessage(next: Membership): string {
  if (next.pendingProduct)
    return `Your plan changes to ${next.pendingProduct.name} on ${longDate(next.currentPeriodEnd)}.`;
  return `Your plan is ${next.product.name}. It renews at ${next.renewalPriceLabel} on ${longDate(next.currentPeriodEnd)}.`;
}

/**
 * /change-plan: the membership plans with the current one marked. Choosing one shows what
 * the change costs (GET …/preview: an upgrade is charged now for the rest of the year, a
 * downgrade waits for the renewal), and Confirm makes it (PUT …/{id} with an idempotency key
 * per confirmation: a retry after a lost answer charges once, a new try after a refusal
 * gets a new key).
 */
export function PlanChange({
  membership,
  plans,
  onChanged,
}: {
  membership: Membership;
  plans: readonly PlanCardView[];
  onChanged: (next: Membership, message: string) => void;
}) {
  const id = useId();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const key = useRef(newKey());
  const heading = useRef<HTMLHeadingElement>(null);
  const chooseId = (card: PlanCardView) => `${id}-choose-${card.slug}`;
  const current = membership.product.id;
  const pending = membership.pendingProduct?.id ?? null;

  async function choose(card: PlanCardView) {
    key.current = newKey();
    setAlert(null);
    setChoice({ card, state: 'loading' });
    requestAnimationFrame(() => heading.current?.focus());
    try {
      setChoice({
        card,
        state: 'ready',
        preview: await membershipApi.preview(membership.id, card.productId),
      });
    } catch (failure) {
      const message = formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain;
      setChoice({ card, state: 'failed', message });
    }
  }

  function close(card: PlanCardView) {
    setChoice(null);
    setAlert(null);
    requestAnimationFrame(() => document.getElementById(chooseId(card))?.focus());
  }

  async function confirm(card: PlanCardView) {
    if (busy) return;
    setBusy(true);
    setAlert(null);
    try {
      const next = await membershipApi.changePlan(membership.id, card.productId, key.current);
      setChoice(null);
      onChanged(next, doneMessage(next));
    } catch (failure) {
      // The server answered (a decline, say): the next try is a new payment attempt.
      if (failure instanceof ApiError) key.current = newKey();
      setAlert(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
    } finally {
      setBusy(false);
    }
  }

  function action(card: PlanCardView) {
    const isCurrent = card.productId === current;
    if ((isCurrent && !pending) || card.productId === pending)
      return (
        <p className="plan-card-get">
          <span className="badge">
            {isCurrent ? 'Your plan' : `From ${longDate(membership.currentPeriodEnd)}`}
          </span>
        </p>
      );
    return (
      <button
        id={chooseId(card)}
        type="button"
        className="button button-primary plan-card-get"
        aria-expanded={choice?.card.productId === card.productId}
        aria-controls={`${id}-preview`}
        onClick={() => choose(card)}
      >
        {isCurrent ? `Keep ${card.name}` : `Choose ${card.name}`}
      </button>
    );
  }

  return (
    <>
      <h2 className="visually-hidden">Plans</h2>
      <div className="plan-cards">
        {plans.map((card) => (
          <PlanCard
            key={card.productId}
            card={card}
            featured={card.productId === current}
            action={action(card)}
          />
        ))}
      </div>
      <div id={`${id}-preview`}>
        {choice ? (
          <section className="settings-section plan-preview" aria-labelledby={`${id}-preview-title`}>
            <h2 id={`${id}-preview-title`} ref={heading} tabIndex={-1}>
              {choice.card.productId === current
                ? `Keep ${choice.card.name}`
                : `Change to ${choice.card.name}`}
            </h2>
            {choice.state === 'loading' ? <p role="status">Working out the price…</p> : null}
            {choice.state === 'failed' ? <FormAlert message={choice.message} /> : null}
            {choice.state === 'ready' ? <PreviewFacts preview={choice.preview} current={current} /> : null}
            <FormAlert message={alert} />
            <div className="button-row">
              {choice.state === 'ready' ? (
                <button
                  type="button"
                  className="button button-primary"
                  aria-disabled={busy || undefined}
                  onClick={() => confirm(choice.card)}
                >
                  {busy ? <span className="spinner" aria-hidden="true" /> : null}
                  {choice.preview.amountDueNowCents > 0
                    ? `Pay ${formatMoney(choice.preview.amountDueNowCents, choice.preview.currency)} and change`
                    : 'Confirm change'}
                </button>
              ) : null}
              <button type="button" className="button button-ghost" onClick={() => close(choice.card)}>
                Choose another plan
              </button>
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}

function PreviewFacts({ preview, current }: { preview: PlanPreview; current: string }) {
  const money = (cents: number) => formatMoney(cents, preview.currency);
  const renewal = `${money(preview.nextRenewalAmountCents)}/yr`;
  if (preview.product.id === current)
    return <p>Your waiting change is dropped: you stay on {preview.product.name} at your current price.</p>;
  if (preview.kind === 'downgrade')
    return (
      <p>
        Nothing to pay today. From {longDate(preview.effectiveAt)}, your membership is {preview.product.name}{' '}
        at {renewal}.
      </p>
    );
  return (
    <dl className="membership-facts">
      <div>
        <dt>Due today</dt>
        <dd>{money(preview.amountDueNowCents)}</dd>
      </div>
      <div>
        <dt>{preview.product.name} for the rest of this year</dt>
        <dd>{money(preview.remainingTimeCents)}</dd>
      </div>
      <div>
        <dt>Credit for the rest of your current plan</dt>
        <dd>−{money(preview.unusedTimeCents)}</dd>
      </div>
      <div>
        <dt>Renews on {longDate(preview.currentPeriodEnd)} at</dt>
        <dd>{renewal}</dd>
      </div>
    </dl>
  );
}
