import { z } from 'zod';
import { requestedProfile } from '~/features/profiles/profiles.routes';
import { type ApiApp, errorResponses, noContent, type RouteDeps } from '~/server/http/route-types';
import { safeNextPage } from '~/shared/auth';
import { AUTH_PATHS, PATHS } from '~/shared/spec';
import {
  authResponse,
  changePasswordBody,
  completeRegistrationBody,
  loginBody,
  registerBody,
  userDocument,
  userPatchBody,
} from './accounts.schema';
import type { AccountsService } from './accounts.service';
import { publicOrigin, requireUserId, signIn, signOut } from './sign-in';

const userIdParams = z.object({ id: z.coerce.number().int().positive() });

/** The JSON:API user document of product.md 3 for a profile. */
async function userDoc(accounts: AccountsService, userId: number, profileId: string | undefined) {
  const user = await accounts.currentUser(userId, profileId ?? null);
  return { data: { id: String(user.id), type: 'users' as const, attributes: user.attributes } };
}

export async function accountRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services, config } = deps;
  const { accounts } = services;

  app.post(
    '/auth/identity/callback',
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'signIn',
        tags: ['auth'],
        summary: 'Email and password login (form post or JSON).',
        body: loginBody,
        response: { 200: authResponse, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const user = await accounts.login(
        { email: body.auth_key ?? body.email, password: body.password },
        { ip: request.ip },
      );
      const landing = await signIn(request, reply, deps, user.id, 'identity', safeNextPage(body.next_page));
      return {
        status: 'success' as const,
        user_id: user.id,
        email: user.email,
        user_name: user.name,
        new_user: false,
        redirect_to: landing,
      };
    },
  );

  app.post(
    '/auth/identity/register',
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'register',
        tags: ['auth'],
        summary: 'Creates an account with email and password and signs it in.',
        body: registerBody,
        response: {
          200: z.object({ user_id: z.number().int(), email: z.string(), redirect_to: z.string() }),
          ...errorResponses(422),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const user = await accounts.register(
        {
          email: body.email,
          password: body.password,
          passwordConfirmation: body.password_confirmation,
          optIn: body.gdpr_opt_in,
          name: body.name,
        },
        { country: request.visitor.country },
      );
      const landing = await signIn(request, reply, deps, user.id, 'identity', safeNextPage(body.next_page));
      await services.recovery.sendEmailConfirmation(user.id, publicOrigin(request, config));
      return { user_id: user.id, email: user.email, redirect_to: landing };
    },
  );

  app.post(
    '/auth/logout',
    {
      // Signs the browser's own session out, also while viewing as a member (that ends with it).
      config: { session: 'visitor', ownSession: true },
      schema: {
        operationId: 'signOut',
        tags: ['auth'],
        summary: 'Ends the session on the server.',
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await signOut(request, reply, deps);
      return reply.code(204).send(null);
    },
  );

  app.get(
    PATHS.currentUser,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getCurrentUser',
        tags: ['users'],
        summary: 'The signed-in user (401 when anonymous).',
        querystring: z.strictObject({ deep: z.enum(['true', 'false']).optional() }),
        response: { 200: userDocument },
      },
    },
    async (request) => userDoc(accounts, requireUserId(request), requestedProfile(request)),
  );

  app.get(
    '/jsonapi/v1/users/:id',
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'A user: only your own.',
        params: userIdParams,
        querystring: z.strictObject({ deep: z.enum(['true', 'false']).optional() }),
        response: { 200: userDocument, ...errorResponses(403) },
      },
    },
    async (request) => {
      const viewer = requireUserId(request);
      if (viewer !== request.params.id) await accounts.updateUser(viewer, request.params.id, {});
      return userDoc(accounts, viewer, requestedProfile(request));
    },
  );

  app.patch(
    '/jsonapi/v1/users/:id',
    {
      config: { session: 'user' },
      schema: {
        operationId: 'updateUser',
        tags: ['users'],
        summary: 'Changes your own name, email (confirmed again), mature content or marketing choice.',
        params: userIdParams,
        body: userPatchBody,
        response: { 200: userDocument, ...errorResponses(403) },
      },
    },
    async (request) => {
      const viewer = requireUserId(request);
      const { body } = request;
      const { emailChanged } = await accounts.updateUser(viewer, request.params.id, {
        name: body.name,
        email: body.email,
        matureContentEnabled: body.mature_content_enabled,
        optIn: body.gdpr_opt_in,
      });
      if (emailChanged) await services.recovery.sendEmailConfirmation(viewer, publicOrigin(request, config));
      return userDoc(accounts, viewer, requestedProfile(request));
    },
  );

  app.get(
    '/api/v1/accounts/check_email',
    {
      schema: {
        operationId: 'checkEmail',
        tags: ['auth'],
        summary: 'Whether an email has an account (404 when not registered).',
        querystring: z.strictObject({ email: z.string().max(320) }),
        response: {
          200: z.object({ email: z.string(), sso_only: z.boolean(), has_password: z.boolean() }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => accounts.checkEmail(request.query.email),
  );

  app.put(
    '/api/v1/accounts/complete_registration',
    {
      config: { session: 'user' },
      schema: {
        operationId: 'completeRegistration',
        tags: ['auth'],
        summary: 'Sets the first password of an account made without one.',
        body: completeRegistrationBody,
        response: { 200: userDocument, ...errorResponses(409) },
      },
    },
    async (request) => {
      const userId = requireUserId(request);
      await accounts.completeRegistration(userId, {
        password: request.body.password,
        passwordConfirmation: request.body.password_confirmation,
        name: request.body.name,
      });
      return userDoc(accounts, userId, requestedProfile(request));
    },
  );

  app.put(
    AUTH_PATHS.changePassword,
    {
      config: { session: 'user' },
      schema: {
        operationId: 'changePassword',
        tags: ['auth'],
        summary: 'Changes your password with the current one; your other sessions end, this one stays.',
        body: changePasswordBody,
        response: { 204: noContent, ...errorResponses(409, 429) },
      },
    },
    async (request, reply) => {
      const userId = requireUserId(request);
      await accounts.changePassword(userId, {
        currentPassword: request.body.current_password,
        password: request.body.password,
        passwordConfirmation: request.body.password_confirmation,
      });
      // Whoever else holds a session of this account (a stolen cookie, a shared computer) is out.
      await services.sessions.endOtherSessions(userId, request.session!.id);
      return reply.code(204).send(null);
    },
  );
}
