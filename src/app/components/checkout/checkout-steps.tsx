import type { ReactNode } from 'react';
import { WasPrice } from '~/app/components/offers/plan-card';
import type { PlanCard } from '~/features/offers/offers.service';
import { CHECKOUT_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/badge.css';
import '../offers/plan-card.css';
import './checkout.css';

/** The plan being bought, at the price checkout charges (the regular one struck through during a sale). */
export function ChosenPlan({ chosen, children }: { chosen: PlanCard; children?: ReactNode }) {
  return (
    <p className="checkout-chosen">
      <strong>{chosen.name}</strong>: <WasPrice label={chosen.listPriceLabel} />
      {chosen.priceLabel}, {chosen.billingNote}
      {chosen.offerName ? <span className="badge plan-card-offer">{chosen.offerName}</span> : null}
      {children ? <> {children}</> : null}
    </p>
  );
}

/** The three steps of checkout (product.md 2.2, 4) with the current one marked, and the support phone. */
export function CheckoutSteps({ current, supportPhone }: { current: 1 | 2 | 3; supportPhone: string }) {
  return (
    <div className="checkout-header">
      <nav aria-label="Checkout steps">
        <ol className="checkout-steps">
          {CHECKOUT_TEXTS.steps.map((label, index) => {
            const step = index + 1;
            const state = step < current ? 'done' : step === current ? 'current' : 'todo';
            return (
              <li
                key={label}
                className={`checkout-step checkout-step-${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="checkout-step-number" aria-hidden="true">
                  {step}
                </span>
                <span>
                  {label}
                  {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      </nav>
      <p className="checkout-support">
        {CHECKOUT_TEXTS.supportPhone}{' '}
        <a href={`tel:${supportPhone.replace(/[^+\d]/g, '')}`}>{supportPhone}</a>
      </p>
    </div>
  );
}

/** The product-not-available page (calls-and-errors.md 8.3): the card was not charged. */
export function ProductUnavailable({ plansHref }: { plansHref: string }) {
  return (
    <div className="checkout-page checkout-unavailable">
      <h1>{CHECKOUT_TEXTS.productUnavailable}</h1>
      <p>{CHECKOUT_TEXTS.cardNotCharged}</p>
      <p>
        <a className="button button-primary" href={plansHref}>
          See the plans on sale
        </a>
      </p>
    </div>
  );
}
