import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorsFrom } from '~/app/lib/form-errors';
import type { CommerceOverview, StudioProduct } from '~/features/commerce/commerce.schema';
import { PAGE_TEXTS } from '~/shared/spec';
import { formatDay } from '../format';
import { StudioBadge } from '../studio-page';
import { commerceApi } from './commerce-api';
import './commerce.css';
import '../../ui/button.css';

const STATE: Record<StudioProduct['state'], { label: string; tone: 'ok' | 'warning' | 'neutral' }> = {
  on_sale: { label: 'On sale', tone: 'ok' },
  archived: { label: 'Archived', tone: 'neutral' },
  not_built: { label: 'Not sold yet', tone: 'warning' },
};

/**
 * Every product by plan: its state, its list price in each currency (and how many members
 * hold it there), and Archive or Put back on sale. A product archived is not sold to anyone
 * new; members who hold it keep it and renew.
 */
export function ProductsTable({ overview }: { overview: CommerceOverview }) {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);

  async function act(product: StudioProduct, action: 'archive' | 'restore') {
    if (busy) return;
    setBusy(product.id);
    try {
      await (action === 'archive' ? commerceApi.archive(product.id) : commerceApi.restore(product.id));
      setMessage({
        text:
          action === 'archive'
            ? `${product.name} is archived: nobody new can buy it; members who hold it keep it.`
            : `${product.name} is on sale again.`,
        failed: false,
      });
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
      {overview.plans.map((plan) => (
        <section
          key={plan.slug}
          className="commerce-scroll"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
          tabIndex={0}
          aria-label={`${plan.name} plan`}
        >
          <table className="commerce-table">
            <caption>
              {plan.name} plan: list prices a year, by currency (members on each price below it)
            </caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">State</th>
                {overview.currencies.map((code) => (
                  <th key={code} scope="col">
                    {code}
                  </th>
                ))}
                {overview.can_edit ? <th scope="col">Sale</th> : null}
              </tr>
            </thead>
            <tbody>
              {plan.products.map((product) => (
                <tr key={product.id}>
                  <th scope="row">
                    {product.name}
                    <span className="commerce-muted">{product.kind.replace('_', '-')}</span>
                  </th>
                  <td>
                    <StudioBadge tone={STATE[product.state].tone}>{STATE[product.state].label}</StudioBadge>
                    {product.archived_at ? (
                      <span className="commerce-muted">since {formatDay(product.archived_at)}</span>
                    ) : null}
                  </td>
                  {overview.currencies.map((code) => {
                    const price = product.prices.find((p) => p.currency === code);
                    return (
                      <td key={code} className="commerce-amount">
                        {price ? price.label : '—'}
                        {price?.members ? (
                          <span className="commerce-muted">
                            {price.members} {price.members === 1 ? 'member' : 'members'}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                  {overview.can_edit ? (
                    <td>
                      {product.state === 'not_built' ? (
                        <span className="commerce-muted">Not built yet</span>
                      ) : (
                        <button
                          type="button"
                          className="button button-ghost"
                          aria-disabled={busy === product.id || undefined}
                          onClick={() => act(product, product.state === 'on_sale' ? 'archive' : 'restore')}
                        >
                          {product.state === 'on_sale'
                            ? `Archive ${product.name} (${plan.name})`
                            : `Put ${product.name} (${plan.name}) on sale`}
                        </button>
                      )}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
