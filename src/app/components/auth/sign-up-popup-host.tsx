import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isAuthPath, isCheckoutPath, modalRequestFromQuery } from '~/app/lib/auth-links';
import { useCurrentUser, useExperiment, useRootData } from '~/app/lib/root-data';
import { EXPERIMENTS, PATHS, QUIZ_SKIP_FLAG, QUIZ_SKIP_PARAM, VARIANT_BUCKET } from '~/shared/spec';

const SignUpPopup = lazy(() => import('./sign-up-popup'));

/** sessionStorage key: once closed, the pop-up stays away for this browser session. */
export const SIGN_UP_POPUP_SEEN_KEY = 'atelier:sign-up-popup-seen';

function alreadySeen(): boolean {
  try {
    return sessionStorage.getItem(SIGN_UP_POPUP_SEEN_KEY) === '1';
  } catch {
    return true; // storage disabled: better never than on every page
  }
}

function markSeen(): void {
  try {
    sessionStorage.setItem(SIGN_UP_POPUP_SEEN_KEY, '1');
  } catch {
    // storage disabled: nothing to remember it in
  }
}

/**
 * Where the pop-up's sign-up leads (product.md 2.5, 9): the promotion page with the quiz-skip
 * flag while a promotion is on, else back to this page (docs/decisions/0011-promotions.md).
 */
export function signUpNextPage(promotionOn: boolean, currentPage: string): string {
  if (promotionOn) return `${PATHS.promotion}?${QUIZ_SKIP_PARAM}=${QUIZ_SKIP_FLAG}`;
  return currentPage || '/';
}

/**
 * Shows the sign-up pop-up on mount (product.md 2.5, 4) to logged-out visitors in the
 * pen-3951_v2 variant, on content pages: not on sign-in or checkout pages, and not when
 * the address opens the auth modal. Automated browsers (navigator.webdriver) never get
 * it, so a crawler's or a test's view of a page is the page itself.
 */
export function SignUpPopupHost() {
  const location = useLocation();
  const signedIn = useCurrentUser() !== null;
  const variant = useExperiment(EXPERIMENTS.signUpPopup) === VARIANT_BUCKET;
  const promotionOn = Boolean(useRootData()?.promotion);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!variant || signedIn || navigator.webdriver || alreadySeen()) return;
    if (isAuthPath(location.pathname) || isCheckoutPath(location.pathname)) return;
    if (modalRequestFromQuery(location.search, signedIn)) return;
    setOpen(true);
  }, [variant, signedIn, location.pathname, location.search]);

  if (!open) return null;
  const nextPage = signUpNextPage(promotionOn, `${location.pathname}${location.search}`);
  return (
    <Suspense fallback={null}>
      <SignUpPopup
        nextPage={nextPage}
        onDone={() => {
          markSeen();
          setOpen(false);
        }}
        onLeave={markSeen}
      />
    </Suspense>
  );
}
