import { useId, useState } from 'react';
import { FormAlert, SubmitButton } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import { PAGE_TEXTS } from '~/shared/spec';
import './security-policy.css';
import '../ui/field.css';
import '../payments/card-form.css';

/** The owner's policy: two-factor authentication mandatory for all staff, or optional. */
export function SecurityPolicy({ required }: { required: boolean }) {
  const id = useId();
  const [checked, setChecked] = useState(required);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <form
      className="studio-policy"
      onSubmit={async (event) => {
        event.preventDefault();
        if (busy) return;
        setBusy(true);
        setFailure(null);
        setSaved(null);
        try {
          await studioApi.setTwoFactorRequired(checked);
          setSaved(
            checked ? 'Saved: two-factor is required for all staff.' : 'Saved: two-factor is optional.',
          );
        } catch (error) {
          setFailure(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
        } finally {
          setBusy(false);
        }
      }}
    >
      <div className="field field-checkbox">
        <input
          id={`${id}-required`}
          type="checkbox"
          checked={checked}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setChecked(event.target.checked)}
        />
        <label htmlFor={`${id}-required`}>Require two-factor authentication for all staff</label>
      </div>
      <p id={`${id}-hint`} className="studio-policy-hint">
        Staff without an authenticator are asked to set one up before anything else in the studio. Staff who
        have one always enter a code, whatever this says.
      </p>
      <FormAlert message={failure} />
      <p role="status" className="field-ok">
        {saved}
      </p>
      <div>
        <SubmitButton busy={busy}>Save policy</SubmitButton>
      </div>
    </form>
  );
}
