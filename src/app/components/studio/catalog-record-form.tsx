import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from './catalog-field';

export type RecordFieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'hue';
  hint?: string;
};
type Values = Record<string, string | number>;

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
          await onSubmit(Object.fromEntries(fields.map((field) => [field.name, values[field.name] ?? ''])));
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
        const value = values[field.name] ?? '';
        const set = (next: string | number) => setValues((old) => ({ ...old, [field.name]: next }));
        return (
          <div key={field.name} className={field.kind === 'textarea' ? 'catalog-wide' : undefined}>
            <CatalogField
              id={fieldId}
              label={field.label}
              hint={field.hint}
              error={errors.fields[field.name]}
            >
              {(described) =>
                field.kind === 'textarea' ? (
                  <textarea
                    id={fieldId}
                    className="studio-control"
                    value={value}
                    onChange={(event) => set(event.target.value)}
                    {...described}
                  />
                ) : (
                  <input
                    id={fieldId}
                    className="studio-control"
                    type={field.kind === 'hue' ? 'number' : 'text'}
                    min={field.kind === 'hue' ? 0 : undefined}
                    max={field.kind === 'hue' ? 359 : undefined}
                    value={value}
                    onChange={(event) =>
                      set(field.kind === 'hue' ? Number(event.target.value) : event.target.value)
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
