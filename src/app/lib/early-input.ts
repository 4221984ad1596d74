/**
 * What was typed, chosen or filled in (by a person, a password manager or the browser's own
 * form restore) before React hydrated the page, handed to React (decision 0043, "Scripts after
 * the first paint": the page's scripts wait for its first paint, so a quick visitor can type
 * into a field React does not run yet).
 *
 * React 19 hydrates a field without touching its value, but its state still holds what the
 * server rendered: the next render of the field puts that back, and a submit handler that reads
 * the state sends it. So once, right after hydration, every field whose value differs from the
 * one it was rendered with is given to React as a change: React's value tracker is set to the
 * rendered value through the field's own setter, the typed value put back through the
 * prototype's setter (which the tracker does not see), and the event React listens to for
 * that field dispatched (`input`; `click` for a checkbox or radio; `change` for a list).
 * React's change handling then sees a real change and calls the field's onChange, exactly as
 * if it had been typed after hydration. A field without onChange (uncontrolled) keeps its
 * value either way.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Input types that hold no typed value worth keeping (or cannot be set: file). */
const SKIPPED_TYPES = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/** Gives React every field of `root` changed before hydration. */
export function adoptEarlyInput(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) adoptChoice(field);
    else adoptTyped(field);
  }
}

function adoptTyped(field: HTMLInputElement | HTMLTextAreaElement): boolean {
  if (field instanceof HTMLInputElement && SKIPPED_TYPES.has(field.type)) return false;
  if (field.disabled || field.readOnly) return false;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    // A radio is adopted where it was chosen: the one it replaced was unchecked by the browser.
    if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) return false;
    const chosen = field.checked;
    field.checked = field.defaultChecked;
    nativeSetter(field, 'checked')?.call(field, chosen);
    // React hears a checkbox's change as a click; a plain Event('click') does not toggle it.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return true;
  }
  if (field.value === field.defaultValue) return false;
  const typed = field.value;
  field.value = field.defaultValue;
  nativeSetter(field, 'value')?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return true;
}

/** A list has no value tracker: React takes its every `change` event as one. */
function adoptChoice(field: HTMLSelectElement): boolean {
  if (field.disabled) return false;
  if ([...field.options].every((option) => option.selected === option.defaultSelected)) return false;
  field.dispatchEvent(new Event('change', { bubbles: true }));
  return true;
}

/** The value (or checked) setter of the field's prototype, which React's tracker does not wrap. */
function nativeSetter(field: HTMLInputElement | HTMLTextAreaElement, property: 'value' | 'checked') {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set;
}
