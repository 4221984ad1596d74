import { signInFollowUp } from './auth-links';

/** Leaves the sign-in form for redirectTo (see signInFollowUp). Browser only. */
export function completeSignIn(redirectTo: string, callback?: () => void): void {
  const next = signInFollowUp(redirectTo, window.location.href, Boolean(callback));
  if (next.kind === 'navigate') window.location.assign(next.href);
  else if (next.kind === 'callback') callback?.();
  else window.location.reload();
}
