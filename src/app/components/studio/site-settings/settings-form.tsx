import { createContext, type ReactNode, useContext, useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { PAGE_TEXTS } from '~/shared/spec';
import { CatalogField } from '../catalog-field';
import '../../ui/button.css';
import '../catalog-field.css';
import './site-settings.css';

/**
 * What the last save or reset of each section said. Held by the page: a form starts afresh from
 * the new data after a save (its key changes), and the message must outlive it.
 */
export const SettingsNotices = createContext<{
  notices: Readonly<Record<string, string>>;
  say: (section: string, text: string | null) => void;
}>({ notices: {}, say: () => {} });

/** The page's holder of SettingsNotices. */
export function SettingsNoticesProvider({ children }: { children: ReactNode }) {
  const [notices, setNotices] = useState<Record<string, string>>({});
  const say = (section: string, text: string | null) =>
    setNotices(({ [section]: _, ...rest }) => (text ? { ...rest, [section]: text } : rest));
  return <SettingsNotices value={{ notices, say }}>{children}</SettingsNotices>;
}

/**
 * A form of one section of the site's settings: Save sends it, and (when the section is set)
 * Back to default removes it. The server's field errors show under their fields (the first
 * gets the focus); after either, the page's data reloads and the forms start from it.
 */
export function SettingsForm({
  section,
  fields,
  saveLabel,
  savedText,
  isSet,
  onSave,
  onReset,
  children,
}: {
  section: string;
  /** The server's field names, each to the id suffix of its control. */
  fields: readonly string[];
  saveLabel: string;
  savedText: string;
  /** The section is set: a reset is offered. */
  isSet: boolean;
  onSave: () => Promise<unknown>;
  onReset: () => Promise<unknown>;
  children: (form: { id: string; errors: FormErrors<string> }) => ReactNode;
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { notices, say } = useContext(SettingsNotices);
  const [errors, setErrors] = useState<FormErrors<string>>(NO_ERRORS);

  const run = async (action: () => Promise<unknown>, doneText: string) => {
    if (busy) return;
    setBusy(true);
    say(section, null);
    setErrors(NO_ERRORS);
    try {
      await action();
      say(section, doneText);
      revalidator.revalidate();
    } catch (error) {
      const found = formErrorsFrom(error, Object.fromEntries(fields.map((f) => [f, f])), PAGE_TEXTS.tryAgain);
      setErrors(found);
      const first = fields.find((field) => found.fields[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="catalog-form site-settings-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void run(onSave, savedText);
      }}
    >
      {children({ id, errors })}
      <div className="catalog-form-actions">
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {notices[section]}
        </p>
        <SubmitButton busy={busy}>{saveLabel}</SubmitButton>
        {isSet ? (
          <button
            type="button"
            className="button button-ghost"
            aria-disabled={busy || undefined}
            onClick={() => void run(onReset, 'Back to the default.')}
          >
            Back to default
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A one-line text field of a settings form, its server error under it. */
export function TextSetting({
  form,
  name,
  label,
  hint,
  value,
  onChange,
  type = 'text',
  wide = false,
}: {
  form: { id: string; errors: FormErrors<string> };
  name: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'tel' | 'email';
  wide?: boolean;
}) {
  const fieldId = `${form.id}-${name}`;
  return (
    <div className={wide ? 'catalog-wide' : undefined}>
      <CatalogField id={fieldId} label={label} hint={hint} error={form.errors.fields[name]}>
        {(described) => (
          <input
            id={fieldId}
            className="studio-control"
            type={type}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          />
        )}
      </CatalogField>
    </div>
  );
}
