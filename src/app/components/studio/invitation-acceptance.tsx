import { useId, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { NewPasswordFields } from '~/app/components/auth/new-password-fields';
import { PasswordField } from '~/app/components/auth/password-field';
import { focusFirstInvalid, useTouched } from '~/app/components/auth/use-touched';
import { loginHref, resetHref } from '~/app/lib/auth-links';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { newPasswordErrors, passwordError } from '~/shared/validation';
import './invitation-acceptance.css';
import '../shell/page-shell.css';
import '../ui/field.css';
import '../auth/auth.css';
import '../payments/card-form.css';

type Field = 'name' | 'password' | 'confirmation';
const SERVER_FIELDS = { name: 'name', password: 'password', password_confirmation: 'confirmation' } as const;

export type InvitationProof = 'new_account' | 'password' | 'signed_in' | 'provider';

/**
 * Accepting a staff invitation, by what the address needs: a new account chooses its password,
 * an existing one enters its own (or is already signed in), one that signs in through a
 * provider signs in there first. Then the studio asks for an authenticator.
 */
export function InvitationAcceptance({
  token,
  email,
  proof,
  here,
}: {
  token: string;
  email: string;
  proof: InvitationProof;
  /** This page, for the sign-in links to come back to. */
  here: string;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { isTouched, touch, touchAll } = useTouched<Field>();
  const [busy, setBusy] = useState(false);
  const [server, setServer] = useState<FormErrors<Field>>(NO_ERRORS);

  if (proof === 'provider')
    return (
      <p className="studio-accept-note">
        The account of {email} signs in through another service.{' '}
        <a className="text-link" href={loginHref(here)}>
          Sign in
        </a>{' '}
        with it, and this page opens again to accept.
      </p>
    );

  const local =
    proof === 'new_account'
      ? newPasswordErrors(password, confirmation)
      : {
          password: proof === 'password' ? passwordError(password, { checkLength: false }) : null,
          confirmation: null,
        };
  const errors = {
    password: local.password ?? server.fields.password,
    confirmation: local.confirmation ?? server.fields.confirmation,
  };

  return (
    <form
      className="auth-form studio-accept"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        touchAll(['password', 'confirmation']);
        if (errors.password || errors.confirmation) {
          return focusFirstInvalid([
            [`${id}-password`, errors.password],
            [`${id}-confirmation`, errors.confirmation],
          ]);
        }
        setBusy(true);
        setServer(NO_ERRORS);
        try {
          const accepted = await studioApi.acceptInvitation(
            token,
            proof === 'new_account'
              ? { password, passwordConfirmation: confirmation, name: name.trim() || undefined }
              : proof === 'password'
                ? { password }
                : {},
          );
          // A full page load: the session changed (signed in as the invitee).
          window.location.assign(accepted.redirectTo);
        } catch (error) {
          setServer(formErrorsFrom(error, SERVER_FIELDS, PAGE_TEXTS.tryAgain));
          setBusy(false);
        }
      }}
    >
      {proof === 'new_account' ? (
        <>
          <div className="field">
            <label htmlFor={`${id}-name`}>
              Your name <span className="field-optional">(optional)</span>
            </label>
            <input
              id={`${id}-name`}
              type="text"
              name="name"
              autoComplete="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="auth-fields">
            <NewPasswordFields
              id={id}
              password={password}
              confirmation={confirmation}
              errors={errors}
              isTouched={isTouched}
              onChange={(field, value) => {
                (field === 'password' ? setPassword : setConfirmation)(value);
                setServer(NO_ERRORS);
              }}
              onBlur={touch}
            />
          </div>
        </>
      ) : null}
      {proof === 'password' ? (
        <>
          <p className="studio-accept-note">{email} has an account: enter its password to accept.</p>
          <PasswordField
            id={`${id}-password`}
            value={password}
            error={errors.password}
            showMessages={isTouched('password') || Boolean(server.fields.password)}
            autoComplete="current-password"
            onChange={(value) => {
              setPassword(value);
              setServer(NO_ERRORS);
            }}
            onBlur={() => touch('password')}
          />
          <p className="studio-accept-note">
            <a className="text-link" href={resetHref(here)}>
              Forgot your password?
            </a>
          </p>
        </>
      ) : null}
      {proof === 'signed_in' ? <p className="studio-accept-note">You are signed in as {email}.</p> : null}
      <FormAlert message={server.form} />
      <SubmitButton busy={busy}>
        {proof === 'new_account' ? 'Create my account and join' : 'Accept the invitation'}
      </SubmitButton>
    </form>
  );
}
