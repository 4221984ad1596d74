import { type AppLoadContext, data } from 'react-router';
import type { CampPage } from '~/features/catalog/camps.service';
import type { EnrollmentView } from '~/features/enrollments/enrollments.service';
import { type CamelCased, toCamelCase } from '~/shared/api-client';
import { PAGE_TEXTS } from '~/shared/spec';
import { formErrors } from './profiles.server';

/**
 * How the viewer may join an open session (docs/decisions/0019-being-a-member.md): a
 * visitor or non-member buys the membership first (checkout); a member joins here (the
 * page form carries the CSRF token for the no-JavaScript post); an enrolled member sees
 * their enrollment. Null while the session is coming soon (the waitlist's turn).
 */
export type SessionJoin =
  | { kind: 'checkout' }
  | { kind: 'join'; csrfToken: string }
  | { kind: 'enrolled'; enrollment: CamelCased<EnrollmentView> };

export async function sessionJoinOf(
  context: AppLoadContext,
  camp: CampPage['camp'],
): Promise<SessionJoin | null> {
  if (camp.phase === 'coming_soon') return null;
  const userId = context.session?.userId;
  if (!userId) return { kind: 'checkout' };
  const { services } = context;
  // Member or not is the ledger's answer, as everywhere (access.membership).
  const [membership, enrollment] = await Promise.all([
    services.access.membership(userId),
    services.enrollments.enrollment(userId, camp.uuid),
  ]);
  if (enrollment) return { kind: 'enrolled', enrollment: toCamelCase(enrollment) };
  if (!membership.activeAnnualPass) return { kind: 'checkout' };
  return { kind: 'join', csrfToken: await context.csrfToken() };
}

/** The page form's post (no JavaScript): the enrollment call's service; a refusal comes back with its text. */
export async function enrollFromPage(context: AppLoadContext, userId: number, campUuid: string) {
  try {
    await context.services.enrollments.enroll(userId, campUuid);
    return null;
  } catch (error) {
    const { status, errors } = formErrors(error);
    return data({ error: errors.form ?? PAGE_TEXTS.tryAgain }, { status });
  }
}
