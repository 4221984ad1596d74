import { EmailField } from './email-field';
import { PasswordField } from './password-field';

type Field = 'email' | 'password';

/**
 * The email and password pair of the login and register forms. Typing in a field clears
 * the server's error for that field (it was about the old value).
 */
export function CredentialFields({
  id,
  email,
  password,
  errors,
  shows,
  onChange,
  onBlur,
  passwordAutoComplete,
}: {
  id: string;
  email: string;
  password: string;
  errors: Partial<Record<Field, string | null | undefined>>;
  shows: (field: Field) => boolean;
  onChange: (field: Field, value: string) => void;
  onBlur: (field: Field) => void;
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  return (
    <>
      <EmailField
        id={`${id}-email`}
        value={email}
        error={errors.email ?? undefined}
        showMessages={shows('email')}
        autoFocusInDialog
        onChange={(value) => onChange('email', value)}
        onBlur={() => onBlur('email')}
      />
      <PasswordField
        id={`${id}-password`}
        value={password}
        error={errors.password ?? undefined}
        showMessages={shows('password')}
        autoComplete={passwordAutoComplete}
        onChange={(value) => onChange('password', value)}
        onBlur={() => onBlur('password')}
      />
    </>
  );
}
