import type { ReactNode } from 'react';
import type { AddOnView, PlanCard as PlanCardView } from '~/features/offers/offers.service';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/badge.css';
import './plan-card.css';
import '../ui/price.css';

/**
 * The regular price struck through before the price that applies (a promotion's): "was $120"
 * to a screen reader. Nothing without a discount.
 */
/** 'Billed annually at ~~$120~~ $72': the struck list price stands just before the total it was. */
function BillingNote({ note, total, was }: { note: string; total: string; was: string | null }) {
  const at = note.indexOf(total);
  if (at < 0)
    return (
      <>
        <WasPrice label={was} />
        {note}
      </>
    );
  return (
    <>
      {note.slice(0, at)}
      <WasPrice label={was} />
      {total}
      {note.slice(at + total.length)}
    </>
  );
}

export function WasPrice({ label }: { label: string | null }) {
  if (!label) return null;
  return (
    <>
      <s className="was-price">
        <span className="visually-hidden">was </span>
        {label}
      </s>{' '}
    </>
  );
}

/**
 * A membership plan: price per month billed annually, the yearly total, what is included, and
 * Get (to checkout), or the page's own `action` (/change-plan chooses a plan in place).
 */
export function PlanCard({
  card,
  featured = false,
  action,
}: {
  card: PlanCardView;
  featured?: boolean;
  action?: ReactNode;
}) {
  return (
    <article
      className={`plan-card${featured ? ' plan-card-featured' : ''}`}
      aria-labelledby={`plan-${card.slug}`}
    >
      <h3 id={`plan-${card.slug}`}>{card.name}</h3>
      {card.offerName ? <p className="badge plan-card-offer">{card.offerName}</p> : null}
      <p className="plan-card-description">{card.description}</p>
      <p className="plan-card-price">
        <WasPrice label={card.listPerMonthLabel} />
        <span className="plan-card-amount">{card.perMonthLabel}</span>
        <span className="plan-card-period">/month</span>
      </p>
      <p className="plan-card-billing">
        <BillingNote note={card.billingNote} total={card.yearlyLabel} was={card.listYearlyLabel} />
      </p>
      <ul className="plan-card-features" aria-label={`Included in ${card.name}`}>
        {card.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action ?? (
        <a className="button button-primary plan-card-get" href={card.checkoutPath}>
          Get {card.name}
        </a>
      )}
    </article>
  );
}

/** A row of plan cards; Duo, the middle tier, stands out. */
export function PlanCards({ cards }: { cards: readonly PlanCardView[] }) {
  return (
    <div className="plan-cards">
      {cards.map((card) => (
        <PlanCard key={card.productId} card={card} featured={card.tier === 'duo'} />
      ))}
    </div>
  );
}

/** An add-on with its yearly price, and what the page offers to do with it (`action`). */
export function AddOnCard({ addOn, action }: { addOn: AddOnView; action?: ReactNode }) {
  return (
    <article className="plan-card add-on-card" aria-labelledby={`add-on-${addOn.slug}`}>
      <h2 id={`add-on-${addOn.slug}`}>{addOn.name}</h2>
      {addOn.offer_name ? <p className="badge plan-card-offer">{addOn.offer_name}</p> : null}
      <p className="plan-card-description">{addOn.description}</p>
      <p className="plan-card-price">
        <WasPrice label={addOn.list_price_label} />
        <span className="plan-card-amount">{addOn.price_label}</span>
      </p>
      <ul className="plan-card-features" aria-label={`Included in ${addOn.name}`}>
        {addOn.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {action}
    </article>
  );
}
