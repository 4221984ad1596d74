import { useId } from 'react';
import { data, Form, redirectDocument, useNavigation } from 'react-router';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { isDomainError } from '~/server/core/domain-error';
import { safeNextPage } from '~/shared/auth';
import { ERRORS } from '~/shared/error-catalogue';
import { AUTH_PATHS } from '~/shared/spec';
import type { Route } from './+types/auth-discovery';
import '../components/ui/button.css';
import '../components/ui/field.css';
import '../components/auth/auth.css';
import '../components/payments/card-form.css';

/**
 * Organization sign-in (product.md 2.1 /auth/discovery, 2.2 enterprise discovery, 5):
 * the visitor types their organization's URL; one set up for single sign-on sends the
 * browser to its identity provider (through /auth/auth0), anything else shows the text.
 */

export const handle: RouteHandle = { shell: { promoBanner: false, analyticsLabel: 'enterprise discovery' } };
/** The page carries a CSRF token: never from a shared cache. */
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

const INVALID = ERRORS.sso_organization_invalid.message;

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    nextPage: safeNextPage(params.get('next_page') ?? undefined),
    csrfToken: await context.csrfToken(),
    // /auth/auth0 comes back here with error=sso when it cannot start (see sso.routes.ts).
    error: params.get('error') === 'sso' ? INVALID : null,
    productName: context.site.productName,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const value = String(form.get('organization_url') ?? '');
  const nextPage = safeNextPage(form.get('next_page') ?? undefined);
  try {
    const organization = await context.services.sso.discover(value);
    const query = new URLSearchParams({ organization: organization.slug, next_page: nextPage });
    const signIn = `${AUTH_PATHS.auth0}?${query}`;
    // Without JavaScript this is the form's own navigation, and the CSP's form-action 'self'
    // would block its redirects on to the provider: the page links on instead (and refreshes).
    if (request.headers.get('sec-fetch-mode') === 'navigate')
      return { error: null, value, continueTo: { href: signIn, name: organization.name } };
    // A document redirect: /auth/auth0 is a server route that leaves for the provider.
    return redirectDocument(signIn);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return data({ error: INVALID, value, continueTo: null }, { status: 422 });
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Log in with your organization | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function AuthDiscovery({ loaderData, actionData }: Route.ComponentProps) {
  const id = useId();
  const navigation = useNavigation();
  const error = actionData?.error ?? loaderData.error;
  const busy = navigation.state !== 'idle';
  const continueTo = actionData?.continueTo;
  if (continueTo)
    return (
      <div className="auth-page">
        <meta httpEquiv="refresh" content={`0;url=${continueTo.href}`} />
        <section className="auth-card" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`}>Log in with your organization</h1>
          <p>
            <a className="button button-primary" href={continueTo.href}>
              Continue to {continueTo.name}
            </a>
          </p>
        </section>
      </div>
    );
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`}>Log in with your organization</h1>
        <p>Enter your organization's URL to continue with your company account.</p>
        <Form method="post" noValidate aria-describedby={`${id}-error`}>
          <input type="hidden" name="csrf_token" value={loaderData.csrfToken} />
          <input type="hidden" name="next_page" value={loaderData.nextPage} />
          <div className="field">
            <label htmlFor={`${id}-url`}>Organization URL</label>
            <input
              id={`${id}-url`}
              name="organization_url"
              type="text"
              inputMode="url"
              autoComplete="url"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="yourcompany.example.com"
              required
              defaultValue={actionData?.value ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
            />
          </div>
          <p id={`${id}-error`} role="alert" className="field-error">
            {error}
          </p>
          <button type="submit" className="button button-primary" disabled={busy}>
            Continue
          </button>
        </Form>
      </section>
    </div>
  );
}
