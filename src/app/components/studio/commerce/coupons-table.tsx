import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import type { StudioCoupon } from '~/features/commerce/commerce.schema';
import { PAGE_TEXTS } from '~/shared/spec';
import { Time } from '../format';
import { StudioBadge, StudioEmpty } from '../studio-page';
import { commerceApi } from './commerce-api';
import './commerce.css';
import '../../ui/button.css';

const STATES: Record<StudioCoupon['state'], { label: string; tone: 'ok' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'ok' },
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  used_up: { label: 'Used up', tone: 'warning' },
  ended: { label: 'Ended', tone: 'neutral' },
};

/** Every coupon: discount, window, uses, and Deactivate while it still works. */
export function CouponsTable({
  coupons,
  products,
  canEdit,
}: {
  coupons: readonly StudioCoupon[];
  products: readonly { id: string; name: string; plan: string }[];
  canEdit: boolean;
}) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<number | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const names = new Map(products.map((p) => [p.id, `${p.name} (${p.plan})`]));
  if (coupons.length === 0) return <StudioEmpty>No coupons yet.</StudioEmpty>;

  async function deactivate(coupon: StudioCoupon) {
    if (busy !== null || !window.confirm(`Deactivate ${coupon.code}? It stops working at once.`)) return;
    setBusy(coupon.id);
    try {
      await commerceApi.deactivateCoupon(coupon.id);
      setMessage({ text: `${coupon.code} is deactivated.`, failed: false });
      revalidator.revalidate();
    } catch (error) {
      setMessage({
        text: formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form ?? PAGE_TEXTS.tryAgain,
        failed: true,
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <p role="status" className={message?.failed ? 'form-alert' : 'field-ok'}>
        {message?.text}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard */}
      <section className="commerce-scroll" tabIndex={0} aria-label="Coupons">
        <table className="commerce-table">
          <caption>Coupons, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">State</th>
              <th scope="col">Discount</th>
              <th scope="col">Works</th>
              <th scope="col">Uses</th>
              <th scope="col">Products</th>
              {canEdit ? <th scope="col">Action</th> : null}
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.id}>
                <th scope="row">{coupon.code}</th>
                <td>
                  <StudioBadge tone={STATES[coupon.state].tone}>{STATES[coupon.state].label}</StudioBadge>
                </td>
                <td className="commerce-amount">
                  {coupon.label}
                  {coupon.first_period_only ? <span className="commerce-muted">first year only</span> : null}
                </td>
                <td>
                  from <Time value={coupon.valid_from} />
                  <span className="commerce-muted">
                    {coupon.valid_until ? (
                      <>
                        until <Time value={coupon.valid_until} />
                      </>
                    ) : (
                      'no end'
                    )}
                  </span>
                </td>
                <td className="commerce-amount">
                  {coupon.redemptions_count}
                  {coupon.max_redemptions === null ? '' : ` of ${coupon.max_redemptions}`}
                </td>
                <td>
                  {coupon.product_ids.length === 0
                    ? 'Every product'
                    : coupon.product_ids.map((id) => names.get(id) ?? id).join(', ')}
                </td>
                {canEdit ? (
                  <td>
                    {coupon.state === 'ended' ? null : (
                      <button
                        type="button"
                        className="button button-ghost"
                        aria-disabled={busy === coupon.id || undefined}
                        onClick={() => deactivate(coupon)}
                      >
                        Deactivate {coupon.code}
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
