import { PasswordField } from './password-field';

type Field = 'password' | 'confirmation';

/** A new password and its confirmation (reset finish, change password, first password). */
export function NewPasswordFields({
  id,
  password,
  confirmation,
  errors,
  isTouched,
  onChange,
  onBlur,
}: {
  id: string;
  password: string;
  confirmation: string;
  errors: Partial<Record<Field, string | null | undefined>>;
  isTouched: (field: Field) => boolean;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
}) {
  return (
    <>
      <PasswordField
        id={`${id}-password`}
        label="New password"
        value={password}
        error={errors.password}
        showMessages={isTouched('password')}
        autoComplete="new-password"
        onChange={(value) => onChange('password', value)}
        onBlur={() => onBlur('password')}
      />
      <PasswordField
        id={`${id}-confirmation`}
        label="Confirm new password"
        name="password_confirmation"
        value={confirmation}
        error={errors.confirmation}
        showMessages={isTouched('confirmation')}
        autoComplete="new-password"
        onChange={(value) => onChange('confirmation', value)}
        onBlur={() => onBlur('confirmation')}
      />
    </>
  );
}
