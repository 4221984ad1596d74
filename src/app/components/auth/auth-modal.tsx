import { useId, useRef, useState } from 'react';
import { Dialog } from '~/app/components/dialog';
import type { AuthResult } from '~/app/lib/auth-api';
import type { AuthModalRequest, AuthView } from '~/app/lib/auth-links';
import { readLastLoginMethod } from '~/app/lib/client-state';
import { completeSignIn } from '~/app/lib/complete-sign-in';
import { isEmbeddedWebView } from '~/shared/embedded-browser';
import { useAuthEnvironment, type ViewSwitch } from './auth-environment';
import { ConfirmForm } from './confirm-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';
import '../ui/button.css';

export type AuthModalProps = AuthModalRequest & {
  nextPage: string;
  /** Runs after sign-in when redirectTo is this very page (instead of a reload). */
  onSuccess?: () => void;
  onClose: () => void;
};

/**
 * The auth modal (product.md 2.4, 4), loaded only when something opens it. Login links
 * to register and reset; register and reset link back to login.
 */
export default function AuthModal({
  view: initialView,
  gift,
  confirm,
  nextPage,
  onSuccess,
  onClose,
}: AuthModalProps) {
  const headingId = useId();
  const [view, setView] = useState<AuthView>(initialView);
  const switched = useRef(false);
  // The Dialog focuses the first view; after a switch the clicked control is gone, so the
  // new view (a new node: it is keyed) takes the focus as it mounts.
  const focusView = (node: HTMLDivElement | null) => {
    if (node && switched.current) node.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  };
  // Client only (the modal never renders on the server), so the browser can be asked directly.
  const [browser] = useState(() => ({
    embeddedWebView: isEmbeddedWebView(navigator.userAgent),
    lastLoginMethod: readLastLoginMethod(),
  }));
  const env = useAuthEnvironment({ nextPage, ...browser });
  const heading = { level: 2 as const, id: headingId };
  const [pending, setPending] = useState(confirm);
  const done = (result: Pick<AuthResult, 'redirectTo'> & Partial<AuthResult>) => {
    // A sign-in that found an existing account for the email asks for its password first (4).
    if (result.status === 'needs_confirm' && result.authHash && result.email) {
      setPending({ authHash: result.authHash, email: result.email });
      switched.current = true;
      setView('confirm');
      return;
    }
    completeSignIn(result.redirectTo, onSuccess);
  };
  const switchTo: ViewSwitch = (target, label) => (
    <button
      type="button"
      className="link-button"
      onClick={() => {
        switched.current = true;
        setView(target);
      }}
    >
      {label}
    </button>
  );

  return (
    <Dialog labelledBy={headingId} className="auth-dialog" onDismiss={onClose}>
      {/* A key per view: each form starts fresh and takes the initial focus. */}
      <div key={view} ref={focusView}>
        {view === 'login' ? (
          <LoginForm env={env} heading={heading} switchTo={switchTo} onSignedIn={done} />
        ) : null}
        {view === 'register' ? (
          <RegisterForm env={env} heading={heading} switchTo={switchTo} gift={gift} onRegistered={done} />
        ) : null}
        {view === 'reset' ? <ResetForm heading={heading} switchTo={switchTo} /> : null}
        {view === 'confirm' && pending ? (
          <ConfirmForm
            heading={heading}
            authHash={pending.authHash}
            email={pending.email}
            onSignedIn={done}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
