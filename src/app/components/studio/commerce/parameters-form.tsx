import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import type { CommerceParameters } from '~/features/commerce/commerce.schema';
import { COMMERCE_PARAMETER_LIMITS, PAGE_TEXTS } from '~/shared/spec';
import { COMMERCE_TEXTS } from '~/shared/studio';
import { CatalogField } from '../catalog-field';
import { commerceApi } from './commerce-api';
import '../../ui/button.css';

type Field = keyof CommerceParameters;
const FIELDS: { name: Field; label: string; limits: { min: number; max: number } }[] = [
  {
    name: 'guest_pass_count',
    label: 'Guest passes a member may give a year',
    limits: COMMERCE_PARAMETER_LIMITS.guestPassCount,
  },
  {
    name: 'guest_pass_days',
    label: 'Days a guest pass lasts',
    limits: COMMERCE_PARAMETER_LIMITS.guestPassDays,
  },
  { name: 'trial_days', label: 'Days a free trial lasts', limits: COMMERCE_PARAMETER_LIMITS.trialDays },
];
const FIELD_MAP = Object.fromEntries(FIELDS.map((f) => [f.name, f.name])) as Record<string, Field>;

/** The commerce parameters the spec names (guest passes, trials): one form, saved together. */
export function ParametersForm({
  values: initial,
  canEdit,
}: {
  values: CommerceParameters;
  canEdit: boolean;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Record<Field, string>>({
    guest_pass_count: String(initial.guest_pass_count),
    guest_pass_days: String(initial.guest_pass_days),
    trial_days: String(initial.trial_days),
  });
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy || !canEdit) return;
        setBusy(true);
        setDone(null);
        setErrors(NO_ERRORS);
        try {
          await commerceApi.setParameters({
            guestPassCount: Number(values.guest_pass_count),
            guestPassDays: Number(values.guest_pass_days),
            trialDays: Number(values.trial_days),
          });
          setDone('Saved.');
          revalidator.revalidate();
        } catch (error) {
          const found = formErrorsFrom(error, FIELD_MAP, PAGE_TEXTS.tryAgain);
          setErrors(found);
          const first = FIELDS.find((f) => found.fields[f.name]);
          if (first) document.getElementById(`${id}-${first.name}`)?.focus();
        } finally {
          setBusy(false);
        }
      }}
    >
      <p className="catalog-wide commerce-note">{COMMERCE_TEXTS.parametersUnused}</p>
      {FIELDS.map((field) => (
        <CatalogField
          key={field.name}
          id={`${id}-${field.name}`}
          label={field.label}
          hint={`From ${field.limits.min} to ${field.limits.max}.`}
          error={errors.fields[field.name]}
        >
          {(described) => (
            <input
              id={`${id}-${field.name}`}
              className="studio-control"
              type="number"
              inputMode="numeric"
              min={field.limits.min}
              max={field.limits.max}
              readOnly={!canEdit}
              value={values[field.name]}
              onChange={(event) => setValues((old) => ({ ...old, [field.name]: event.target.value }))}
              {...described}
            />
          )}
        </CatalogField>
      ))}
      {canEdit ? (
        <div className="catalog-form-actions">
          <FormAlert message={errors.form} />
          <p role="status" className="field-ok">
            {done}
          </p>
          <SubmitButton busy={busy}>Save parameters</SubmitButton>
        </div>
      ) : null}
    </form>
  );
}
