import { WasPrice } from '~/app/components/offers/plan-card';
import { formatMoney } from '~/features/offers/offers.currency';
import { PROMO_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import './checkout.css';

/** The cart as the payment step shows it (from the cart document, camelCased by the client). */
export type CartSummary = {
  currency: string;
  lines: {
    productId: string;
    name: string;
    kind: string;
    /** At the list price (the offer's discount is its own line). */
    listAmountCents: number;
    discountCents: number;
    firstPeriodOnly: boolean;
  }[];
  listSubtotalCents: number;
  /** What the running promotion takes off, and its name. */
  offerDiscountCents: number;
  offerName: string | null;
  /** The coupon's discount. */
  discountCents: number;
  totalCents: number;
  coupon: { code: string; valid: boolean; message: string | null } | null;
};

type CartDoc = {
  data: {
    attributes: {
      currency: string;
      listSubtotalCents: number;
      offerDiscountCents: number;
      offerName: string | null;
      discountCents: number;
      totalCents: number;
      coupon: { code: string; valid: boolean; message: string | null } | null;
    };
  } | null;
  included: {
    attributes: {
      productId: string;
      name: string;
      kind: string;
      amountCents: number;
      offerDiscountCents: number;
      discountCents: number;
      discountFirstPeriodOnly: boolean;
    };
  }[];
};

/** One reading of the cart document for both the loader (server) and the coupon call (browser). */
export function summaryOfCart(doc: unknown): CartSummary {
  const { data, included } = doc as CartDoc;
  const a = data?.attributes;
  return {
    currency: a?.currency ?? 'USD',
    lines: included.map((i) => ({
      productId: i.attributes.productId,
      name: i.attributes.name,
      kind: i.attributes.kind,
      listAmountCents: i.attributes.amountCents + i.attributes.offerDiscountCents,
      discountCents: i.attributes.discountCents,
      firstPeriodOnly: i.attributes.discountFirstPeriodOnly,
    })),
    listSubtotalCents: a?.listSubtotalCents ?? 0,
    offerDiscountCents: a?.offerDiscountCents ?? 0,
    offerName: a?.offerName ?? null,
    discountCents: a?.discountCents ?? 0,
    totalCents: a?.totalCents ?? 0,
    coupon: a?.coupon ? { code: a.coupon.code, valid: a.coupon.valid, message: a.coupon.message } : null,
  };
}

/**
 * What the buyer pays today: each line at its list price, the promotion's discount and the
 * coupon's as lines of their own, and the total with the list total struck through beside it
 * (a live region: coupons change it). The order charges exactly this total: both come from
 * the cart, priced by the offers.
 */
export function OrderSummary({ summary }: { summary: CartSummary }) {
  const money = (cents: number) => formatMoney(cents, summary.currency);
  const firstYearOnly = summary.lines.some((l) => l.discountCents > 0 && l.firstPeriodOnly);
  const renews = summary.lines.some((l) => l.kind === 'membership');
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <dl aria-live="polite">
        {summary.lines.map((line) => (
          <div key={line.productId} className="order-summary-line">
            <dt>{line.name}</dt>
            <dd>{money(line.listAmountCents)}/yr</dd>
          </div>
        ))}
        {summary.offerDiscountCents > 0 ? (
          <div className="order-summary-line order-summary-offer">
            <dt>{summary.offerName ?? PROMO_TEXTS.offerDiscount}</dt>
            <dd>−{money(summary.offerDiscountCents)}</dd>
          </div>
        ) : null}
        {summary.discountCents > 0 ? (
          <div className="order-summary-line">
            <dt>Coupon{summary.coupon ? ` (${summary.coupon.code})` : ''}</dt>
            <dd>−{money(summary.discountCents)}</dd>
          </div>
        ) : null}
        <div className="order-summary-line order-summary-total">
          <dt>Total due today</dt>
          <dd>
            <WasPrice
              label={summary.totalCents < summary.listSubtotalCents ? money(summary.listSubtotalCents) : null}
            />
            {money(summary.totalCents)}
          </dd>
        </div>
      </dl>
      {firstYearOnly ? <p className="muted">The coupon’s discount applies to your first year.</p> : null}
      <p className="muted">
        {renews
          ? 'Renews yearly. Cancel anytime from your account settings.'
          : 'One payment for a year, beside your membership.'}
      </p>
    </section>
  );
}
