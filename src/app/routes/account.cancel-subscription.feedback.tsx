import { data, Link, redirect } from 'react-router';
import { CancelFeedbackForm } from '~/app/components/account/cancel-feedback-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { isLive } from '~/app/lib/membership-api';
import { requireUser } from '~/app/lib/require-user';
import { CANCEL_REASONS, type CancelReason } from '~/features/subscriptions/subscriptions.schema';
import { AUTH_PATHS, MEMBERSHIP_PATHS, MEMBERSHIP_TEXTS } from '~/shared/spec';
import type { Route } from './+types/account.cancel-subscription.feedback';
import { membershipOf } from './membership.server';
import { formErrors, noStore, readForm } from './profiles.server';
import '../components/account/settings.css';

export const headers = noStore;
export const handle: RouteHandle = {
  shell: { analyticsLabel: 'cancel_subscription_feedback', promoBanner: false },
};

const isReason = (value: string | undefined): value is CancelReason =>
  value !== undefined && Object.hasOwn(CANCEL_REASONS, value);

/** The cancel flow's feedback step (product.md 2.1, login required). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const membership = await membershipOf(context, user.id);
  return {
    membership: isLive(membership) ? membership : null,
    // From the server only: the reasons module brings zod with it.
    reasons: Object.entries(CANCEL_REASONS) as [CancelReason, string][],
    csrfToken: await context.csrfToken(),
    productName: context.site.productName,
  };
}

/**
 * The same cancellation without JavaScript (a plain form post): cancel at period end, then
 * back to this page, which then shows the end date. Refusals re-show the form with the text.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context, request);
  const field = await readForm(request);
  const reason = field('reason');
  const feedback = (field('feedback') ?? '').trim();
  const values = { reason: reason ?? '', feedback };
  if (!isReason(reason)) return data({ error: MEMBERSHIP_TEXTS.reasonRequired, values }, { status: 400 });
  if (feedback.length > MEMBERSHIP_TEXTS.feedbackMaxLength)
    return data(
      { error: `Use at most ${MEMBERSHIP_TEXTS.feedbackMaxLength} characters in your feedback`, values },
      { status: 400 },
    );
  const membership = await context.services.subscriptions.current(user.id);
  if (!isLive(membership)) return data({ error: MEMBERSHIP_TEXTS.noLiveMembership, values }, { status: 409 });
  try {
    await context.services.subscriptions.cancel(user.id, membership.id, {
      reason,
      ...(feedback ? { feedback } : {}),
    });
  } catch (error) {
    const { status, errors } = formErrors(error);
    return data({ error: errors.form ?? MEMBERSHIP_TEXTS.noLiveMembership, values }, { status });
  }
  return redirect(MEMBERSHIP_PATHS.cancelFeedback);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${MEMBERSHIP_TEXTS.cancel} | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function CancelFeedback({ loaderData, actionData }: Route.ComponentProps) {
  const { membership, reasons, csrfToken } = loaderData;
  return (
    <div className="settings-page">
      <h1>{MEMBERSHIP_TEXTS.cancel}</h1>
      {membership ? (
        <CancelFeedbackForm
          membership={membership}
          reasons={reasons}
          csrfToken={csrfToken}
          serverError={actionData?.error ?? null}
          values={actionData?.values ?? { reason: '', feedback: '' }}
        />
      ) : (
        <>
          <p>{MEMBERSHIP_TEXTS.noLiveMembership}</p>
          <p>
            <Link to={AUTH_PATHS.settings}>{MEMBERSHIP_TEXTS.backToSettings}</Link>
          </p>
        </>
      )}
    </div>
  );
}
