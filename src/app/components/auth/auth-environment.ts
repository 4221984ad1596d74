import type { ReactNode } from 'react';
import type { AuthView } from '~/app/lib/auth-links';
import { useExperiment, useRootData } from '~/app/lib/root-data';
import type { LoginMethod } from '~/shared/auth';
import { DEFAULT_GEO, EXPERIMENTS, VARIANT_BUCKET } from '~/shared/spec';

/** Everything the sign-in forms vary on, gathered once by the page or the modal. */
export type AuthEnvironment = {
  nextPage: string;
  providers: { google: boolean; facebook: boolean; apple: boolean };
  /** In-app browsers: no Google or Facebook buttons (see shared/embedded-browser.ts). */
  embeddedWebView: boolean;
  /** From the last_login_method cookie; null when this browser never signed in. */
  lastLoginMethod: LoginMethod | null;
  /** post-pw-ce-3448-last-login-reminder variant_1. */
  lastLoginReminder: boolean;
  /** clarify-multiple-profiles variant_1. */
  multipleProfilesNote: boolean;
  country: string;
};

/** Renders the control that moves to another view: a link on pages, a button in the modal. */
export type ViewSwitch = (view: AuthView, label: string) => ReactNode;

/**
 * A standalone page's form posts without JavaScript: to its own action, with the
 * session's CSRF token, and it re-renders with what that action answered.
 */
export type PageFormBinding = { action: string; csrfToken: string; result: PageActionResult | undefined };

export type PageActionResult = {
  intent: 'login' | 'register' | 'reset';
  fieldErrors: Partial<Record<'email' | 'password', string>>;
  formError: string | null;
  values: { email: string; gdprOptIn?: boolean };
  resetSent?: boolean;
};

export function useAuthEnvironment(input: {
  nextPage: string;
  embeddedWebView: boolean;
  lastLoginMethod: LoginMethod | null;
}): AuthEnvironment {
  const root = useRootData();
  const reminder = useExperiment(EXPERIMENTS.lastLoginReminder) === VARIANT_BUCKET;
  const profilesNote = useExperiment(EXPERIMENTS.multipleProfilesNote) === VARIANT_BUCKET;
  return {
    ...input,
    providers: root?.site.providers ?? { google: false, facebook: false, apple: false },
    lastLoginReminder: reminder,
    multipleProfilesNote: profilesNote,
    country: root?.visitor.country ?? DEFAULT_GEO,
  };
}
