import { useState } from 'react';
import { type FormErrors, NO_ERRORS } from '~/app/lib/form-errors';
import { emailError, passwordError } from '~/shared/validation';
import { focusFirstInvalid, useTouched } from './use-touched';

type Field = 'email' | 'password';
const FIELDS = ['email', 'password'] as const;

/**
 * The email-and-password state of the login and register forms: the shared field rules,
 * errors shown once touched (or after a no-JS post), the server's errors cleared as the
 * field changes, and one submission at a time. `send` does the call; `failed` turns its
 * error into form errors, or null when it has navigated away.
 */
export function useCredentialsForm(options: {
  id: string;
  posted:
    | { values: { email?: string }; fieldErrors: FormErrors<Field>['fields']; formError: string | null }
    | undefined;
  initialError?: string | null;
  checkLength: boolean;
  send: (credentials: { email: string; password: string }) => Promise<void>;
  failed: (error: unknown, email: string) => FormErrors<Field> | null;
}) {
  const { id, posted } = options;
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [password, setPassword] = useState('');
  const { isTouched, touch, touchAll } = useTouched<Field>();
  const [sending, setSending] = useState(false);
  const [server, setServer] = useState<FormErrors<Field>>(
    posted
      ? { fields: posted.fieldErrors, form: posted.formError }
      : options.initialError
        ? { fields: {}, form: options.initialError }
        : NO_ERRORS,
  );
  const errors = {
    email: emailError(email) ?? server.fields.email,
    password: passwordError(password, { checkLength: options.checkLength }) ?? server.fields.password,
  };

  function onChange(field: Field, value: string) {
    (field === 'email' ? setEmail : setPassword)(value);
    setServer((s) => ({ ...s, fields: { ...s.fields, [field]: undefined } }));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (sending) return;
    touchAll(FIELDS);
    if (errors.email || errors.password) {
      focusFirstInvalid([
        [`${id}-email`, errors.email],
        [`${id}-password`, errors.password],
      ]);
      return;
    }
    setSending(true);
    setServer(NO_ERRORS);
    try {
      await options.send({ email, password });
    } catch (error) {
      const found = options.failed(error, email);
      if (!found) return;
      setServer(found);
      setSending(false);
    }
  }

  return {
    email,
    password,
    errors,
    server,
    sending,
    touch,
    shows: (field: Field) => isTouched(field) || Boolean(posted),
    onChange,
    onSubmit,
  };
}
