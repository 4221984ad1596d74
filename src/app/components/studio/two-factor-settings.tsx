import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { FormAlert } from '~/app/components/auth/form-parts';
import { formErrorsFrom } from '~/app/lib/form-errors';
import { studioApi } from '~/app/lib/studio-api';
import type { TwoFactorStatus } from '~/features/staff/two-factor.service';
import { PAGE_TEXTS } from '~/shared/spec';
import { STUDIO_PATHS } from '~/shared/studio';
import { CodeForm } from './code-form';
import { Time } from './format';
import { RecoveryCodes } from './recovery-codes';
import { StudioBadge } from './studio-page';
import './two-factor-settings.css';
import '../ui/button.css';

/**
 * My security, two-factor: whether it is on, new recovery codes (shown once), and turning
 * it off with a code; or, when it is off, the way to set it up.
 */
export function TwoFactorSettings({
  status,
  required,
  productName,
}: {
  status: TwoFactorStatus;
  required: boolean;
  productName: string;
}) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!status.enrolled)
    return (
      <div className="studio-two-factor">
        <p>
          <StudioBadge tone="warning">Off</StudioBadge>
        </p>
        <p>
          {required
            ? 'The owner requires two-factor authentication for all staff.'
            : 'Add an authenticator app: a stolen password alone will not open the studio.'}
        </p>
        <p>
          <a
            className="button button-primary"
            href={`${STUDIO_PATHS.enrol}?next_page=${encodeURIComponent(STUDIO_PATHS.security)}`}
          >
            Set up two-factor authentication
          </a>
        </p>
      </div>
    );
  return (
    <div className="studio-two-factor">
      <p className="studio-two-factor-status">
        <StudioBadge tone="ok">On</StudioBadge>
        {status.enrolledAt ? (
          <span>
            since <Time value={status.enrolledAt} day />
          </span>
        ) : null}
        <span>{status.recoveryCodesLeft} of 10 recovery codes left</span>
      </p>
      {codes ? (
        <RecoveryCodes codes={codes} productName={productName} />
      ) : (
        <div className="studio-two-factor-block">
          <h3>Recovery codes</h3>
          <p>Make a new set when yours are used up or lost: the old ones stop working.</p>
          <FormAlert message={failure} />
          <p>
            <button
              type="button"
              className="button button-ghost"
              aria-disabled={busy || undefined}
              onClick={async () => {
                if (busy) return;
                setBusy(true);
                setFailure(null);
                try {
                  setCodes(await studioApi.regenerateRecoveryCodes());
                } catch (error) {
                  setFailure(formErrorsFrom(error, {}, PAGE_TEXTS.tryAgain).form);
                } finally {
                  setBusy(false);
                }
              }}
            >
              Make new recovery codes
            </button>
          </p>
        </div>
      )}
      <TurnOff required={required} />
    </div>
  );
}

/** Turning two-factor off, proven by a code (from the app, or a recovery code). */
function TurnOff({ required }: { required: boolean }) {
  const id = useId();
  const revalidator = useRevalidator();
  return (
    <section className="studio-two-factor-block" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Turn off</h3>
      <p>
        {required
          ? 'Two-factor is required: once it is off, the studio asks you to set up an authenticator again (a new phone, say).'
          : 'Your password alone will then open the studio.'}
      </p>
      <CodeForm
        accepts="either"
        button="Turn off two-factor"
        step={false}
        submit={async (code) => {
          await studioApi.disableTwoFactor(code);
          revalidator.revalidate();
        }}
      />
    </section>
  );
}
