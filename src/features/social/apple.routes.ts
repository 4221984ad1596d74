import { authResponse } from '~/features/accounts/accounts.schema';
import { signIn } from '~/features/accounts/sign-in';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import { presentedCsrfToken } from '~/server/http/csrf';
import { type ApiApp, errorResponses, type RouteDeps, redirect } from '~/server/http/route-types';
import { safeNextPage } from '~/shared/auth';
import { AUTH_PATHS } from '~/shared/spec';
import type { ExternalProfile } from './identity-matcher';
import { newFlowSecrets } from './oidc';
import { startQuery, userSessionsBody } from './social.schema';
import {
  failureTarget,
  finishInBrowser,
  SIGNED_IN_OR_NOT,
  setFlowCookie,
  siteUrl,
  takeFlowCookie,
} from './social-http';

/** Apple posts its answer here (the spec's path), which also confirms pending links. */
const APPLE_CALLBACK = AUTH_PATHS.linkAccount;

/** The provider name signIn takes (it sets the last-login cookie) for an identity's provider. */
function signInProvider(identityProvider: string): string {
  if (identityProvider === 'google') return 'google_oauth2';
  return identityProvider.startsWith('sso:') ? 'sso' : identityProvider;
}

/** Sign in with Apple, and confirming a pending social link (issue 3 items 3 and 4). */
export async function appleRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services, config } = deps;
  const { social } = services;

  app.get(
    AUTH_PATHS.apple,
    {
      schema: {
        operationId: 'startAppleSignIn',
        tags: ['auth'],
        summary: 'Starts Sign in with Apple: redirects to Apple, which answers with a form post.',
        querystring: startQuery,
        response: { 302: redirect("To Apple's sign-in."), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!social.apple.configured) throw new DomainError('not_found');
      const nextPage = safeNextPage(request.query.next_page);
      const { state, nonce } = newFlowSecrets();
      const sealed = await social.flows.seal({ kind: 'apple', state, nonce, nextPage });
      setFlowCookie(reply, config, 'apple', APPLE_CALLBACK, sealed);
      return reply.redirect(
        social.apple.authorizationUrl(siteUrl(request, config, APPLE_CALLBACK), { state, nonce }),
      );
    },
  );

  app.post(
    APPLE_CALLBACK,
    {
      // Apple's form post comes from appleid.apple.com: cross-site, so it carries neither the
      // session cookie (SameSite=Lax) nor a CSRF token, and the usual check would refuse it.
      // That branch proves itself instead: the flow cookie (SameSite=None, set when this
      // browser left for Apple) must hold the posted state, and the ID token must be signed
      // by Apple, for this app, with that flow's nonce; a post forged elsewhere has neither.
      // The link branch (auth_hash + password) is an ordinary call from our pages and checks
      // the CSRF token itself, below.
      config: { csrf: false, session: 'visitor' },
      schema: {
        operationId: 'finishAppleSignIn',
        tags: ['auth'],
        summary:
          "Apple's form post (code, id_token, state, user): signs in and redirects. With auth_hash and password (JSON, CSRF token required): links a pending social sign-in to that account.",
        body: userSessionsBody,
        // Apple's post needs nothing (it proves itself); the link branch needs the CSRF token.
        security: [{}, { session: [], csrf: [] }],
        response: {
          200: authResponse,
          303: redirect(SIGNED_IN_OR_NOT),
          ...errorResponses(401, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.auth_hash !== undefined) {
        services.sessions.verifyCsrf(request.session, presentedCsrfToken(request));
        const { user, provider } = await social.matcher.confirmLink(body.auth_hash, body.password, {
          ip: request.ip,
        });
        const nextPage = safeNextPage(body.next_page);
        const landing = await signIn(request, reply, deps, user.id, signInProvider(provider), nextPage);
        return {
          status: 'success' as const,
          user_id: user.id,
          email: user.email,
          user_name: user.name,
          new_user: false,
          redirect_to: landing,
        };
      }

      const sealed = takeFlowCookie(request, reply, config, 'apple', APPLE_CALLBACK);
      const flow = await social.flows.open(sealed, 'apple', body.state);
      const nextPage = flow?.nextPage ?? safeNextPage(body.next_page);
      let profile: ExternalProfile | undefined;
      try {
        if (!social.apple.configured || !flow?.nonce || !body.id_token)
          throw new Error(`no flow or ID token (${body.error ?? 'no error'})`);
        profile = await social.apple.verify(body.id_token, flow.nonce, body.user);
        const outcome = await social.matcher.match(profile, {
          authType: 'apple',
          captureMethod: 'redirect',
          allowCreate: social.apple.createsAccounts,
          refusal: 'apple_needs_app_account',
        });
        return await finishInBrowser(request, reply, deps, outcome, 'apple', nextPage, 303);
      } catch (error) {
        // A refusal that names the person (Apple told us their email, but they have no account here).
        const needsAccount = isDomainError(error) && error.code === 'apple_needs_app_account';
        const fallback = needsAccount ? ('apple_account' as const) : ('apple' as const);
        return reply.redirect(
          failureTarget(request, error, { kind: 'apple', nextPage, profile, fallback }),
          303,
        );
      }
    },
  );
}
