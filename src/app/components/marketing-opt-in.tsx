import { useState } from 'react';
import { marketingOptIn } from '~/shared/marketing-consent';
import { AUTH_TEXTS } from '~/shared/spec';
import './ui/field.css';
import './payments/card-form.css';

export type MarketingOptInState = {
  visible: boolean;
  checked: boolean;
  setChecked: (checked: boolean) => void;
};

/**
 * The marketing opt-in of a form in the visitor's country (shared/marketing-consent.ts):
 * shown unchecked in the consent-first countries, hidden and checked in the US, shown checked
 * elsewhere. `answered` is what a form posted without JavaScript sent back.
 */
export function useMarketingOptIn(country: string, answered?: boolean): MarketingOptInState {
  const rule = marketingOptIn(country);
  const [checked, setChecked] = useState(answered ?? rule.defaultChecked);
  return { visible: rule.visible, checked: rule.visible ? checked : rule.defaultChecked, setChecked };
}

/**
 * The checkbox of every form with a marketing opt-in: sign-up (page and modal), checkout's
 * account step, the hero's email capture. Where the rule hides it, a form that posts without
 * JavaScript (`name`) still sends the hidden box's value.
 */
export function MarketingOptInField({
  id,
  optIn,
  name,
  label = AUTH_TEXTS.marketingOptIn,
  error,
  onToggle,
}: {
  id: string;
  optIn: MarketingOptInState;
  name?: string;
  label?: string;
  /** The field's error, shown under it; undefined for a box that cannot be wrong. */
  error?: string | null;
  onToggle?: () => void;
}) {
  if (!optIn.visible) return name ? <input type="hidden" name={name} value={String(optIn.checked)} /> : null;
  const errorId = `${id}-error`;
  return (
    <div className="field field-checkbox">
      <input
        id={id}
        type="checkbox"
        name={name}
        value="true"
        checked={optIn.checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error === undefined ? undefined : errorId}
        onChange={(event) => {
          optIn.setChecked(event.target.checked);
          onToggle?.();
        }}
      />
      <label htmlFor={id}>{label}</label>
      {error === undefined ? null : (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
