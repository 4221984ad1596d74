import type { InputHTMLAttributes } from 'react';
import { CatalogField } from './catalog-field';

/** What every field of a studio editor takes: its id, label, hint and the server's message. */
type Labelled = { id: string; label: string; hint?: string; error?: string | undefined };
type Option = { id: number; name: string };

type TextProps = Labelled & { value: string | number; onChange: (value: string) => void };

/** A one-line field: text, a number, a date or a time (the value as typed). */
export function EditorInput({
  type = 'text',
  min,
  max,
  inputMode,
  ...field
}: TextProps & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'inputMode'>) {
  return <TextField {...field} input={{ type, min, max, inputMode }} />;
}

/** A text of several lines. */
export function EditorTextArea({ className, ...field }: TextProps & { className?: string }) {
  return <TextField {...field} area={className ?? ''} />;
}

/** The field of both: a text area when `area` is given (its own class names), else an input. */
function TextField({
  value,
  onChange,
  input,
  area,
  ...field
}: TextProps & { input?: InputHTMLAttributes<HTMLInputElement>; area?: string }) {
  return (
    <CatalogField {...field}>
      {(described) => {
        const control = {
          id: field.id,
          value,
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
          ...described,
        };
        return area === undefined ? (
          <input {...control} className="studio-control" {...input} />
        ) : (
          <textarea {...control} className={area ? `studio-control ${area}` : 'studio-control'} />
        );
      }}
    </CatalogField>
  );
}

/** The artwork's hue, 0-359: the generated artwork of the record is drawn in it. */
export function HueInput({
  value,
  onChange,
  label = 'Artwork colour (hue, 0-359)',
  ...field
}: Omit<Labelled, 'label'> & { label?: string; value: number; onChange: (hue: number) => void }) {
  return (
    <EditorInput
      {...field}
      label={label}
      type="number"
      min={0}
      max={359}
      value={value}
      onChange={(hue) => onChange(Number(hue))}
    />
  );
}

/** One record of a list (an instructor, a category); none chosen yet shows "Choose". */
export function EditorSelect({
  value,
  options,
  onChange,
  ...field
}: Labelled & { value: number | null; options: Option[]; onChange: (id: number) => void }) {
  const choices = options.map((option) => [String(option.id), option.name] as const);
  return (
    <EditorChoice
      {...field}
      value={value === null ? '' : String(value)}
      choices={value === null ? [['', 'Choose'] as const, ...choices] : choices}
      onChange={(id) => onChange(Number(id))}
    />
  );
}

/** A choice among fixed values (a kind, a level, a cadence). */
export function EditorChoice<V extends string>({
  value,
  choices,
  onChange,
  ...field
}: Labelled & { value: V; choices: readonly (readonly [V, string])[]; onChange: (value: V) => void }) {
  return (
    <CatalogField {...field}>
      {(described) => (
        <select
          id={field.id}
          className="studio-control"
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
          {...described}
        >
          {choices.map(([choice, label]) => (
            <option key={choice} value={choice}>
              {label}
            </option>
          ))}
        </select>
      )}
    </CatalogField>
  );
}
