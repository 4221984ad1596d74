import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { focusFirstInvalid, useTouched } from '~/app/components/auth/use-touched';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { membershipApi, type SavedCard } from '~/app/lib/membership-api';
import { ApiError } from '~/shared/api-client';
import { MEMBERSHIP_TEXTS, PAGE_TEXTS, VALIDATION_TEXTS } from '~/shared/spec';

export type { SavedCard };

type Field = 'number' | 'expMonth' | 'expYear' | 'cvc';
type Values = Record<Field | 'name', string>;
type Step = { kind: 'form' } | { kind: 'confirm'; setupIntentId: string; card: SavedCard };

const FIELDS: readonly Field[] = ['number', 'expMonth', 'expYear', 'cvc'];
const EMPTY: Values = { name: '', number: '', expMonth: '', expYear: '', cvc: '' };
const SERVER_FIELDS = { number: 'number', exp_month: 'expMonth', exp_year: 'expYear', cvc: 'cvc' } as const;
const BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  jcb: 'JCB',
  diners: 'Diners Club',
  unionpay: 'UnionPay',
};

/** 'Visa ending in 4242', as lists and confirmations name a card. */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  return `${BRANDS[card.brand] ?? 'Card'} ending in ${card.last4}`;
}

export function cardExpiry(card: Pick<SavedCard, 'expMonth' | 'expYear'>): string {
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`;
}

/** Shape checks only (product.md 5's card text); the server checks the number and the date. */
function localErrors(values: Values): Partial<Record<Field, string>> {
  const invalid = VALIDATION_TEXTS.cardInvalid;
  const month = Number(values.expMonth);
  return {
    number: /^\d{12,19}$/.test(values.number.replace(/[\s-]/g, '')) ? undefined : invalid,
    expMonth: /^\d{1,2}$/.test(values.expMonth.trim()) && month >= 1 && month <= 12 ? undefined : invalid,
    expYear: /^(\d{2}|\d{4})$/.test(values.expYear.trim()) ? undefined : invalid,
    cvc: /^\d{3,4}$/.test(values.cvc.trim()) ? undefined : invalid,
  };
}

/**
 * A new card: its fields, the save call, and the bank's extra check (3-D Secure) when the
 * bank asks for one. Used by the settings' cards section and by checkout. The inputs have no
 * name on purpose: without JavaScript nothing is sent, so card details never travel in a
 * plain form post or a URL.
 */
export function CardForm({
  onSaved,
  submitLabel,
  disabled = false,
}: {
  onSaved: (card: SavedCard) => void;
  submitLabel: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const { isTouched, touch, touchAll } = useTouched<Field>();
  const [server, setServer] = useState<FormErrors<Field>>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const local = localErrors(values);
  const errors = Object.fromEntries(FIELDS.map((f) => [f, local[f] ?? server.fields[f]])) as Record<
    Field,
    string | undefined
  >;

  useEffect(() => {
    if (step.kind === 'confirm') confirmHeading.current?.focus();
  }, [step.kind]);

  function done(card: SavedCard) {
    setValues(EMPTY);
    touchAll([]); // the emptied form starts untouched: no errors until the next card is typed
    setServer(NO_ERRORS);
    setStep({ kind: 'form' });
    onSaved(card);
  }

  function failed(failure: unknown) {
    const shown = formErrorsFrom(failure, SERVER_FIELDS, PAGE_TEXTS.tryAgain);
    setServer(shown);
    focusFirstInvalid(FIELDS.map((f) => [`${id}-${f}`, shown.fields[f]]));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || disabled) return;
    touchAll(FIELDS);
    if (FIELDS.some((f) => local[f])) {
      focusFirstInvalid(FIELDS.map((f) => [`${id}-${f}`, local[f]]));
      return;
    }
    setBusy(true);
    setServer(NO_ERRORS);
    try {
      const name = values.name.trim();
      const answer = await membershipApi.addCard({
        number: values.number.replace(/[\s-]/g, ''),
        expMonth: values.expMonth.trim(),
        expYear: values.expYear.trim(),
        cvc: values.cvc.trim(),
        ...(name ? { name } : {}),
      });
      if (answer.status === 'succeeded') done(answer.creditCard);
      else setStep({ kind: 'confirm', setupIntentId: answer.setupIntentId, card: answer.creditCard });
    } catch (failure) {
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(setupIntentId: string) {
    if (busy) return;
    setBusy(true);
    setServer(NO_ERRORS);
    try {
      done(await membershipApi.confirmCard(setupIntentId));
    } catch (failure) {
      // A decline ends this card; the bank still waiting keeps the step open to try again.
      if (!(failure instanceof ApiError && failure.code === 'card_requires_action'))
        setStep({ kind: 'form' });
      failed(failure);
    } finally {
      setBusy(false);
    }
  }

  if (step.kind === 'confirm')
    return (
      <section className="card-confirm" aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`} ref={confirmHeading} tabIndex={-1}>
          {MEMBERSHIP_TEXTS.confirmCard}
        </h3>
        <p>
          {cardName(step.card)}, expires {cardExpiry(step.card)}. Confirm it with your bank to save it.
        </p>
        <FormAlert message={server.form} />
        <div className="button-row">
          <button
            type="button"
            className="button button-primary"
            aria-disabled={busy || undefined}
            onClick={() => confirm(step.setupIntentId)}
          >
            Confirm
          </button>
          <button type="button" className="button button-ghost" onClick={() => setStep({ kind: 'form' })}>
            Use another card
          </button>
        </div>
      </section>
    );

  const field = (name: Field, label: string, autoComplete: string, extra: { maxLength: number }) => {
    const shown = isTouched(name) ? errors[name] : undefined;
    return (
      <div className={`field card-field-${name}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          spellCheck={false}
          maxLength={extra.maxLength}
          value={values[name]}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-${name}-message`}
          onChange={(event) => {
            setValues((current) => ({ ...current, [name]: event.target.value }));
            setServer(NO_ERRORS);
          }}
          onBlur={() => touch(name)}
        />
        <div id={`${id}-${name}-message`} className="field-message">
          {shown ? <p className="field-error">{shown}</p> : null}
        </div>
      </div>
    );
  };

  return (
    <form method="post" noValidate onSubmit={submit} className="card-form" aria-label="Card details">
      {/* A disabled fieldset turns off every input and the button at once (checkout, while paying). */}
      <fieldset className="card-form-fields" disabled={disabled}>
        <div className="field">
          <label htmlFor={`${id}-name`}>
            Name on card <span className="field-optional">{VALIDATION_TEXTS.optional}</span>
          </label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="cc-name"
            maxLength={200}
            value={values.name}
            onChange={(event) => setValues((current) => ({ ...current, name: event.target.value }))}
          />
        </div>
        {field('number', 'Card number', 'cc-number', { maxLength: 23 })}
        <div className="card-form-row">
          {field('expMonth', 'Expiry month (MM)', 'cc-exp-month', { maxLength: 2 })}
          {field('expYear', 'Expiry year (YYYY)', 'cc-exp-year', { maxLength: 4 })}
          {field('cvc', 'Security code (CVC)', 'cc-csc', { maxLength: 4 })}
        </div>
        <FormAlert message={server.form} />
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </fieldset>
    </form>
  );
}
