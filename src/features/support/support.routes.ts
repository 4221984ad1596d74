import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { publicOrigin } from '~/features/accounts/sign-in';
import type { Session } from '~/features/sessions/sessions.service';
import { selfActor, staffActor, whoMay } from '~/features/staff/studio-gate';
import { subscriptionAnswer } from '~/features/subscriptions/subscriptions.schema';
import { DomainError } from '~/server/core/domain-error';
import { clearViewAsCookie, setViewAsCookie } from '~/server/http/request-context';
import { type ApiApp, errorResponses, noContent, type RouteDeps } from '~/server/http/route-types';
import { type Permission, STUDIO_API } from '~/shared/studio';
import {
  confirmationAnswer,
  extendBody,
  grantAnswer,
  grantAnswerView,
  grantBody,
  memberAnswer,
  memberGrantParams,
  memberIdParams,
  memberOrderParams,
  memberSearchAnswer,
  memberSearchQuery,
  memberSearchView,
  memberSubscriptionParams,
  memberView,
  reasonBody,
  refundAnswer,
  signOutAnswer,
  viewAsAnswer,
} from './support.schema';

const member = `${STUDIO_API.members}/:userId`;
const needs = (permission: Permission) => ({ studio: { permission } }) as const;
const actionNote =
  'Needs a reason; the action and the reason are in the audit log and the member’s timeline.';

/** The staff member's own session: the studio gate admitted the call, so there is one. */
function staffSessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new DomainError('not_logged_in');
  return request.session;
}

/** The support desk (docs/decisions/0029-support-desk.md): find members, see one, act for them. */
export async function supportRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  const { support, clock } = services;

  app.get(
    STUDIO_API.members,
    {
      config: needs('members:read'),
      schema: {
        operationId: 'studioFindMembers',
        tags: ['studio'],
        summary: 'Members whose email or name starts with q (any case), newest first, 25 a page by keyset.',
        description: whoMay('members:read'),
        querystring: memberSearchQuery,
        response: { 200: memberSearchAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      memberSearchView(await support.find(request.query.q ?? '', { before: request.query.before })),
  );

  app.get(
    member,
    {
      config: needs('members:read'),
      schema: {
        operationId: 'studioGetMember',
        tags: ['studio'],
        summary:
          'One member: account, profiles, access grants, where they are signed in; with orders:read also orders, subscriptions and cards (last four).',
        description: whoMay('members:read'),
        params: memberIdParams,
        response: { 200: memberAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => memberView(await support.member(staffActor(request), request.params.userId)),
  );

  app.post(
    `${member}/grants`,
    {
      config: needs('members:grant_access'),
      schema: {
        operationId: 'studioGrantMemberAccess',
        tags: ['studio'],
        summary: 'Grants access from now for a number of days: a ledger grant of source admin.',
        description: `${whoMay('members:grant_access')} ${actionNote}`,
        params: memberIdParams,
        body: grantBody,
        response: { 201: grantAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const grant = await support.grantAccess(staffActor(request), request.params.userId, request.body);
      return reply.code(201).send(grantAnswerView(grant));
    },
  );

  app.post(
    `${member}/grants/:grantId/extension`,
    {
      config: needs('members:grant_access'),
      schema: {
        operationId: 'studioExtendMemberAccess',
        tags: ['studio'],
        summary: 'Moves the end of one of the member’s grants some days later (from now if it has ended).',
        description: `${whoMay('members:grant_access')} ${actionNote}`,
        params: memberGrantParams,
        body: extendBody,
        response: { 200: grantAnswer, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      grantAnswerView(
        await support.extendAccess(
          staffActor(request),
          request.params.userId,
          request.params.grantId,
          request.body,
        ),
      ),
  );

  app.post(
    `${member}/orders/:orderId/refund`,
    {
      config: needs('orders:refund'),
      schema: {
        operationId: 'studioRefundMemberOrder',
        tags: ['studio'],
        summary:
          'Refunds an order by the money-back rules (a purchase or renewal within 30 days); the membership it paid for ends.',
        description: `${whoMay('orders:refund')} ${actionNote}`,
        params: memberOrderParams,
        body: reasonBody,
        response: { 200: refundAnswer, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => ({
      order: await support.refund(
        staffActor(request),
        request.params.userId,
        request.params.orderId,
        request.body,
      ),
    }),
  );

  app.post(
    `${member}/subscriptions/:subscriptionId/cancellation`,
    {
      config: needs('orders:refund'),
      schema: {
        operationId: 'studioCancelMemberSubscription',
        tags: ['studio'],
        summary: 'Cancels the member’s subscription at the end of its period (no renewal).',
        description: `${whoMay('orders:refund')} ${actionNote}`,
        params: memberSubscriptionParams,
        body: reasonBody,
        response: { 200: subscriptionAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      subscription: await support.cancelSubscription(
        staffActor(request),
        request.params.userId,
        request.params.subscriptionId,
        request.body,
      ),
    }),
  );

  app.post(
    `${member}/confirmation-email`,
    {
      config: needs('members:edit'),
      schema: {
        operationId: 'studioResendMemberConfirmation',
        tags: ['studio'],
        summary: 'Emails the member a new link that confirms their address (the older links stop working).',
        description: `${whoMay('members:edit')} ${actionNote}`,
        params: memberIdParams,
        body: reasonBody,
        response: { 200: confirmationAnswer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const sent = await support.resendConfirmation(
        staffActor(request),
        request.params.userId,
        request.body,
        publicOrigin(request, config),
      );
      return { email: sent.email, sent_at: sent.sentAt.toISOString() };
    },
  );

  app.post(
    `${member}/unlock`,
    {
      config: needs('members:edit'),
      schema: {
        operationId: 'studioUnlockMember',
        tags: ['studio'],
        summary: 'Lifts the lock of too many wrong passwords: the member can sign in at once.',
        description: `${whoMay('members:edit')} ${actionNote}`,
        params: memberIdParams,
        body: reasonBody,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await support.unlock(staffActor(request), request.params.userId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${member}/sign-out`,
    {
      config: needs('members:edit'),
      schema: {
        operationId: 'studioSignOutMember',
        tags: ['studio'],
        summary: 'Signs the member out on every device (every session ends).',
        description: `${whoMay('members:edit')} ${actionNote}`,
        params: memberIdParams,
        body: reasonBody,
        response: { 200: signOutAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      ended: await support.signOutEverywhere(staffActor(request), request.params.userId, request.body),
    }),
  );

  app.post(
    `${member}/view-as`,
    {
      config: needs('members:read'),
      schema: {
        operationId: 'studioViewAsMember',
        tags: ['studio'],
        summary:
          'Starts viewing the site as the member for 30 minutes at most: read-only (every change is refused with 403), in a cookie of its own beside the staff session, which the studio keeps using.',
        description: `${whoMay('members:read')} A staff account only for who holds every permission of its role. ${actionNote}`,
        params: memberIdParams,
        body: reasonBody,
        response: { 201: viewAsAnswer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const viewing = await support.startViewing(
        staffActor(request),
        staffSessionOf(request),
        request.params.userId,
        request.body,
      );
      const seconds = Math.ceil((viewing.expiresAt.getTime() - clock.now().getTime()) / 1000);
      setViewAsCookie(reply, config, viewing.token, seconds);
      return reply.code(201).send({ ends_at: viewing.expiresAt.toISOString() });
    },
  );

  app.delete(
    STUDIO_API.viewAs,
    {
      // Ending a viewing only gives up power: any staff member, even one asked for a code.
      config: { studio: { permission: null, allow: ['needs_second_factor', 'needs_enrolment'] } },
      schema: {
        operationId: 'studioStopViewingAsMember',
        tags: ['studio'],
        summary:
          'Stops viewing the site as a member (in the audit log and the member’s timeline) and clears its cookie; nothing to stop is fine.',
        description: 'Any staff member.',
        response: { 204: noContent, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await support.stopViewing(selfActor(request), staffSessionOf(request).id);
      clearViewAsCookie(reply, config);
      return reply.code(204).send(null);
    },
  );
}
