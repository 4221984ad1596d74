import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from '../catalog-field';
import { commerceApi, fromInputTime, toCents } from './commerce-api';
import './commerce.css';
import '../../ui/button.css';

type Field =
  | 'code'
  | 'kind'
  | 'amount'
  | 'currency'
  | 'validFrom'
  | 'validUntil'
  | 'maxRedemptions'
  | 'productIds';
const FIELDS: Record<string, Field> = {
  code: 'code',
  kind: 'kind',
  amount: 'amount',
  currency: 'currency',
  valid_from: 'validFrom',
  valid_until: 'validUntil',
  max_redemptions: 'maxRedemptions',
  product_ids: 'productIds',
};

/** A new coupon: code, percent or fixed amount, its window, a limit, and the products it is for. */
export function CouponForm({
  currencies,
  products,
}: {
  currencies: readonly string[];
  products: readonly { id: string; name: string; plan: string }[];
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const empty = {
    code: '',
    kind: 'percent' as 'percent' | 'fixed',
    amount: '',
    currency: currencies[0] ?? 'USD',
    validFrom: '',
    validUntil: '',
    maxRedemptions: '',
    firstPeriodOnly: true,
    productIds: [] as string[],
  };
  const [values, setValues] = useState(empty);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const set = <K extends keyof typeof empty>(name: K, value: (typeof empty)[K]) =>
    setValues((old) => ({ ...old, [name]: value }));
  const text = (name: 'code' | 'amount' | 'maxRedemptions', label: string, hint?: string) => (
    <CatalogField id={`${id}-${name}`} label={label} hint={hint} error={errors.fields[name]}>
      {(described) => (
        <input
          id={`${id}-${name}`}
          className="studio-control"
          inputMode={name === 'code' ? undefined : 'decimal'}
          autoComplete="off"
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          {...described}
        />
      )}
    </CatalogField>
  );
  const time = (name: 'validFrom' | 'validUntil', label: string, hint: string) => (
    <CatalogField id={`${id}-${name}`} label={label} hint={hint} error={errors.fields[name]}>
      {(described) => (
        <input
          id={`${id}-${name}`}
          className="studio-control"
          type="datetime-local"
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          {...described}
        />
      )}
    </CatalogField>
  );

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setDone(null);
        const amount = values.kind === 'percent' ? Number(values.amount) : toCents(values.amount);
        if (!Number.isInteger(amount)) {
          setErrors({
            fields: { amount: 'Enter a whole percentage, or an amount such as 10 or 9.50.' },
            form: null,
          });
          document.getElementById(`${id}-amount`)?.focus();
          return;
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          await commerceApi.createCoupon({
            code: values.code,
            kind: values.kind,
            amount,
            currency: values.kind === 'fixed' ? values.currency : null,
            validFrom: values.validFrom ? fromInputTime(values.validFrom) : null,
            validUntil: values.validUntil ? fromInputTime(values.validUntil) : null,
            maxRedemptions: values.maxRedemptions.trim() ? Number(values.maxRedemptions) : null,
            firstPeriodOnly: values.firstPeriodOnly,
            productIds: values.productIds,
          });
          setDone(`Coupon ${values.code.trim().toUpperCase()} created: it works at checkout now.`);
          setValues(empty);
          revalidator.revalidate();
        } catch (error) {
          const found = formErrorsFrom(error, FIELDS, PAGE_TEXTS.tryAgain);
          setErrors(found);
          const first = Object.keys(found.fields)[0];
          if (first) document.getElementById(`${id}-${first}`)?.focus();
        } finally {
          setBusy(false);
        }
      }}
    >
      {text('code', 'Code', 'Letters, digits, - and _; buyers type it in any case.')}
      <CatalogField id={`${id}-kind`} label="Kind" error={errors.fields.kind}>
        {(described) => (
          <select
            id={`${id}-kind`}
            className="studio-control"
            value={values.kind}
            onChange={(event) => set('kind', event.target.value as 'percent' | 'fixed')}
            {...described}
          >
            <option value="percent">Percent off</option>
            <option value="fixed">Amount off</option>
          </select>
        )}
      </CatalogField>
      {text(
        'amount',
        values.kind === 'percent' ? 'Percent off' : `Amount off (${values.currency})`,
        values.kind === 'percent' ? 'From 1 to 100.' : 'Taken once off the order.',
      )}
      {values.kind === 'fixed' ? (
        <CatalogField id={`${id}-currency`} label="Currency" error={errors.fields.currency}>
          {(described) => (
            <select
              id={`${id}-currency`}
              className="studio-control"
              value={values.currency}
              onChange={(event) => set('currency', event.target.value)}
              {...described}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          )}
        </CatalogField>
      ) : null}
      {time('validFrom', 'Works from (UTC)', 'Empty: now.')}
      {time('validUntil', 'Works until (UTC)', 'Empty: no end.')}
      {text('maxRedemptions', 'Uses at most', 'Empty: no limit.')}
      <div className="commerce-check">
        <input
          id={`${id}-first`}
          type="checkbox"
          checked={values.firstPeriodOnly}
          onChange={(event) => set('firstPeriodOnly', event.target.checked)}
        />
        <label htmlFor={`${id}-first`}>First year only (renewals at the full price)</label>
      </div>
      <fieldset
        id={`${id}-productIds`}
        className="commerce-checks catalog-wide"
        aria-describedby={errors.fields.productIds ? `${id}-productIds-error` : undefined}
      >
        <legend>For these products (none ticked: every product)</legend>
        {products.map((product) => (
          <div key={product.id} className="commerce-check">
            <input
              id={`${id}-product-${product.id}`}
              type="checkbox"
              checked={values.productIds.includes(product.id)}
              onChange={(event) =>
                set(
                  'productIds',
                  event.target.checked
                    ? [...values.productIds, product.id]
                    : values.productIds.filter((p) => p !== product.id),
                )
              }
            />
            <label htmlFor={`${id}-product-${product.id}`}>
              {product.name} ({product.plan})
            </label>
          </div>
        ))}
        {errors.fields.productIds ? (
          <p id={`${id}-productIds-error`} className="field-error">
            {errors.fields.productIds}
          </p>
        ) : null}
      </fieldset>
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {done}
        </p>
        <SubmitButton busy={busy}>Create coupon</SubmitButton>
      </div>
    </form>
  );
}
