import type { FastifyRequest } from 'fastify';
import { authResponse } from '~/features/accounts/accounts.schema';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import { cookieOptions } from '~/server/http/request-context';
import { type ApiApp, errorResponses, type RouteDeps, redirect } from '~/server/http/route-types';
import { safeNextPage } from '~/shared/auth';
import { AUTH_PATHS, COOKIES, GOOGLE_ONE_TAP_COOKIE_MAX_AGE_SECONDS } from '~/shared/spec';
import type { ExternalProfile } from './identity-matcher';
import { newFlowSecrets } from './oidc';
import { callbackQuery, facebookTokenBody, oneTapBody, startQuery } from './social.schema';
import {
  currentUrl,
  failureTarget,
  finishInBrowser,
  finishInJson,
  SIGNED_IN_OR_NOT,
  setFlowCookie,
  siteUrl,
  takeFlowCookie,
} from './social-http';

const GOOGLE_CALLBACK = '/auth/google_oauth2/callback';
const FACEBOOK_CALLBACK = '/auth/facebook/callback';

/** Google and Facebook sign-in (issue 3 items 1, 2 and 4). Apple is in apple.routes.ts. */
export async function socialRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services, config } = deps;
  const { social } = services;
  /** A provider's own refusal (bad token, unreachable) is logged, and answered with the social text. */
  const providerFailure = (request: FastifyRequest, error: unknown) => {
    request.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'provider rejected');
    return new DomainError('social_failed');
  };

  for (const path of [AUTH_PATHS.google, AUTH_PATHS.google.replace(/\/$/, '')]) {
    app.get(
      path,
      {
        schema: {
          operationId: 'startGoogleSignIn',
          tags: ['auth'],
          summary:
            'Starts Google sign-in: redirects to Google (state, nonce and PKCE kept in a sealed cookie).',
          // The spec's path ends with a slash; the document names the one without (both answer).
          hide: path.endsWith('/'),
          querystring: startQuery,
          response: {
            302: redirect("To Google's sign-in, or to the login page with the error when it cannot start."),
            ...errorResponses(404),
          },
        },
      },
      async (request, reply) => {
        if (!social.google.configured) throw new DomainError('not_found');
        const nextPage = safeNextPage(request.query.next_page);
        try {
          const secrets = newFlowSecrets();
          const url = await social.google.authorizationUrl(
            siteUrl(request, config, GOOGLE_CALLBACK),
            secrets,
          );
          const sealed = await social.flows.seal({ kind: 'google', nextPage, ...secrets });
          setFlowCookie(reply, config, 'google', GOOGLE_CALLBACK, sealed);
          return reply.redirect(url);
        } catch (error) {
          return reply.redirect(failureTarget(request, error, { kind: 'google', nextPage }));
        }
      },
    );
  }

  app.get(
    GOOGLE_CALLBACK,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'finishGoogleSignIn',
        tags: ['auth'],
        summary: "Google's redirect back: checks state, redeems the code, signs in (or asks to link).",
        querystring: callbackQuery,
        response: { 302: redirect(SIGNED_IN_OR_NOT) },
      },
    },
    async (request, reply) => {
      const sealed = takeFlowCookie(request, reply, config, 'google', GOOGLE_CALLBACK);
      const flow = await social.flows.open(sealed, 'google', request.query.state);
      const nextPage = flow?.nextPage ?? '/';
      let profile: ExternalProfile | undefined;
      try {
        if (!flow?.nonce || !flow.codeVerifier) throw new DomainError('social_failed');
        if (request.query.error) throw new Error(`provider answered ${request.query.error}`);
        const checks = { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier };
        profile = await social.google.finish(currentUrl(request, config), checks);
        const outcome = await social.matcher.match(profile, {
          authType: 'google',
          captureMethod: 'redirect',
        });
        return await finishInBrowser(request, reply, deps, outcome, 'google_oauth2', nextPage);
      } catch (error) {
        return reply.redirect(failureTarget(request, error, { kind: 'google', nextPage, profile }));
      }
    },
  );

  app.post(
    '/auth/google_one_tap/callback',
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'signInWithGoogleOneTap',
        tags: ['auth'],
        summary: 'Signs in with a Google one-tap credential (an ID token checked against Google’s keys).',
        body: oneTapBody,
        response: { 200: authResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!social.google.oneTapConfigured) throw new DomainError('not_found');
      // The prompt was shown and used: not again on page load for a while. The prompt is the
      // browser's to show or not, so scripts read this cookie.
      reply.setCookie(
        COOKIES.googleOneTapPageLoad,
        'true',
        cookieOptions(config, GOOGLE_ONE_TAP_COOKIE_MAX_AGE_SECONDS, { readableByScripts: true }),
      );
      const nextPage = safeNextPage(request.body.next_page);
      let profile: ExternalProfile;
      try {
        profile = await social.google.verifyOneTap(request.body.credential);
      } catch (error) {
        throw providerFailure(request, error);
      }
      try {
        const outcome = await social.matcher.match(profile, { authType: 'google', captureMethod: 'one_tap' });
        return await finishInJson(request, reply, deps, outcome, 'google_oauth2', nextPage);
      } catch (error) {
        if (isDomainError(error) && error.code === 'social_email_unconfirmed')
          throw new DomainError('social_failed');
        throw error;
      }
    },
  );

  app.get(
    AUTH_PATHS.facebook,
    {
      schema: {
        operationId: 'startFacebookSignIn',
        tags: ['auth'],
        summary: "Starts Facebook sign-in: redirects to Facebook's login dialog.",
        querystring: startQuery,
        response: { 302: redirect("To Facebook's login dialog."), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!social.facebook.configured) throw new DomainError('not_found');
      const nextPage = safeNextPage(request.query.next_page);
      const { state } = newFlowSecrets();
      setFlowCookie(
        reply,
        config,
        'facebook',
        FACEBOOK_CALLBACK,
        await social.flows.seal({ kind: 'facebook', state, nextPage }),
      );
      return reply.redirect(social.facebook.dialogUrl(siteUrl(request, config, FACEBOOK_CALLBACK), state));
    },
  );

  app.get(
    FACEBOOK_CALLBACK,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'finishFacebookSignIn',
        tags: ['auth'],
        summary: "Facebook's redirect back: checks state, exchanges the code, reads /me, signs in.",
        querystring: callbackQuery,
        response: { 302: redirect(SIGNED_IN_OR_NOT) },
      },
    },
    async (request, reply) => {
      const sealed = takeFlowCookie(request, reply, config, 'facebook', FACEBOOK_CALLBACK);
      const flow = await social.flows.open(sealed, 'facebook', request.query.state);
      const nextPage = flow?.nextPage ?? '/';
      let profile: ExternalProfile | undefined;
      try {
        if (!flow || !request.query.code)
          throw new Error(`no flow or code (${request.query.error ?? 'no error'})`);
        const redirectUri = siteUrl(request, config, FACEBOOK_CALLBACK);
        profile = await social.facebook.profileFromCode(request.query.code, redirectUri);
        const outcome = await social.matcher.match(profile, {
          authType: 'facebook',
          captureMethod: 'redirect',
        });
        return await finishInBrowser(request, reply, deps, outcome, 'facebook', nextPage);
      } catch (error) {
        return reply.redirect(failureTarget(request, error, { kind: 'facebook', nextPage, profile }));
      }
    },
  );

  app.post(
    FACEBOOK_CALLBACK,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'signInWithFacebookToken',
        tags: ['auth'],
        summary: "Signs in with a Facebook SDK access token (checked with the app's debug_token).",
        body: facebookTokenBody,
        response: { 200: authResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      if (!social.facebook.configured) throw new DomainError('not_found');
      let profile: ExternalProfile;
      try {
        profile = await social.facebook.profileFromAccessToken(request.body.access_token);
      } catch (error) {
        throw providerFailure(request, error);
      }
      // social_email_unconfirmed (no email from Facebook) passes through: the pop-up sends the
      // browser to the confirm-email page on that code (product.md 2.5).
      const outcome = await social.matcher.match(profile, { authType: 'facebook', captureMethod: 'sdk' });
      return finishInJson(request, reply, deps, outcome, 'facebook', safeNextPage(request.body.next_page));
    },
  );
}
