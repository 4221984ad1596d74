import { useEffect, useState } from 'react';
import { type SocialVendor, socialHref } from '~/app/lib/auth-links';
import { AUTH_TEXTS } from '~/shared/spec';
import '../ui/button.css';
import './auth.css';
import '../ui/badge.css';

export type SocialButton = { vendor: SocialVendor; label: string };

const MARKS: Record<SocialVendor, string> = { google: 'G', facebook: 'f', apple: 'A' };

/**
 * Links that start a provider's sign-in (full page loads: the server redirects on).
 * Only configured providers show; Google and Facebook not in in-app browsers. A clicked
 * button shows it is loading until the page goes, and ignores further clicks.
 */
export function SocialButtons({
  buttons,
  providers,
  nextPage,
  embeddedWebView,
  lastLoginMethod,
  onStart,
}: {
  buttons: SocialButton[];
  providers: Record<SocialVendor, boolean>;
  nextPage: string;
  embeddedWebView: boolean;
  /** When set, that method gets the 'Last login' badge. */
  lastLoginMethod?: string | null;
  onStart?: (vendor: SocialVendor) => void;
}) {
  const [loading, setLoading] = useState<SocialVendor | null>(null);
  useEffect(() => {
    // Coming back with the Back button restores this page from the cache, still loading.
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLoading(null);
    };
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);

  const shown = visibleSocialButtons(buttons, providers, embeddedWebView);
  if (shown.length === 0) return null;
  return (
    <ul className="social-buttons">
      {shown.map(({ vendor, label }) => (
        <li key={vendor}>
          <a
            href={socialHref(vendor, nextPage)}
            className={`button social-button social-${vendor}`}
            aria-busy={loading === vendor ? true : undefined}
            aria-disabled={loading ? true : undefined}
            onClick={(event) => {
              if (loading) {
                event.preventDefault();
                return;
              }
              setLoading(vendor);
              onStart?.(vendor);
            }}
          >
            {loading === vendor ? (
              <span className="spinner" aria-hidden="true" />
            ) : (
              <span className={`social-mark mark-${vendor}`} aria-hidden="true">
                {MARKS[vendor]}
              </span>
            )}
            <span>{label}</span>
            {lastLoginMethod === vendor ? <span className="badge">{AUTH_TEXTS.lastLogin}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Google and Facebook refuse (or break in) in-app browsers; Apple works there. */
export function visibleSocialButtons(
  buttons: SocialButton[],
  providers: Record<SocialVendor, boolean>,
  embeddedWebView: boolean,
): SocialButton[] {
  return buttons.filter(({ vendor }) => providers[vendor] && !(embeddedWebView && vendor !== 'apple'));
}
