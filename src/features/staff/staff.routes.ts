import { z } from 'zod';
import { publicOrigin } from '~/features/accounts/sign-in';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import {
  invitationAnswer,
  invitationParams,
  inviteBody,
  roleBody,
  securityPolicy,
  staffOverview,
  userParams,
} from './staff.schema';
import { invitationView, staffOverviewView } from './staff.views';
import { staffActor, whoMay } from './studio-gate';

/** The Staff page's calls: who is on the staff, invitations, roles, and the two-factor policy. */
export async function staffRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  const { staff } = services;
  const manage = { studio: { permission: 'staff:manage' } } as const;

  app.get(
    STUDIO_API.staff,
    {
      config: manage,
      schema: {
        operationId: 'studioGetStaff',
        tags: ['studio'],
        summary:
          'The staff with their roles and second factor, pending invitations, the roles and instructors.',
        description: whoMay('staff:manage'),
        response: { 200: staffOverview, ...errorResponses(401, 403) },
      },
    },
    async () => staffOverviewView(await staff.overview()),
  );

  app.post(
    STUDIO_API.invitations,
    {
      config: manage,
      schema: {
        operationId: 'studioInviteStaff',
        tags: ['studio'],
        summary: 'Invites someone with a role: a one-time link is emailed to them (three days).',
        description: `${whoMay('staff:manage')} Only roles whose permissions the inviter has.`,
        body: inviteBody,
        response: { 201: invitationAnswer, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request, reply) => {
      const { invitation } = await staff.invite(
        staffActor(request),
        { email: request.body.email, role: request.body.role, instructorId: request.body.instructor_id },
        { origin: publicOrigin(request, config), send: 'email' },
      );
      return reply.code(201).send({ invitation: invitationView(invitation) });
    },
  );

  app.delete(
    `${STUDIO_API.invitations}/:invitationId`,
    {
      config: manage,
      schema: {
        operationId: 'studioWithdrawInvitation',
        tags: ['studio'],
        summary: 'Withdraws a pending invitation: its link stops working.',
        description: whoMay('staff:manage'),
        params: invitationParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await staff.withdrawInvitation(staffActor(request), request.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    `${STUDIO_API.staff}/:userId`,
    {
      config: manage,
      schema: {
        operationId: 'studioChangeStaffRole',
        tags: ['studio'],
        summary: 'Changes a staff member’s role (and, for a scoped role, their instructor record).',
        description: `${whoMay('staff:manage')} The last owner stays an owner.`,
        params: userParams,
        body: roleBody,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await staff.changeRole(staffActor(request), request.params.userId, {
        role: request.body.role,
        instructorId: request.body.instructor_id,
      });
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${STUDIO_API.staff}/:userId`,
    {
      config: manage,
      schema: {
        operationId: 'studioRemoveStaff',
        tags: ['studio'],
        summary: 'Takes someone off the staff; their account stays a member account.',
        description: `${whoMay('staff:manage')} The last owner cannot be removed.`,
        params: userParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await staff.remove(staffActor(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${STUDIO_API.staff}/:userId/two-factor`,
    {
      config: manage,
      schema: {
        operationId: 'studioResetStaffTwoFactor',
        tags: ['studio'],
        summary: 'Removes a staff member’s authenticator (a lost phone): they set up a new one.',
        description: whoMay('staff:manage'),
        params: userParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await staff.resetTwoFactor(staffActor(request), request.params.userId);
      return reply.code(204).send(null);
    },
  );

  const security = { studio: { permission: 'security:edit' } } as const;

  app.get(
    STUDIO_API.securityPolicy,
    {
      config: security,
      schema: {
        operationId: 'studioGetSecurityPolicy',
        tags: ['studio'],
        summary: 'The staff security policy: whether two-factor is mandatory.',
        description: whoMay('security:edit'),
        response: { 200: securityPolicy, ...errorResponses(401, 403) },
      },
    },
    async () => ({ two_factor_required: await staff.twoFactorRequired() }),
  );

  app.put(
    STUDIO_API.securityPolicy,
    {
      config: security,
      schema: {
        operationId: 'studioSetSecurityPolicy',
        tags: ['studio'],
        summary: 'Makes two-factor mandatory for all staff, or optional.',
        description: whoMay('security:edit'),
        body: securityPolicy,
        response: { 200: securityPolicy, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await staff.setTwoFactorRequired(staffActor(request), request.body.two_factor_required);
      return { two_factor_required: request.body.two_factor_required };
    },
  );
}
