import { z } from 'zod';
import { devToolsOnly } from '~/server/http/dev-tools-access';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { PATHS } from '~/shared/spec';
import { passwordResetFinishBody, passwordResetRequestBody } from './accounts.schema';
import { publicOrigin, requireUserId } from './sign-in';

const tokenParams = z.object({ token: z.string().min(1).max(128) });
const confirmationDocument = z.object({
  data: z.object({
    id: z.string(),
    type: z.literal('email-confirmations'),
    attributes: z.object({ email: z.string(), confirmed: z.boolean(), sent_at: z.string().nullable() }),
  }),
});
const confirmationStatus = z.object({ email: z.string(), confirmed: z.boolean() });

export async function recoveryRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { services, config } = deps;
  const { recovery, accounts } = services;

  app.post(
    '/api/v1/passwords',
    {
      schema: {
        operationId: 'requestPasswordReset',
        tags: ['auth'],
        summary: 'Sends a password reset link; the same answer whether or not the email has an account.',
        body: passwordResetRequestBody,
        response: { 200: z.object({ status: z.literal('sent') }) },
      },
    },
    async (request) => {
      await recovery.requestPasswordReset(request.body.email, publicOrigin(request, config));
      return { status: 'sent' as const };
    },
  );

  app.put(
    '/api/v1/passwords/:token',
    {
      schema: {
        operationId: 'resetPassword',
        tags: ['auth'],
        summary: 'Sets a new password with a reset link (single use); ends every session of the account.',
        params: tokenParams,
        body: passwordResetFinishBody,
        response: { 200: z.object({ status: z.literal('reset'), redirect_to: z.string() }) },
      },
    },
    async (request) => {
      const userId = await recovery.finishPasswordReset(request.params.token, {
        password: request.body.password,
        passwordConfirmation: request.body.password_confirmation,
      });
      await services.sessions.endAllForUser(userId);
      return { status: 'reset' as const, redirect_to: PATHS.login };
    },
  );

  const sendConfirmation = async (userId: number, origin: string) => {
    const sent = await recovery.sendEmailConfirmation(userId, origin);
    return {
      data: {
        id: String(userId),
        type: 'email-confirmations' as const,
        attributes: { email: sent.email, confirmed: false, sent_at: sent.sentAt.toISOString() },
      },
    };
  };

  app.get(
    '/email_confirmations',
    {
      config: { session: 'user' },
      schema: {
        operationId: 'getEmailConfirmation',
        tags: ['auth'],
        summary: "Whether the signed-in user's email is confirmed.",
        response: { 200: confirmationStatus },
      },
    },
    async (request) => {
      const user = await accounts.currentUser(requireUserId(request), null);
      return { email: user.attributes.email, confirmed: user.attributes.email_confirmed };
    },
  );

  for (const [path, operationId] of [
    ['/email_confirmations', 'sendEmailConfirmation'],
    ['/jsonapi/v1/email-confirmations', 'createEmailConfirmation'],
  ] as const) {
    app.post(
      path,
      {
        config: { session: 'user' },
        schema: {
          operationId,
          tags: ['auth'],
          summary: "Sends a new confirmation link to the signed-in user's email.",
          response: { 201: confirmationDocument },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await sendConfirmation(requireUserId(request), publicOrigin(request, config))),
    );
  }

  app.get(
    '/jsonapi/v1/email-confirmations/:token',
    {
      schema: {
        operationId: 'confirmEmail',
        tags: ['auth'],
        summary: 'Confirms an email address with the link sent to it.',
        params: tokenParams,
        response: { 200: confirmationDocument, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { userId, email } = await recovery.confirmEmail(request.params.token);
      return {
        data: {
          id: String(userId),
          type: 'email-confirmations' as const,
          attributes: { email, confirmed: true, sent_at: null },
        },
      };
    },
  );

  // Without SMTP, mail stays in the outbox; developers (and browser tests) read it here, from
  // this machine only: it holds reset links, so anyone else reading it could take any account.
  app.get(
    '/api/dev/outbox',
    {
      onRequest: devToolsOnly(config),
      schema: {
        operationId: 'listOutbox',
        tags: ['development'],
        summary:
          'The newest messages of the mail outbox: outside production, to requests from this machine only (404 otherwise).',
        querystring: z.strictObject({ to: z.string().max(320).optional() }),
        response: {
          200: z.object({
            messages: z.array(
              z.object({
                id: z.number(),
                kind: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                status: z.string(),
                created_at: z.string(),
              }),
            ),
          }),
          ...errorResponses(404),
        },
      },
    },
    async (request) => {
      const rows = await services.mailer.recent({ to: request.query.to });
      return {
        messages: rows.map((m) => ({
          id: m.id,
          kind: m.kind,
          to: m.to_address,
          subject: m.subject,
          text: m.text_body,
          status: m.status,
          created_at: m.created_at.toISOString(),
        })),
      };
    },
  );
}
