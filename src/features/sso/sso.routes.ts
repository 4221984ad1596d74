import { z } from 'zod';
import { callbackQuery } from '~/features/social/social.schema';
import {
  currentUrl,
  failureTarget,
  finishInBrowser,
  SIGNED_IN_OR_NOT,
  setFlowCookie,
  siteUrl,
  takeFlowCookie,
  withParams,
} from '~/features/social/social-http';
import { DomainError } from '~/server/core/domain-error';
import { type ApiApp, type RouteDeps, redirect } from '~/server/http/route-types';
import { safeNextPage } from '~/shared/auth';
import { AUTH_PATHS, PATHS } from '~/shared/spec';

export const SSO_CALLBACK = '/auth/sso/callback';

const startQuery = z.strictObject({
  /** calls-and-errors.md 2: login=prompt asks the provider to show its sign-in even with a session. */
  login: z.enum(['prompt']).optional(),
  login_hint: z.string().max(320).optional(),
  /** The organization found at /auth/discovery (its slug). */
  organization: z.string().max(100).optional(),
  next_page: z.string().max(2000).optional(),
});

/** Company single sign-on (issue 3 item 5). The discovery page is src/app/routes/auth-discovery.tsx. */
export async function ssoRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services, config } = deps;
  const { sso, social } = services;

  app.get(
    AUTH_PATHS.auth0,
    {
      schema: {
        operationId: 'startSso',
        tags: ['auth'],
        summary:
          "Starts single sign-on at the organization's identity provider: the organization named, or the one of login_hint's account or email domain.",
        querystring: startQuery,
        response: {
          302: redirect("To the organization's sign-in, or back to the discovery page when none is found."),
        },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const nextPage = safeNextPage(query.next_page);
      try {
        const slug = await sso.organizationFor({ organization: query.organization, email: query.login_hint });
        const { url, secrets } = await sso.start(slug, siteUrl(request, config, SSO_CALLBACK), {
          loginHint: query.login_hint,
          prompt: query.login === 'prompt',
        });
        const sealed = await social.flows.seal({ kind: 'sso', nextPage, organization: slug, ...secrets });
        setFlowCookie(reply, config, 'sso', SSO_CALLBACK, sealed);
        return reply.redirect(url);
      } catch (error) {
        request.log.warn(
          { reason: error instanceof Error ? error.message : String(error) },
          'single sign-on not started',
        );
        return reply.redirect(withParams(PATHS.discovery, { next_page: nextPage, error: 'sso' }));
      }
    },
  );

  app.get(
    SSO_CALLBACK,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'finishSso',
        tags: ['auth'],
        summary: "The organization's redirect back: signs in, links, or creates the member just in time.",
        querystring: callbackQuery,
        response: { 302: redirect(SIGNED_IN_OR_NOT) },
      },
    },
    async (request, reply) => {
      const sealed = takeFlowCookie(request, reply, config, 'sso', SSO_CALLBACK);
      const flow = await social.flows.open(sealed, 'sso', request.query.state);
      const nextPage = flow?.nextPage ?? '/';
      try {
        if (!flow?.organization || !flow.nonce || !flow.codeVerifier) throw new DomainError('social_failed');
        if (request.query.error) throw new Error(`provider answered ${request.query.error}`);
        const checks = { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier };
        const outcome = await sso.finish(flow.organization, currentUrl(request, config), checks);
        return await finishInBrowser(request, reply, deps, outcome, 'sso', nextPage);
      } catch (error) {
        return reply.redirect(failureTarget(request, error, { kind: 'sso', nextPage }));
      }
    },
  );
}
