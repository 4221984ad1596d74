import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from './catalog-field';

export type RecordFieldSpec = {
  name: string;
  label: string;
  /** number: empty sends null; select: one of the options; checkboxes: several, in the options' order. */
  kind: 'text' | 'textarea' | 'hue' | 'number' | 'select' | 'checkboxes';
  hint?: string;
  options?: readonly { value: number; label: string }[];
  min?: number;
  max?: number;
};
export type RecordValues = Record<string, string | number | null | readonly number[]>;
type Values = RecordValues;

/** What a field sends: an emptied number field is null (the server keeps or picks the value). */
function sent(field: RecordFieldSpec, value: Values[string] | undefined) {
  if (field.kind === 'checkboxes') return value ?? [];
  if (field.kind === 'number') return value === '' || value === undefined ? null : value;
  return value ?? '';
}

/**
 * A form for an instructor or a category: adds one, or changes one (with the version it
 * read, so a stale save is refused with who changed it). The server's field errors show
 * under their fields; after a save the page's data reloads.
 */
export function CatalogRecordForm({
  fields,
  initial,
  submitLabel,
  doneText,
  onSubmit,
}: {
  fields: readonly RecordFieldSpec[];
  initial: Values;
  submitLabel: string;
  doneText: string;
  onSubmit: (values: Values) => Promise<unknown>;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<Values>(initial);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);
  const fieldMap = Object.fromEntries(fields.map((field) => [field.name, field.name]));

  return (
    <form
      className="catalog-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setDone(null);
        setErrors(NO_ERRORS);
        try {
          // Only the form's own fields: the record's id and version are not the form's to send.
          await onSubmit(
            Object.fromEntries(fields.map((field) => [field.name, sent(field, values[field.name])])),
          );
          setDone(doneText);
          setValues(initial);
          revalidator.revalidate();
        } catch (error) {
          const found = formErrorsFrom(error, fieldMap, PAGE_TEXTS.tryAgain);
          setErrors(found);
          const first = fields.find((field) => found.fields[field.name]);
          if (first) document.getElementById(`${id}-${first.name}`)?.focus();
        } finally {
          setBusy(false);
        }
      }}
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const set = (next: Values[string]) => setValues((old) => ({ ...old, [field.name]: next }));
        const error = errors.fields[field.name];
        if (field.kind === 'checkboxes')
          return (
            <div key={field.name} className="catalog-wide">
              <CheckboxGroup
                id={fieldId}
                field={field}
                chosen={(values[field.name] as readonly number[] | undefined) ?? []}
                error={error}
                onChange={set}
              />
            </div>
          );
        const value = (values[field.name] as string | number | null | undefined) ?? '';
        return (
          <div key={field.name} className={field.kind === 'textarea' ? 'catalog-wide' : undefined}>
            <CatalogField id={fieldId} label={field.label} hint={field.hint} error={error}>
              {(described) =>
                field.kind === 'textarea' ? (
                  <textarea
                    id={fieldId}
                    className="studio-control"
                    value={value}
                    onChange={(event) => set(event.target.value)}
                    {...described}
                  />
                ) : field.kind === 'select' ? (
                  <select
                    id={fieldId}
                    className="studio-control"
                    value={value}
                    onChange={(event) => set(Number(event.target.value))}
                    {...described}
                  >
                    <option value="" disabled>
                      Choose…
                    </option>
                    {field.options?.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    id={fieldId}
                    className="studio-control"
                    type={field.kind === 'text' ? 'text' : 'number'}
                    inputMode={field.kind === 'text' ? undefined : 'numeric'}
                    min={field.kind === 'hue' ? 0 : field.min}
                    max={field.kind === 'hue' ? 359 : field.max}
                    value={value}
                    onChange={(event) =>
                      set(
                        field.kind === 'text' || event.target.value === ''
                          ? event.target.value
                          : Number(event.target.value),
                      )
                    }
                    {...described}
                  />
                )
              }
            </CatalogField>
          </div>
        );
      })}
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {done}
        </p>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

/** Several choices (an outcome's classes) as labelled checkboxes in a fieldset. */
function CheckboxGroup({
  id,
  field,
  chosen,
  error,
  onChange,
}: {
  id: string;
  field: RecordFieldSpec;
  chosen: readonly number[];
  error: string | undefined;
  onChange: (next: readonly number[]) => void;
}) {
  const options = field.options ?? [];
  return (
    <fieldset
      className="catalog-choices"
      aria-describedby={
        [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
        undefined
      }
    >
      <legend>{field.label}</legend>
      {field.hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {field.hint}
        </p>
      ) : null}
      <ul className="catalog-choice-list">
        {options.map((option) => (
          <li key={option.value}>
            <label>
              <input
                type="checkbox"
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  onChange(
                    options
                      .map((o) => o.value)
                      .filter((v) => (v === option.value ? event.target.checked : chosen.includes(v))),
                  )
                }
              />{' '}
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
