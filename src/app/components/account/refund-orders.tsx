import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '~/app/components/auth/form-parts';
import { FieldCount } from '~/app/components/field-count';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { membershipApi, type PaidOrder } from '~/app/lib/membership-api';
import { useAnnouncement } from '~/app/lib/use-announcement';
import { longDate } from '~/shared/format';
import { MEMBERSHIP_TEXTS, PAGE_TEXTS, VALIDATION_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import '../ui/badge.css';
import './settings.css';
import '../payments/card-form.css';
import './membership.css';

const KINDS: Record<PaidOrder['kind'], string> = {
  purchase: 'Membership',
  renewal: 'Renewal',
  upgrade: 'Plan upgrade',
};
const MAX = MEMBERSHIP_TEXTS.refundReasonMaxLength;

/** Why a paid order has no refund button. */
function notRefundable(order: PaidOrder): string {
  if (order.kind === 'upgrade') return "An upgrade's charge can't be refunded on its own.";
  if (order.totalCents === 0) return 'Nothing was charged.';
  return MEMBERSHIP_TEXTS.guaranteeEnded(longDate(order.refundableUntil));
}

/**
 * /refund: the user's payments, each with "Request a refund" while the money-back guarantee
 * runs (a confirm step with an optional reason, then POST /api/v2/orders/{id}/refund), or why not.
 */
export function RefundOrders({ orders: initial }: { orders: PaidOrder[] }) {
  const id = useId();
  const [orders, setOrders] = useState(initial);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = useAnnouncement();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const tooLong = reason.trim().length > MAX;

  useEffect(() => {
    if (confirming) reasonRef.current?.focus();
  }, [confirming]);

  function close(order: PaidOrder) {
    setConfirming(null);
    setError(null);
    requestAnimationFrame(() => document.getElementById(`${id}-refund-${order.id}`)?.focus());
  }

  async function refund(order: PaidOrder) {
    if (busy) return;
    if (tooLong) {
      reasonRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const done = await membershipApi.refund(order.id, reason.trim());
      setOrders((list) => list.map((o) => (o.id === done.id ? done : o)));
      setConfirming(null);
      setReason('');
      result.announce(MEMBERSHIP_TEXTS.refunded(done.totalLabel));
    } catch (failure) {
      setError(formErrorsFrom(failure, {}, PAGE_TEXTS.tryAgain).form);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <p ref={result.ref} role="status" tabIndex={-1} className="membership-result">
        {result.message}
      </p>
      <ul className="refund-orders">
        {orders.map((order) => (
          <li key={order.id} className="settings-section">
            <h2>{order.items.join(', ') || KINDS[order.kind]}</h2>
            <dl className="membership-facts">
              <div>
                <dt>{KINDS[order.kind]}</dt>
                <dd>{order.totalLabel}</dd>
              </div>
              <div>
                <dt>Paid on</dt>
                <dd>{longDate(order.paidAt)}</dd>
              </div>
            </dl>
            {order.status === 'refunded' ? (
              <p>
                <span className="badge">Refunded</span>
              </p>
            ) : !order.refundable ? (
              <p className="muted">{notRefundable(order)}</p>
            ) : confirming === order.id ? (
              <fieldset className="refund-confirm">
                <legend>Refund {order.totalLabel}? Your membership ends now and classes close to you.</legend>
                <div className="field">
                  <label htmlFor={`${id}-reason`}>
                    Why are you asking for a refund?{' '}
                    <span className="field-optional">{VALIDATION_TEXTS.optional}</span>
                  </label>
                  <textarea
                    ref={reasonRef}
                    id={`${id}-reason`}
                    rows={3}
                    value={reason}
                    aria-invalid={tooLong ? true : undefined}
                    aria-describedby={`${id}-reason-count`}
                    onChange={(event) => setReason(event.target.value)}
                  />
                  <FieldCount id={`${id}-reason-count`} length={reason.trim().length} max={MAX} />
                </div>
                <FormAlert message={error} />
                <div className="button-row">
                  <button
                    type="button"
                    className="button button-danger"
                    aria-disabled={busy || undefined}
                    onClick={() => refund(order)}
                  >
                    {busy ? <span className="spinner" aria-hidden="true" /> : null}
                    Refund {order.totalLabel}
                  </button>
                  <button type="button" className="button button-ghost" onClick={() => close(order)}>
                    {MEMBERSHIP_TEXTS.keep}
                  </button>
                </div>
              </fieldset>
            ) : (
              <>
                <p className="muted">Refundable until {longDate(order.refundableUntil)}.</p>
                <p>
                  <button
                    id={`${id}-refund-${order.id}`}
                    type="button"
                    className="button button-ghost"
                    onClick={() => {
                      setError(null);
                      setConfirming(order.id);
                    }}
                  >
                    {MEMBERSHIP_TEXTS.requestRefund}
                    <span className="visually-hidden"> of {order.totalLabel}</span>
                  </button>
                </p>
              </>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
