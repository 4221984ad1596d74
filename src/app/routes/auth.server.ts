import { type AppLoadContext, data, redirect } from 'react-router';
import type { PageActionResult } from '~/app/components/auth/auth-environment';
import { nextPageFrom, ssoOnlyHref } from '~/app/lib/auth-links';
import { lastLoginMethodFromHeader } from '~/app/lib/client-state';
import { registerPasswordMessage } from '~/app/lib/form-errors';
import { isDomainError } from '~/server/core/domain-error';
import { isEmbeddedWebView } from '~/shared/embedded-browser';
import { ERRORS } from '~/shared/error-catalogue';
import { emailError, passwordError } from '~/shared/validation';

/**
 * The standalone sign-in pages without JavaScript (issue 3 item 2): their forms post
 * here and these call the same services as the JSON calls. Success signs in and
 * redirects to next_page; a failure re-renders the form with the spec's texts.
 */

/** What both sign-in pages load: the form's CSRF token and what the forms vary on. */
export async function authPageData(context: AppLoadContext, request: Request) {
  const url = new URL(request.url);
  const nextPage = nextPageFrom(url.searchParams);
  // Someone already signed in has nothing to do here.
  if (context.session?.userId) throw redirect(nextPage);
  return {
    nextPage,
    csrfToken: await context.csrfToken(),
    embeddedWebView: isEmbeddedWebView(request.headers.get('user-agent')),
    lastLoginMethod: lastLoginMethodFromHeader(request.headers.get('cookie')),
    productName: context.site.productName,
  };
}

type Intent = PageActionResult['intent'];
type Field = 'email' | 'password';
const FIELD_OF: Record<string, Field> = { email: 'email', auth_key: 'email', password: 'password' };

type Values = PageActionResult['values'];

/** The form's answer: re-rendered with these errors (or the reset form's sent message). */
function formResult(intent: Intent, values: Values, status: number, parts: Partial<PageActionResult>) {
  const result: PageActionResult = { intent, fieldErrors: {}, formError: null, values, ...parts };
  return data(result, { status });
}

/** A domain failure as the form shows it; anything else is a real error (the error page). */
function fromDomainError(intent: Intent, values: Values, error: unknown) {
  if (!isDomainError(error)) throw error;
  if (intent === 'login' && error.status === 429)
    return formResult(intent, values, 429, { formError: ERRORS.account_locked.message });
  const field = error.field ? FIELD_OF[error.field] : undefined;
  if (field) {
    const message =
      intent === 'register' && field === 'password' ? registerPasswordMessage(error.message) : error.message;
    return formResult(intent, values, error.status, { fieldErrors: { [field]: message } });
  }
  return formResult(intent, values, error.status, { formError: error.message });
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

export async function loginAction(context: AppLoadContext, request: Request, form: FormData) {
  const email = text(form, 'email');
  const password = text(form, 'password');
  const fieldErrors = {
    email: emailError(email) ?? undefined,
    password: passwordError(password, { checkLength: false }) ?? undefined,
  };
  if (fieldErrors.email || fieldErrors.password) return formResult('login', { email }, 422, { fieldErrors });
  let userId: number;
  try {
    userId = (await context.services.accounts.login({ email, password }, { ip: context.ip })).id;
  } catch (error) {
    if (isDomainError(error) && error.code === 'sso_only_error') throw redirect(ssoOnlyHref(email));
    return fromDomainError('login', { email }, error);
  }
  throw redirect(await context.signIn(userId, 'identity', nextPageFrom(new URL(request.url).searchParams)));
}

export async function registerAction(context: AppLoadContext, request: Request, form: FormData) {
  const email = text(form, 'email');
  const password = text(form, 'password');
  const gdprOptIn = text(form, 'gdpr_opt_in') === 'true';
  const fieldErrors = {
    email: emailError(email) ?? undefined,
    password: passwordError(password, { checkLength: true }) ?? undefined,
  };
  if (fieldErrors.email || fieldErrors.password)
    return formResult('register', { email, gdprOptIn }, 422, { fieldErrors });
  let userId: number;
  try {
    const user = await context.services.accounts.register(
      { email, password, optIn: gdprOptIn },
      { country: context.visitor.country },
    );
    userId = user.id;
  } catch (error) {
    return fromDomainError('register', { email, gdprOptIn }, error);
  }
  const landing = await context.signIn(userId, 'identity', nextPageFrom(new URL(request.url).searchParams));
  await context.services.recovery.sendEmailConfirmation(userId, context.origin);
  throw redirect(landing);
}

export async function resetAction(context: AppLoadContext, form: FormData) {
  const email = text(form, 'email');
  const invalid = emailError(email);
  if (invalid) return formResult('reset', { email }, 422, { fieldErrors: { email: invalid } });
  try {
    await context.services.recovery.requestPasswordReset(email, context.origin);
  } catch (error) {
    return fromDomainError('reset', { email }, error);
  }
  return formResult('reset', { email }, 200, { resetSent: true });
}
