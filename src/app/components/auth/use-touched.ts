import { useState } from 'react';

/** Which fields a person has left (or tried to submit): their errors show from then on. */
export function useTouched<F extends string>() {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  return {
    isTouched: (field: F) => touched[field] === true,
    touch: (field: F) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })),
    touchAll: (fields: readonly F[]) =>
      setTouched(Object.fromEntries(fields.map((field) => [field, true])) as Record<F, boolean>),
  };
}

/**
 * Moves focus to the first field with an error, so a failed submit says where to look.
 * Takes `[id, error]` pairs in form order.
 */
export function focusFirstInvalid(fields: [id: string, error: string | null | undefined][]): void {
  const first = fields.find(([, error]) => Boolean(error));
  if (first) document.getElementById(first[0])?.focus();
}
