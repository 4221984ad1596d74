import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { Dialog, type DismissReason } from '~/app/components/dialog';
import { track } from '~/app/lib/analytics';
import { loginHref, registerHref } from '~/app/lib/auth-links';
import { useRootData } from '~/app/lib/root-data';
import { isEmbeddedWebView } from '~/shared/embedded-browser';
import { SIGN_UP_POPUP } from '~/shared/spec';
import { SocialButtons } from './social-buttons';
import '../ui/button.css';
import './auth.css';
import '../ui/dialog.css';

const EVENTS = SIGN_UP_POPUP.events;
const SOURCE = { source: 'sign_up_popup' } as const;
const SOCIAL = [
  { vendor: 'google', label: SIGN_UP_POPUP.google },
  { vendor: 'facebook', label: SIGN_UP_POPUP.facebook },
] as const;

/**
 * The social sign-up pop-up (product.md 2.5; events of calls-and-errors.md 7.11). The
 * host decides when it shows.
 */
export default function SignUpPopup({
  nextPage,
  onDone,
  onLeave,
}: {
  nextPage: string;
  /** Closes it for good (this browser session). */
  onDone: () => void;
  /** The page is about to go to a provider: remember it was seen, keep showing the loading button. */
  onLeave: () => void;
}) {
  const titleId = useId();
  const providers = useRootData()?.site.providers ?? { google: false, facebook: false, apple: false };

  useEffect(() => {
    track(EVENTS.viewed, SOURCE);
  }, []);

  function dismiss(reason: DismissReason) {
    track(reason === 'outside' ? EVENTS.tapOutside : EVENTS.dismiss, { ...SOURCE, method: reason });
    onDone();
  }

  return (
    <Dialog labelledBy={titleId} className="sign-up-popup" onDismiss={dismiss}>
      <h2 id={titleId} className="auth-title">
        {SIGN_UP_POPUP.title}
      </h2>
      <ul className="social-buttons">
        <li>
          <Link
            to={registerHref(nextPage)}
            className="button button-primary button-block"
            data-autofocus=""
            onClick={() => {
              track(EVENTS.clickEmail, SOURCE);
              onDone();
            }}
          >
            {SIGN_UP_POPUP.email}
          </Link>
        </li>
      </ul>
      <SocialButtons
        buttons={[...SOCIAL]}
        providers={{ ...providers, apple: false }}
        nextPage={nextPage}
        embeddedWebView={isEmbeddedWebView(navigator.userAgent)}
        onStart={(vendor) => {
          track(EVENTS.socialLoginInitiated, { ...SOURCE, vendor });
          onLeave();
        }}
      />
      <p className="auth-switch">
        {SIGN_UP_POPUP.haveAccount}{' '}
        <Link
          to={loginHref(nextPage)}
          onClick={() => {
            track(EVENTS.clickLogin, SOURCE);
            onDone();
          }}
        >
          {SIGN_UP_POPUP.login}
        </Link>
      </p>
    </Dialog>
  );
}
