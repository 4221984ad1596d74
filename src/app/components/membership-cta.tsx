import { Link } from 'react-router';
import { useCurrentUser, useRootData } from '~/app/lib/root-data';
import { type CtaState, ctaLabel } from '~/shared/content';
import { PATHS } from '~/shared/spec';
import './ui/button.css';

/**
 * Who is looking, for calls to action and the paywall. `member` is an annual pass in
 * force, from the access ledger (the root loader's `user.member`); `ctaHref` is where the
 * call to action leads (an unfinished checkout resumes at its payment step).
 */
export function useViewer(): CtaState & { email: string | null; ctaHref: string } {
  const user = useCurrentUser();
  const resume = user?.finishSignUpHref ?? null;
  return {
    signedIn: Boolean(user),
    member: Boolean(user?.member),
    checkoutStarted: resume !== null,
    email: user?.email ?? null,
    ctaHref: resume ?? PATHS.checkout,
  };
}

export function useCtaLabel(context: CtaState['context'] = 'default'): string | null {
  const productName = useRootData()?.site.productName ?? 'Atelier';
  const viewer = useViewer();
  return ctaLabel(productName, { ...viewer, context });
}

/** The membership call to action (product.md 1): nothing for members. */
export function MembershipCta({ large = false, className }: { large?: boolean; className?: string }) {
  const label = useCtaLabel();
  const { ctaHref } = useViewer();
  if (!label) return null;
  const classes = ['button', 'button-primary', large ? 'button-large' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <Link to={ctaHref} className={classes}>
      {label}
    </Link>
  );
}
