import { signIn } from '~/features/accounts/sign-in';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API, STUDIO_PATHS } from '~/shared/studio';
import { acceptAnswer, acceptBody, invitationView, tokenParams } from './staff.schema';
import { requestOrigin } from './studio-gate';

/**
 * Accepting a staff invitation: the link is the credential, so these calls are open to
 * visitors (the invitee may have no account yet). Outside the studio gate.
 */
export async function invitationRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services } = deps;

  app.get(
    `${STUDIO_API.invitationLinks}/:token`,
    {
      schema: {
        operationId: 'studioGetInvitation',
        tags: ['studio'],
        summary: 'A pending staff invitation: for whom, which role, and what accepting it needs.',
        description: 'Anyone holding the link. 404 once it is used, withdrawn or expired.',
        params: tokenParams,
        response: { 200: invitationView, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const view = await services.staff.invitation(request.params.token, request.session?.userId ?? null);
      void reply.header('cache-control', 'private, no-store');
      return {
        email: view.email,
        role: view.role,
        invited_by: view.invitedBy,
        expires_at: view.expiresAt.toISOString(),
        proof: view.proof,
      };
    },
  );

  app.post(
    `${STUDIO_API.invitationLinks}/:token/acceptance`,
    {
      schema: {
        operationId: 'studioAcceptInvitation',
        tags: ['studio'],
        summary:
          'Accepts a staff invitation (once): sets the password of a new account, or signs in the existing one with its password, and gives the role.',
        description: 'Anyone holding the link. Answers where to go next: setting up the authenticator.',
        params: tokenParams,
        body: acceptBody,
        response: { 200: acceptAnswer, ...errorResponses(401, 404, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const accepted = await services.staff.acceptInvitation(
        request.params.token,
        { password: body.password, passwordConfirmation: body.password_confirmation, name: body.name },
        { ...requestOrigin(request), signedInUserId: request.session?.userId ?? null },
      );
      const { enrolled } = await services.twoFactor.status(accepted.userId);
      const next = enrolled ? STUDIO_PATHS.home : STUDIO_PATHS.enrol;
      if (accepted.signIn) await signIn(request, reply, deps, accepted.userId, 'identity', next);
      return { user_id: accepted.userId, redirect_to: next };
    },
  );
}
