import { useState } from 'react';
import { STUDIO_TEXTS } from '~/shared/studio';
import './recovery-codes.css';
import '../ui/button.css';

/**
 * Recovery codes, shown once: to copy or download now. Each opens the studio once when the
 * authenticator is not at hand.
 */
export function RecoveryCodes({ codes, productName }: { codes: readonly string[]; productName: string }) {
  const [copied, setCopied] = useState(false);
  const text = `${productName} studio recovery codes\n\n${codes.join('\n')}\n`;
  return (
    <div className="studio-recovery">
      <p className="studio-recovery-warning" role="status">
        {STUDIO_TEXTS.recoveryCodesOnce}
      </p>
      <ul className="studio-recovery-codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="studio-recovery-actions">
        <button
          type="button"
          className="button button-ghost"
          onClick={async () => {
            await navigator.clipboard.writeText(text);
            setCopied(true);
          }}
        >
          {copied ? 'Copied' : 'Copy codes'}
        </button>
        <a
          className="button button-ghost"
          download="recovery-codes.txt"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
        >
          Download
        </a>
      </div>
    </div>
  );
}
