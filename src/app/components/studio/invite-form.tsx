import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { EmailField } from '~/app/components/auth/email-field';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import { emailError } from '~/shared/validation';
import { type InstructorOption, RoleChoice, type RoleOption } from './role-choice';
import './invite-form.css';
import '../ui/field.css';

type Field = 'email' | 'role';

/** Invites someone with a role: they get a one-time link by email (three days). */
export function InviteForm({
  roles,
  instructors,
}: {
  roles: readonly RoleOption[];
  instructors: readonly InstructorOption[];
}) {
  const id = useId();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState('');
  const [choice, setChoice] = useState<{ role: string; instructorId: number | null }>({
    role: '',
    instructorId: null,
  });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const emailProblem = emailError(email.trim()) ?? errors.fields.email;

  return (
    <form
      className="studio-invite"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setTouched(true);
        setSent(null);
        if (emailError(email.trim())) return document.getElementById(`${id}-email`)?.focus();
        if (!choice.role) {
          setErrors({ fields: { role: 'Choose a role.' }, form: null });
          return document.getElementById(`${id}-choice-role`)?.focus();
        }
        setBusy(true);
        setErrors(NO_ERRORS);
        try {
          await studioApi.invite({ email: email.trim(), ...choice });
          setSent(`Invitation sent to ${email.trim()}.`);
          setEmail('');
          setChoice({ role: '', instructorId: null });
          setTouched(false);
          revalidator.revalidate();
        } catch (error) {
          setErrors(
            formErrorsFrom(
              error,
              { email: 'email', role: 'role', instructor_id: 'role' },
              PAGE_TEXTS.tryAgain,
            ),
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <EmailField
        id={`${id}-email`}
        label="Their email"
        value={email}
        error={emailProblem}
        showMessages={touched || Boolean(errors.fields.email)}
        onChange={(value) => {
          setEmail(value);
          setErrors(NO_ERRORS);
        }}
        onBlur={() => setTouched(true)}
      />
      <RoleChoice
        id={`${id}-choice`}
        label="Role"
        placeholder="Choose a role"
        roles={roles}
        instructors={instructors}
        role={choice.role}
        instructorId={choice.instructorId}
        error={errors.fields.role}
        onChange={(next) => {
          setChoice(next);
          setErrors(NO_ERRORS);
        }}
      />
      <div className="studio-invite-submit">
        <FormAlert message={errors.form} />
        <p role="status" className="field-ok">
          {sent}
        </p>
        <SubmitButton busy={busy}>Send invitation</SubmitButton>
      </div>
    </form>
  );
}
