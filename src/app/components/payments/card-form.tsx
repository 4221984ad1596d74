import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { focusFirstInvalid, useTouched } from '~/app/components/auth/use-touched';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { membershipApi, type SavedCard } from '~/app/lib/membership-api';
import { ApiError } from '~/shared/api-client';
import { MEMBERSHIP_TEXTS, PAGE_TEXTS, VALIDATION_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../shell/site-header.css';
import '../ui/field.css';
import './card-form.css';

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
 * A new card being typed: its fields, the save call, and the bank's extra check (3-D Secure)
 * when the bank asks for one. `save()` is what a form's submit calls: the settings' "Save
 * card", or checkout's Pay, which then pays with the card `onSaved` receives. Nothing else
 * saves a card, so every place a card is typed behaves the same.
 */
export function useCardEntry(onSaved: (card: SavedCard) => void) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const { isTouched, touch, touchAll } = useTouched<Field>();
  const [server, setServer] = useState<FormErrors<Field>>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const local = localErrors(values);
  const errors = Object.fromEntries(FIELDS.map((f) => [f, local[f] ?? server.fields[f]])) as Record<
    Field,
    string | undefined
  >;

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

  /** Checks the fields, then saves the card (or opens the bank's confirm step). */
  async function save(): Promise<void> {
    if (busy) return;
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

  return {
    id,
    values,
    setValue: (field: Field | 'name', value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServer(NO_ERRORS);
    },
    shownError: (field: Field) => (isTouched(field) ? errors[field] : undefined),
    touch,
    server,
    busy,
    step,
    /** Nothing typed yet (checkout may then pay without a card when nothing is due). */
    isEmpty: Object.values(values).every((v) => v.trim() === ''),
    save,
    confirm,
    backToForm: () => setStep({ kind: 'form' }),
  };
}

export type CardEntry = ReturnType<typeof useCardEntry>;

/** The bank's extra check of a new card: confirm it, or type another. */
export function CardConfirm({ entry, purpose }: { entry: CardEntry; purpose: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { step } = entry;
  useEffect(() => {
    if (step.kind === 'confirm') heading.current?.focus();
  }, [step.kind]);
  if (step.kind !== 'confirm') return null;
  return (
    <section className="card-confirm" aria-labelledby={`${entry.id}-confirm`}>
      <h3 id={`${entry.id}-confirm`} ref={heading} tabIndex={-1}>
        {MEMBERSHIP_TEXTS.confirmCard}
      </h3>
      <p>
        {cardName(step.card)}, expires {cardExpiry(step.card)}. Confirm it with your bank {purpose}.
      </p>
      <FormAlert message={entry.server.form} />
      <div className="button-row">
        <button
          type="button"
          className="button button-primary"
          aria-disabled={entry.busy || undefined}
          onClick={() => entry.confirm(step.setupIntentId)}
        >
          Confirm
        </button>
        <button type="button" className="button button-ghost" onClick={entry.backToForm}>
          Use another card
        </button>
      </div>
    </section>
  );
}

/**
 * The card's inputs (no form of their own: the caller's form submits them). The inputs have
 * no name on purpose: without JavaScript nothing is sent, so card details never travel in a
 * plain form post or a URL.
 */
export function CardFields({ entry, disabled = false }: { entry: CardEntry; disabled?: boolean }) {
  const { id } = entry;
  const field = (name: Field, label: string, autoComplete: string, maxLength: number) => {
    const shown = entry.shownError(name);
    return (
      <div className={`field card-field-${name}`}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          type="text"
          inputMode="numeric"
          autoComplete={autoComplete}
          spellCheck={false}
          maxLength={maxLength}
          value={entry.values[name]}
          aria-invalid={shown ? true : undefined}
          aria-describedby={`${id}-${name}-message`}
          onChange={(event) => entry.setValue(name, event.target.value)}
          onBlur={() => entry.touch(name)}
        />
        <div id={`${id}-${name}-message`} className="field-message">
          {shown ? <p className="field-error">{shown}</p> : null}
        </div>
      </div>
    );
  };
  return (
    // A disabled fieldset turns off every input at once (checkout, while paying).
    <fieldset className="card-form-fields" disabled={disabled}>
      <legend className="visually-hidden">Card details</legend>
      <div className="field">
        <label htmlFor={`${id}-name`}>
          Name on card <span className="field-optional">{VALIDATION_TEXTS.optional}</span>
        </label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="cc-name"
          maxLength={200}
          value={entry.values.name}
          onChange={(event) => entry.setValue('name', event.target.value)}
        />
      </div>
      {field('number', 'Card number', 'cc-number', 23)}
      <div className="card-form-row">
        {field('expMonth', 'Expiry month (MM)', 'cc-exp-month', 2)}
        {field('expYear', 'Expiry year (YYYY)', 'cc-exp-year', 4)}
        {field('cvc', 'Security code (CVC)', 'cc-csc', 4)}
      </div>
      <FormAlert message={entry.server.form} />
    </fieldset>
  );
}

/** A card form of its own (settings): the fields and a button that saves the card. */
export function CardForm({
  onSaved,
  submitLabel,
}: {
  onSaved: (card: SavedCard) => void;
  submitLabel: string;
}) {
  const entry = useCardEntry(onSaved);
  if (entry.step.kind === 'confirm') return <CardConfirm entry={entry} purpose="to save it" />;
  return (
    <form
      method="post"
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void entry.save();
      }}
      className="card-form"
      aria-label="Card details"
    >
      <CardFields entry={entry} />
      <SubmitButton busy={entry.busy}>{submitLabel}</SubmitButton>
    </form>
  );
}
