import type { ReactNode } from 'react';
import './catalog-field.css';
import './studio-page.css';

/**
 * A labelled field of a catalog form: a text input, a text area or a select (the control is
 * passed in with its id), with the server's message under it and tied to it.
 */
export function CatalogField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
  children: (described: { 'aria-describedby'?: string; 'aria-invalid'?: true }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="catalog-field">
      <label htmlFor={id}>{label}</label>
      {children({
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(error ? { 'aria-invalid': true as const } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
