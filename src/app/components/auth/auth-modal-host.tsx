import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { modalRequestFromQuery, nextPageFrom, pageWithoutModalParams } from '~/app/lib/auth-links';
import { recordAuthIntent } from '~/app/lib/client-state';
import { useCurrentUser } from '~/app/lib/root-data';
import { safeNextPage } from '~/shared/auth';
import type { AuthModalProps } from './auth-modal';
import { OPEN_AUTH_MODAL_EVENT, type OpenAuthModalDetail } from './open-auth-modal';

// Its own chunk: only visitors who open the modal download the forms.
const AuthModal = lazy(() => import('./auth-modal'));

type Open = Omit<AuthModalProps, 'onClose'> & { fromQuery: boolean };

/**
 * Mounted once in root.tsx. Opens the auth modal from the address on load
 * (require_signin, require_signup, needs_confirm) or from openAuthModal(), closes it when
 * the page changes, and keeps the client-side auth cookies (product.md 3) up to date.
 */
export function AuthModalHost() {
  const location = useLocation();
  const signedIn = useCurrentUser() !== null;
  const [open, setOpen] = useState<Open | null>(null);

  useEffect(() => {
    recordAuthIntent(location, signedIn);
    const request = modalRequestFromQuery(location.search, signedIn);
    const params = new URLSearchParams(location.search);
    const nextPage = params.has('next_page')
      ? nextPageFrom(params)
      : pageWithoutModalParams(location.pathname, location.search);
    setOpen(request ? { ...request, nextPage, fromQuery: true } : null);
  }, [location, signedIn]);

  useEffect(() => {
    const onOpen = (event: Event) => {
      const { nextPage, ...request } = (event as CustomEvent<OpenAuthModalDetail>).detail;
      const here = `${window.location.pathname}${window.location.search}`;
      setOpen({ ...request, nextPage: safeNextPage(nextPage ?? here), fromQuery: false });
    };
    window.addEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_AUTH_MODAL_EVENT, onOpen);
  }, []);

  if (!open) return null;
  const { fromQuery, ...props } = open;
  const onClose = () => {
    setOpen(null);
    // Closing keeps the visitor here, without the parameters that would open it again on reload.
    if (fromQuery) {
      const clean = pageWithoutModalParams(window.location.pathname, window.location.search);
      window.history.replaceState(window.history.state, '', `${clean}${window.location.hash}`);
    }
  };
  return (
    <Suspense fallback={null}>
      <AuthModal {...props} onClose={onClose} />
    </Suspense>
  );
}
