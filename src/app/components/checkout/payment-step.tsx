import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import {
  CardConfirm,
  CardFields,
  cardExpiry,
  cardName,
  type SavedCard,
  useCardEntry,
} from '~/app/components/payments/card-form';
import { useExperiment } from '~/app/lib/root-data';
import { formatMoney } from '~/features/offers/offers.currency';
import { ApiError, browserApi } from '~/shared/api-client';
import { CHECKOUT_API, CHECKOUT_TEXTS, HEADERS, PAGE_TEXTS, VALIDATION_TEXTS } from '~/shared/spec';
import { type CartSummary, OrderSummary, summaryOfCart } from './order-summary';
import '../ui/button.css';
import '../ui/field.css';
import './checkout.css';
import '../payments/card-form.css';

type Order = { id: string; status: string; totalLabel: string };
type OrderAnswer = { status: 'paid' | 'requires_action' | 'processing'; order: Order };

type Outcome =
  | { kind: 'ready' }
  | { kind: 'requires_action'; order: Order }
  | { kind: 'paid'; order: Order }
  | { kind: 'unavailable' }
  | { kind: 'fatal' };

const newKey = () => crypto.randomUUID();

/** The experiment whose bucket the order call reports in X-TS-Bucket. */
const CHECKOUT_EXPERIMENT = 'checkout';

/** The choice of a card typed now rather than a saved one. */
const NEW_CARD = 'new';

/** What the panel says once paid, and where it leads. */
export type PaidNote = { title: string; text: string; href: string; linkLabel: string };

/**
 * Checkout's payment (and an add-on's, on /add-ons): a saved card or one typed now, a coupon,
 * the order summary and Pay. A typed card is saved by Pay itself (with the bank's extra check
 * when it asks), then charged: one click. The card an order is paid with becomes the default
 * card (decision 0010). One idempotency key per try (a retry after an error gets a new one;
 * a double click reuses it).
 */
export function PaymentStep(props: { summary: CartSummary; cards: SavedCard[]; paid: PaidNote }) {
  const id = useId();
  const tsBucket = useExperiment(CHECKOUT_EXPERIMENT);
  const [cards, setCards] = useState(props.cards);
  const [cardId, setCardId] = useState<string>(
    props.cards.find((c) => c.isDefault)?.id ?? props.cards[0]?.id ?? NEW_CARD,
  );
  const [summary, setSummary] = useState(props.summary);
  const [coupon, setCoupon] = useState(props.summary.coupon?.code ?? '');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const key = useRef(newKey());
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const entry = useCardEntry((card) => {
    // Saved by Pay: it joins the saved cards (chosen, so a retry after a decline reuses it) and pays.
    setCards((list) => [...list.filter((c) => c.id !== card.id), card]);
    setCardId(card.id);
    void placeOrder(card.id);
  });
  const typing = cardId === NEW_CARD;
  const nothingDue = summary.totalCents === 0;

  useEffect(() => {
    if (outcome.kind !== 'ready') resultHeading.current?.focus();
  }, [outcome.kind]);

  function failed(error: unknown) {
    key.current = newKey();
    if (error instanceof ApiError && error.code === 'product_not_available')
      setOutcome({ kind: 'unavailable' });
    else if (
      error instanceof ApiError &&
      (error.status < 500 || error.code === 'payment_gateway_unavailable')
    )
      setAlert(error.message);
    else setOutcome({ kind: 'fatal' });
  }

  async function settle(answer: OrderAnswer) {
    if (answer.status === 'paid') setOutcome({ kind: 'paid', order: answer.order });
    else setOutcome({ kind: 'requires_action', order: answer.order });
  }

  /** Places the order paid with this saved card (none: nothing is due). */
  async function placeOrder(creditCardId: string | null) {
    setBusy(true);
    setAlert(null);
    try {
      const answer = await browserApi().post<OrderAnswer>(
        CHECKOUT_API.orders,
        creditCardId ? { creditCardId } : {},
        {
          headers: { [HEADERS.idempotencyKey]: key.current, [HEADERS.tsBucket]: tsBucket },
        },
      );
      await settle(answer);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (busy || entry.busy) return;
    setAlert(null);
    if (typing && !(nothingDue && entry.isEmpty))
      await entry.save(); // pays once saved
    else await placeOrder(typing ? null : cardId);
  }

  async function confirm(order: Order) {
    setBusy(true);
    setAlert(null);
    try {
      await settle(await browserApi().get<OrderAnswer>(CHECKOUT_API.confirmOrder(order.id)));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  }

  async function applyCoupon(code: string | null) {
    setCouponMessage(null);
    try {
      const doc = await browserApi().put(CHECKOUT_API.cart, { couponCode: code });
      setSummary(summaryOfCart(doc));
      if (code === null) setCoupon('');
      else setCouponMessage('Coupon applied.');
    } catch (error) {
      setCouponMessage(error instanceof ApiError ? error.message : PAGE_TEXTS.tryAgain);
    }
  }

  if (outcome.kind === 'paid')
    return (
      <section className="checkout-panel checkout-done" aria-labelledby={`${id}-done`}>
        <h2 id={`${id}-done`} ref={resultHeading} tabIndex={-1}>
          {props.paid.title}
        </h2>
        <p>
          We charged {outcome.order.totalLabel} and emailed your receipt. {props.paid.text}
        </p>
        <a className="button button-primary" href={props.paid.href}>
          {props.paid.linkLabel}
        </a>
      </section>
    );
  if (outcome.kind === 'unavailable' || outcome.kind === 'fatal')
    return (
      <section className="checkout-panel" role="alert" aria-labelledby={`${id}-problem`}>
        <h2 id={`${id}-problem`} ref={resultHeading} tabIndex={-1}>
          {outcome.kind === 'unavailable' ? CHECKOUT_TEXTS.productUnavailable : CHECKOUT_TEXTS.fatal}
        </h2>
        {outcome.kind === 'unavailable' ? <p>{CHECKOUT_TEXTS.cardNotCharged}</p> : null}
      </section>
    );

  return (
    <div className="checkout-payment">
      <section className="checkout-panel" aria-labelledby={`${id}-pay`}>
        <h2 id={`${id}-pay`}>Payment</h2>
        {outcome.kind === 'requires_action' ? (
          <div className="checkout-action" role="status">
            <h3 ref={resultHeading} tabIndex={-1}>
              Your bank asks you to confirm this payment
            </h3>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => confirm(outcome.order)}
            >
              Confirm payment
            </button>
          </div>
        ) : null}
        <form className="checkout-pay" noValidate onSubmit={pay}>
          {cards.length > 0 ? (
            <fieldset className="checkout-cards">
              <legend>Pay with</legend>
              {cards.map((card) => (
                <div className="field field-radio" key={card.id}>
                  <input
                    type="radio"
                    id={`${id}-card-${card.id}`}
                    name="card"
                    checked={cardId === card.id}
                    onChange={() => setCardId(card.id)}
                  />
                  <label htmlFor={`${id}-card-${card.id}`}>
                    {cardName(card)}, expires {cardExpiry(card)}
                  </label>
                </div>
              ))}
              <div className="field field-radio">
                <input
                  type="radio"
                  id={`${id}-card-new`}
                  name="card"
                  checked={typing}
                  onChange={() => setCardId(NEW_CARD)}
                />
                <label htmlFor={`${id}-card-new`}>A new card</label>
              </div>
            </fieldset>
          ) : null}
          {typing && entry.step.kind === 'confirm' ? (
            <CardConfirm entry={entry} purpose="to pay with it" />
          ) : typing ? (
            <CardFields entry={entry} disabled={busy} />
          ) : null}
          <FormAlert message={alert} />
          {typing && entry.step.kind === 'confirm' ? null : (
            <SubmitButton busy={busy || entry.busy}>
              Pay {formatMoney(summary.totalCents, summary.currency)}
            </SubmitButton>
          )}
        </form>
      </section>
      <div className="checkout-side">
        <OrderSummary summary={summary} />
        <form
          className="checkout-coupon"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (coupon.trim()) void applyCoupon(coupon.trim());
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-coupon`}>
              Coupon code <span className="field-optional">{VALIDATION_TEXTS.optional}</span>
            </label>
            <div className="checkout-coupon-row">
              <input
                id={`${id}-coupon`}
                type="text"
                value={coupon}
                onChange={(e) => setCoupon(e.target.value)}
                autoComplete="off"
                spellCheck={false}
              />
              <button type="submit" className="button button-ghost">
                Apply
              </button>
            </div>
          </div>
          {summary.coupon ? (
            <button type="button" className="button button-link" onClick={() => void applyCoupon(null)}>
              Remove coupon
            </button>
          ) : null}
          <p className="field-message" role="status">
            {couponMessage}
          </p>
        </form>
      </div>
    </div>
  );
}
