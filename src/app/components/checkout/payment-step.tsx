import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { CardForm, cardExpiry, cardName, type SavedCard } from '~/app/components/payments/card-form';
import { formatMoney } from '~/features/offers/offers.currency';
import { ApiError, browserApi } from '~/shared/api-client';
import { CHECKOUT_API, CHECKOUT_TEXTS, HEADERS, PAGE_TEXTS } from '~/shared/spec';
import { type CartSummary, OrderSummary, summaryOfCart } from './order-summary';

type Order = { id: string; status: string; totalLabel: string };
type OrderAnswer = { status: 'paid' | 'requires_action' | 'processing'; order: Order };

type Outcome =
  | { kind: 'ready' }
  | { kind: 'requires_action'; order: Order }
  | { kind: 'paid'; order: Order }
  | { kind: 'unavailable' }
  | { kind: 'fatal' };

const newKey = () => crypto.randomUUID();

/**
 * Checkout step 3: a saved card or a new one, a coupon, the order summary and Pay. One
 * idempotency key per try (a retry after an error gets a new one; a double click reuses it).
 */
export function PaymentStep(props: {
  summary: CartSummary;
  cards: SavedCard[];
  tsBucket: string;
  homeHref: string;
}) {
  const id = useId();
  const [cards, setCards] = useState(props.cards);
  const [cardId, setCardId] = useState<string | null>(
    props.cards.find((c) => c.isDefault)?.id ?? props.cards[0]?.id ?? null,
  );
  const [summary, setSummary] = useState(props.summary);
  const [coupon, setCoupon] = useState(props.summary.coupon?.code ?? '');
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'ready' });
  const key = useRef(newKey());
  const resultHeading = useRef<HTMLHeadingElement>(null);

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

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!cardId && summary.totalCents > 0) {
      setAlert('Choose a card or add one.');
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      const answer = await browserApi().post<OrderAnswer>(
        '/api/v2/orders',
        cardId ? { creditCardId: cardId } : {},
        {
          headers: { [HEADERS.idempotencyKey]: key.current, [HEADERS.tsBucket]: props.tsBucket },
        },
      );
      await settle(answer);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
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
          Welcome! You’re a member now.
        </h2>
        <p>We charged {outcome.order.totalLabel} and emailed your receipt. Every class is open to you.</p>
        <a className="button button-primary" href={props.homeHref}>
          Start watching
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
          </fieldset>
        ) : null}
        <details className="checkout-new-card" open={cards.length === 0}>
          <summary>{cards.length === 0 ? 'Card details' : 'Use a new card'}</summary>
          <CardForm
            submitLabel="Save card"
            onSaved={(card) => {
              setCards((list) => [...list.filter((c) => c.id !== card.id), card]);
              setCardId(card.id);
            }}
          />
        </details>
        <form noValidate onSubmit={pay}>
          <FormAlert message={alert} />
          <SubmitButton busy={busy}>Pay {formatMoney(summary.totalCents, summary.currency)}</SubmitButton>
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
            <label htmlFor={`${id}-coupon`}>Coupon code (Optional)</label>
            <input
              id={`${id}-coupon`}
              value={coupon}
              onChange={(e) => setCoupon(e.target.value)}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="button">
            Apply
          </button>
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
