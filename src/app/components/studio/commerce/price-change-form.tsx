import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import type { CommerceOverview } from '~/features/commerce/commerce.schema';
import { formatMoney } from '~/features/offers/offers.currency';
import { PAGE_TEXTS } from '~/shared/spec';
import { COMMERCE_TEXTS } from '~/shared/studio';
import { CatalogField } from '../catalog-field';
import { formatDay } from '../format';
import { commerceApi, toCents } from './commerce-api';
import './commerce.css';
import '../../ui/button.css';
import '../../ui/field.css';

type Field = 'product' | 'currency' | 'amount';
const FIELDS: Partial<Record<string, Field>> = { currency: 'currency', amount_cents: 'amount' };

/**
 * Change a price: a product, a currency and the new amount. Before saving it says what will
 * happen (new purchases at once, members' renewals after the notice, on which date), and after
 * saving what was done; the page's data then reloads.
 */
export function PriceChangeForm({ overview, now }: { overview: CommerceOverview; now: string }) {
  const id = useId();
  const revalidator = useRevalidator();
  const products = overview.plans.flatMap((plan) =>
    plan.products.map((product) => ({ ...product, label: `${product.name} (${plan.name})` })),
  );
  const [productId, setProductId] = useState(products[0]?.id ?? '');
  const [currency, setCurrency] = useState(overview.currencies[0] ?? 'USD');
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);

  const product = products.find((p) => p.id === productId);
  const current = product?.prices.find((p) => p.currency === currency);
  const cents = toCents(amount);
  const noticeDate = formatDay(new Date(new Date(now).getTime() + overview.notice_days * 86_400_000));
  const preview =
    Number.isFinite(cents) && cents > 0 && cents !== current?.amount_cents
      ? COMMERCE_TEXTS.priceNotice({
          price: formatMoney(cents, currency),
          date: noticeDate,
          days: overview.notice_days,
          members: current?.members ?? 0,
        })
      : null;

  return (
    <form
      className="catalog-form"
      noValidate
      aria-describedby={`${id}-preview`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setDone(null);
        if (!Number.isFinite(cents)) {
          setErrors({ fields: { amount: 'Enter an amount such as 129 or 129.50.' }, form: null });
          document.getElementById(`${id}-amount`)?.focus();
          return;
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          const answer = await commerceApi.changePrice(productId, { currency, amountCents: cents });
          setDone(
            COMMERCE_TEXTS.priceSaved(formatMoney(cents, currency), formatDay(answer.notice.renewalsFrom)),
          );
          setAmount('');
          revalidator.revalidate();
        } catch (error) {
          const found = formErrorsFrom(error, FIELDS, PAGE_TEXTS.tryAgain);
          setErrors(found);
          if (found.fields.amount) document.getElementById(`${id}-amount`)?.focus();
        } finally {
          setBusy(false);
        }
      }}
    >
      <CatalogField id={`${id}-product`} label="Product" error={errors.fields.product}>
        {(described) => (
          <select
            id={`${id}-product`}
            className="studio-control"
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
            {...described}
          >
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        )}
      </CatalogField>
      <CatalogField id={`${id}-currency`} label="Currency" error={errors.fields.currency}>
        {(described) => (
          <select
            id={`${id}-currency`}
            className="studio-control"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            {...described}
          >
            {overview.currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        )}
      </CatalogField>
      <CatalogField
        id={`${id}-amount`}
        label={`New yearly price (${currency})`}
        hint={current ? `Now ${current.label} a year.` : 'No price in this currency yet.'}
        error={errors.fields.amount}
      >
        {(described) => (
          <input
            id={`${id}-amount`}
            className="studio-control"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            {...described}
          />
        )}
      </CatalogField>
      <div className="catalog-wide">
        <p id={`${id}-preview`} className="commerce-preview" aria-live="polite">
          {preview ?? 'Enter the new price to see what the change does before you save it.'}
        </p>
      </div>
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {done}
        </p>
        <SubmitButton busy={busy}>Save price</SubmitButton>
      </div>
    </form>
  );
}
