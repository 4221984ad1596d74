import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { studioApi } from '~/app/lib/studio-api';
import type { QrDrawing } from '~/features/staff/qr';
import { CodeForm } from './code-form';
import { QrCode } from './qr-code';
import { RecoveryCodes } from './recovery-codes';
import './enrolment.css';
import '../ui/button.css';

/** The key in groups of four, as people type it into an app. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator: scan the QR code (or type the key), enter a code from the
 * app to prove it works, then save the recovery codes, shown this once.
 */
export function Enrolment({
  secret,
  qr,
  productName,
  next,
}: {
  secret: string;
  qr: QrDrawing;
  productName: string;
  next: string;
}) {
  const revalidator = useRevalidator();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [copied, setCopied] = useState(false);
  if (codes)
    return (
      <div className="studio-enrol">
        <h2>Save your recovery codes</h2>
        <p>
          Two-factor authentication is on. If your phone is lost, a recovery code opens the studio instead.
        </p>
        <RecoveryCodes codes={codes} productName={productName} />
        <p>
          <a className="button button-primary" href={next}>
            I have saved them: continue
          </a>
        </p>
      </div>
    );
  return (
    <ol className="studio-enrol studio-enrol-steps">
      <li>
        <h2>Scan this code with your authenticator app</h2>
        <p>
          Any app that makes six-digit codes works: 1Password, Bitwarden, Google Authenticator, Microsoft
          Authenticator, Aegis…
        </p>
        <div className="studio-enrol-key">
          <QrCode drawing={qr} label="QR code of your authenticator key" />
          <div className="studio-enrol-manual">
            <p>Cannot scan it? Type this key into the app:</p>
            <p>
              <code className="studio-enrol-secret">{grouped(secret)}</code>
            </p>
            <p className="studio-enrol-key-actions">
              <button
                type="button"
                className="link-button"
                onClick={async () => {
                  await navigator.clipboard.writeText(secret);
                  setCopied(true);
                }}
              >
                {copied ? 'Key copied' : 'Copy the key'}
              </button>
              <button
                type="button"
                className="link-button"
                onClick={async () => {
                  await studioApi.restartEnrolment();
                  setCopied(false);
                  revalidator.revalidate();
                }}
              >
                Start over with a new key
              </button>
            </p>
          </div>
        </div>
      </li>
      <li>
        <h2>Enter the code the app shows</h2>
        <CodeForm
          accepts="totp"
          button="Turn on two-factor"
          submit={async (code) => setCodes(await studioApi.confirmEnrolment(code))}
        />
      </li>
    </ol>
  );
}
