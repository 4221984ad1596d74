import { formatMoney } from '~/features/offers/offers.currency';

/** The cart as the payment step shows it (from the cart document, camelCased by the client). */
export type CartSummary = {
  currency: string;
  lines: {
    productId: string;
    name: string;
    amountCents: number;
    discountCents: number;
    firstPeriodOnly: boolean;
  }[];
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  coupon: { code: string; valid: boolean; message: string | null } | null;
};

type CartDoc = {
  data: {
    attributes: {
      currency: string;
      subtotalCents: number;
      discountCents: number;
      totalCents: number;
      coupon: { code: string; valid: boolean; message: string | null } | null;
    };
  } | null;
  included: {
    attributes: {
      productId: string;
      name: string;
      amountCents: number;
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
      amountCents: i.attributes.amountCents,
      discountCents: i.attributes.discountCents,
      firstPeriodOnly: i.attributes.discountFirstPeriodOnly,
    })),
    subtotalCents: a?.subtotalCents ?? 0,
    discountCents: a?.discountCents ?? 0,
    totalCents: a?.totalCents ?? 0,
    coupon: a?.coupon ? { code: a.coupon.code, valid: a.coupon.valid, message: a.coupon.message } : null,
  };
}

/** What the buyer pays today, line by line (a live region: coupons change it). */
export function OrderSummary({ summary }: { summary: CartSummary }) {
  const money = (cents: number) => formatMoney(cents, summary.currency);
  const firstYearOnly = summary.lines.some((l) => l.discountCents > 0 && l.firstPeriodOnly);
  return (
    <section className="order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <dl aria-live="polite">
        {summary.lines.map((line) => (
          <div key={line.productId} className="order-summary-line">
            <dt>{line.name}</dt>
            <dd>{money(line.amountCents)}/yr</dd>
          </div>
        ))}
        {summary.discountCents > 0 ? (
          <div className="order-summary-line">
            <dt>Discount{summary.coupon ? ` (${summary.coupon.code})` : ''}</dt>
            <dd>−{money(summary.discountCents)}</dd>
          </div>
        ) : null}
        <div className="order-summary-line order-summary-total">
          <dt>Total due today</dt>
          <dd>{money(summary.totalCents)}</dd>
        </div>
      </dl>
      {firstYearOnly ? <p className="muted">The discount applies to your first year.</p> : null}
      <p className="muted">Renews yearly. Cancel anytime from your account settings.</p>
    </section>
  );
}
