import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthResponse } from '~/features/accounts/accounts.schema';
import { publicOrigin, signIn } from '~/features/accounts/sign-in';
import type { Config } from '~/server/config';
import { isDomainError } from '~/server/core/domain-error';
import type { RouteDeps } from '~/server/http/route-types';
import { safeNextPage } from '~/shared/auth';
import { AUTH_MODAL_PARAMS, AUTH_PATHS, type AuthFlowError, PATHS } from '~/shared/spec';
import { FLOW_TTL_SECONDS, type FlowKind } from './flow-state';
import type { ExternalProfile, MatchOutcome } from './identity-matcher';

/**
 * What the social and single sign-on routes share: the flow cookie, the provider's
 * callback address, and turning a match outcome into a redirect or a JSON answer.
 */

/** Where a provider's redirect back sends the browser on (for the OpenAPI document). */
export const SIGNED_IN_OR_NOT =
  'Signed in: to the next page (or the link confirmation on it); refused: to the login page with the error.';

/** The cookie carrying a sign-in flow's sealed state to its callback. */
export const flowCookie = (kind: FlowKind) => `atelier_flow_${kind}`;

/**
 * The sealed flow rides in a cookie scoped to the flow's callback path. Apple answers
 * with a cross-site form post, which carries no SameSite=Lax cookie: its cookie is
 * SameSite=None, which browsers accept only with Secure (Apple requires https anyway).
 */
function flowCookieOptions(config: Config, kind: FlowKind, path: string) {
  const crossSite = kind === 'apple';
  return {
    path,
    httpOnly: true,
    sameSite: crossSite ? ('none' as const) : ('lax' as const),
    secure: crossSite || config.production,
  };
}

export function setFlowCookie(
  reply: FastifyReply,
  config: Config,
  kind: FlowKind,
  path: string,
  value: string,
) {
  reply.setCookie(flowCookie(kind), value, {
    ...flowCookieOptions(config, kind, path),
    maxAge: FLOW_TTL_SECONDS,
  });
}

/** Reads the flow cookie and clears it: a flow's state is good for one callback. */
export function takeFlowCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  kind: FlowKind,
  path: string,
): string | undefined {
  const value = request.cookies[flowCookie(kind)];
  if (value !== undefined) reply.clearCookie(flowCookie(kind), flowCookieOptions(config, kind, path));
  return value;
}

/** This site's address of a callback path (registered with the provider). */
export const siteUrl = (request: FastifyRequest, config: Config, path: string) =>
  `${publicOrigin(request, config)}${path}`;

/** The address the provider sent the browser to, as the provider saw it. */
export const currentUrl = (request: FastifyRequest, config: Config) =>
  new URL(request.url, `${publicOrigin(request, config)}/`);

/** A path on this site with query parameters added (its own kept, the fragment last). */
export function withParams(path: string, params: Record<string, string | undefined>): string {
  const url = new URL(safeNextPage(path), 'http://localhost');
  for (const [name, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page showing a flow's failure text (AUTH_FLOW_ERRORS in shared/spec/auth.ts). */
export const loginWithError = (nextPage: string, error: AuthFlowError, extra: Record<string, string> = {}) =>
  withParams(PATHS.login, { next_page: nextPage, error, ...extra });

/** Where the browser goes after a matched sign-in: the next page, or the confirm view on it. */
export async function finishInBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: RouteDeps,
  outcome: MatchOutcome,
  provider: string,
  nextPage: string,
  status: 302 | 303 = 302,
) {
  if (outcome.status === 'success') {
    return reply.redirect(await signIn(request, reply, deps, outcome.user.id, provider, nextPage), status);
  }
  return reply.redirect(
    withParams(nextPage, {
      [AUTH_MODAL_PARAMS.needsConfirm]: '1',
      [AUTH_MODAL_PARAMS.authHash]: outcome.authHash,
      [AUTH_MODAL_PARAMS.email]: outcome.email,
    }),
    status,
  );
}

/** The auth response of a JSON sign-in call (product.md 3), signing in on success. */
export async function finishInJson(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: RouteDeps,
  outcome: MatchOutcome,
  provider: string,
  nextPage: string,
): Promise<AuthResponse> {
  if (outcome.status === 'needs_confirm')
    return {
      status: 'needs_confirm',
      user_id: null,
      email: outcome.email,
      user_name: outcome.name,
      new_user: false,
      redirect_to: nextPage,
      auth_hash: outcome.authHash,
    };
  const landing = await signIn(request, reply, deps, outcome.user.id, provider, nextPage);
  return {
    status: 'success',
    user_id: outcome.user.id,
    email: outcome.user.email,
    user_name: outcome.user.name,
    new_user: outcome.newUser,
    redirect_to: landing,
  };
}

/**
 * Where a failed browser flow goes: an account that must use single sign-on to its
 * organization's sign-in; a missing or unconfirmed email (Facebook) to the confirm-email
 * page; anything else to the login page with the flow's failure text. The log says why,
 * never with a token.
 */
export function failureTarget(
  request: FastifyRequest,
  error: unknown,
  options: { kind: FlowKind; nextPage: string; profile?: ExternalProfile; fallback?: AuthFlowError },
): string {
  const code = isDomainError(error) ? error.code : undefined;
  request.log.warn(
    { provider: options.kind, code, reason: error instanceof Error ? error.message : String(error) },
    'sign-in flow failed',
  );
  if (code === 'sso_only_error' && options.profile?.email)
    return withParams(AUTH_PATHS.auth0, {
      login: 'prompt',
      login_hint: options.profile.email,
      next_page: options.nextPage,
    });
  if (code === 'social_email_unconfirmed' && options.kind === 'facebook')
    return withParams(AUTH_PATHS.confirmEmail, { next_page: options.nextPage, provider: 'facebook' });
  return loginWithError(options.nextPage, options.fallback ?? 'social');
}
