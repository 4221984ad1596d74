import { type Ref, useId } from 'react';
import '../ui/field.css';
import './quiz.css';

export type ChoiceOption = { value: string; label: string; group?: string };

/**
 * One quiz step: a question (the fieldset's legend, focusable so a step change can move
 * focus to it), its options as checkboxes or radios, and the step's error announced as an
 * alert. Controlled when `selected` and `onToggle` are given (the client-side quiz),
 * otherwise a plain form field with `defaultSelected` (the server-rendered quiz).
 */
export function ChoiceFieldset({
  name,
  type,
  question,
  hint,
  options,
  selected,
  onToggle,
  defaultSelected,
  error,
  questionRef,
  progress,
}: {
  name: string;
  type: 'checkbox' | 'radio';
  question: string;
  hint?: string;
  options: readonly ChoiceOption[];
  selected?: readonly string[];
  onToggle?: (value: string, checked: boolean) => void;
  defaultSelected?: readonly string[];
  error?: string | null;
  questionRef?: Ref<HTMLSpanElement>;
  progress: { step: number; steps: number };
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const groups = [...new Set(options.map((o) => o.group ?? ''))];
  const input = (option: ChoiceOption) => (
    <li key={option.value}>
      <label className="quiz-option">
        <input
          type={type}
          name={name}
          value={option.value}
          {...(selected && onToggle
            ? {
                checked: selected.includes(option.value),
                onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
                  onToggle(option.value, event.currentTarget.checked),
              }
            : { defaultChecked: defaultSelected?.includes(option.value) ?? false })}
        />
        <span>{option.label}</span>
      </label>
    </li>
  );
  return (
    <fieldset className="quiz-step" aria-describedby={describedBy || undefined}>
      <legend className="quiz-legend">
        <span className="quiz-progress">
          Step {progress.step} of {progress.steps}
        </span>
        <span className="quiz-question" ref={questionRef} tabIndex={-1}>
          {question}
        </span>
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="quiz-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error quiz-error" role="alert">
          {error}
        </p>
      ) : null}
      {groups.length > 1 ? (
        groups.map((group) => (
          <div key={group} className="quiz-group">
            <p className="quiz-group-name">{group}</p>
            <ul className="quiz-options">{options.filter((o) => (o.group ?? '') === group).map(input)}</ul>
          </div>
        ))
      ) : (
        <ul className="quiz-options">{options.map(input)}</ul>
      )}
    </fieldset>
  );
}
