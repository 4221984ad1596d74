import { useEffect, useId, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { FieldCount } from '~/app/components/field-count';
import { ERRORS } from '~/shared/error-catalogue';
import { PROFILE_LIMITS } from '~/shared/spec';
import { avatarColour, ProfileAvatar } from './profile-avatar';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/field.css';
import './profiles.css';
import '../payments/card-form.css';

export type ProfileColour = { hue: number; name: string };
export type ProfileFormErrors = { name?: string; hue?: string; form?: string };
export type ProfileFormValues = { name: string; hue: number | null; isKids: boolean };

const NAME_ERROR = ERRORS.profile_name_invalid.message;

/**
 * The fields of a profile (name, colour, kids) for the create and edit pages. A plain
 * form post without JavaScript; with it, React Router submits it in place, the name is
 * checked as you type, and the first field the server refused takes focus.
 */
export function ProfileForm({
  csrfToken,
  colours,
  values,
  errors,
  submitLabel,
  pendingLabel,
  intent,
}: {
  csrfToken: string;
  colours: readonly ProfileColour[];
  values: ProfileFormValues;
  errors: ProfileFormErrors | undefined;
  submitLabel: string;
  pendingLabel: string;
  intent?: string;
}) {
  const id = useId();
  const navigation = useNavigation();
  const [name, setName] = useState(values.name);
  const [hue, setHue] = useState(values.hue);
  const [touched, setTouched] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const formErrorRef = useRef<HTMLParagraphElement>(null);
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === (intent ?? null);

  // product.md 5: a length indicator that turns to error style when exceeded; the first
  // error shows only once the field was touched (typing past the limit counts as touching).
  const length = [...name.trim()].length;
  const tooLong = length > PROFILE_LIMITS.nameLength;
  const localNameError = (touched && length < 1) || tooLong ? NAME_ERROR : null;
  const nameError = localNameError ?? errors?.name ?? null;

  useEffect(() => {
    if (errors?.name) nameRef.current?.focus();
    else if (errors?.form || errors?.hue) formErrorRef.current?.focus();
  }, [errors]);

  return (
    <Form method="post" className="profile-form" aria-describedby={`${id}-form-error`}>
      <input type="hidden" name="csrf_token" value={csrfToken} />
      {intent ? <input type="hidden" name="intent" value={intent} /> : null}
      <p id={`${id}-form-error`} className="field-error" role="alert" tabIndex={-1} ref={formErrorRef}>
        {errors?.form ?? errors?.hue ?? null}
      </p>

      <div className="profile-form-preview">
        <ProfileAvatar name={name || '?'} hue={hue ?? colours[0]?.hue ?? 0} />
      </div>

      <div className="field">
        <label htmlFor={`${id}-name`}>
          Name <span aria-hidden="true">*</span>
        </label>
        {/* No maxLength: it counts UTF-16 units, not characters; the counter and the server judge. */}
        <input
          ref={nameRef}
          id={`${id}-name`}
          type="text"
          name="name"
          required
          autoComplete="off"
          value={name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={`${id}-name-error ${id}-name-count`}
          onChange={(event) => setName(event.target.value)}
          onBlur={() => setTouched(true)}
        />
        <FieldCount id={`${id}-name-count`} length={length} max={PROFILE_LIMITS.nameLength} />
        <p id={`${id}-name-error`} className="field-error">
          {nameError}
        </p>
      </div>

      <fieldset className="field profile-colours">
        <legend>Colour</legend>
        <div className="swatches">
          {colours.map((colour) => (
            <label key={colour.hue} className="swatch">
              <input
                type="radio"
                name="hue"
                value={colour.hue}
                className="swatch-input"
                checked={hue === colour.hue}
                onChange={() => setHue(colour.hue)}
              />
              <span className="swatch-colour" style={{ backgroundColor: avatarColour(colour.hue) }} />
              <span className="visually-hidden">{colour.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="field field-checkbox">
        <input
          id={`${id}-kids`}
          type="checkbox"
          name="is_kids"
          defaultChecked={values.isKids}
          aria-describedby={`${id}-kids-hint`}
        />
        <label htmlFor={`${id}-kids`}>Kids profile</label>
        <p id={`${id}-kids-hint`} className="field-hint">
          For a child who learns with this account.
        </p>
      </div>

      <button type="submit" className="button button-primary" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </Form>
  );
}
