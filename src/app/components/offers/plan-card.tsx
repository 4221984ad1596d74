import type { ReactNode } from 'react';
import type { AddOnView, PlanCard as PlanCardView } from '~/features/offers/offers.service';

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
      <p className="plan-card-description">{card.description}</p>
      <p className="plan-card-price">
        <span className="plan-card-amount">{card.perMonthLabel}</span>
        <span className="plan-card-period">/month</span>
      </p>
      <p className="plan-card-billing">
        {card.listYearlyLabel ? (
          <>
            <s>
              <span className="visually-hidden">was </span>
              {card.listYearlyLabel}
            </s>{' '}
          </>
        ) : null}
        {card.billingNote}
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

/** An add-on with its yearly price. */
export function AddOnCard({ addOn }: { addOn: AddOnView }) {
  return (
    <article className="plan-card add-on-card" aria-labelledby={`add-on-${addOn.slug}`}>
      <h2 id={`add-on-${addOn.slug}`}>{addOn.name}</h2>
      <p className="plan-card-description">{addOn.description}</p>
      <p className="plan-card-price">
        <span className="plan-card-amount">{addOn.price_label}</span>
      </p>
      <ul className="plan-card-features" aria-label={`Included in ${addOn.name}`}>
        {addOn.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
    </article>
  );
}
