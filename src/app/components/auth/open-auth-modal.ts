import type { AuthModalRequest } from '~/app/lib/auth-links';

/** The DOM event the modal host listens to; see openAuthModal. */
export const OPEN_AUTH_MODAL_EVENT = 'atelier:open-auth-modal';

export type OpenAuthModalDetail = AuthModalRequest & {
  /** Where to go after signing in; the current page when absent. */
  nextPage?: string;
  /** Runs after signing in when redirectTo is the current page (else the page reloads). */
  onSuccess?: () => void;
};

/**
 * Opens the auth modal from anywhere in the app (a "save" button for a visitor, say)
 * without importing it: the host in root.tsx loads it on demand.
 */
export function openAuthModal(detail: OpenAuthModalDetail): void {
  window.dispatchEvent(new CustomEvent<OpenAuthModalDetail>(OPEN_AUTH_MODAL_EVENT, { detail }));
}
