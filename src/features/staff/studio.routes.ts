import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditRoutes } from '~/features/audit/audit.routes';
import { articleAuthoringRoutes } from '~/features/authoring/article-authoring.routes';
import { authoringRoutes } from '~/features/authoring/authoring.routes';
import { collectionRecordsRoutes } from '~/features/authoring/collection-records.routes';
import { discoveryRecordsRoutes } from '~/features/authoring/discovery-records.routes';
import { sessionAuthoringRoutes } from '~/features/authoring/session-authoring.routes';
import { catalogTransferRoutes } from '~/features/catalog-transfer/transfer.routes';
import { commerceRoutes } from '~/features/commerce/commerce.routes';
import { jobsRoutes } from '~/features/jobs/jobs.routes';
import { lessonMediaRoutes } from '~/features/media/lesson-media.routes';
import { playbackQualityRoutes } from '~/features/progress/playback-quality.routes';
import type { Session } from '~/features/sessions/sessions.service';
import { siteSettingsRoutes } from '~/features/settings/site-settings.routes';
import { supportRoutes } from '~/features/support/support.routes';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { staffRoutes } from './staff.routes';
import {
  codeBody,
  endedAnswer,
  enrolment,
  recoveryCodes,
  secondFactorAnswer,
  sessionParams,
  sessionsAnswer,
  studioMe,
} from './staff.schema';
import { meView } from './staff.views';
import { admittedStaff, registerStudioGate, selfActor, whoMay } from './studio-gate';

/**
 * Everything under /api/studio that needs a staff member: one scope behind the studio gate.
 * Later parts of the studio register their routes here too.
 */
export async function studioRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  registerStudioGate(app, deps.services);
  await app.register(myStudioRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(auditRoutes, deps);
  await app.register(authoringRoutes, deps);
  await app.register(discoveryRecordsRoutes, deps);
  await app.register(articleAuthoringRoutes, deps);
  await app.register(sessionAuthoringRoutes, deps);
  await app.register(collectionRecordsRoutes, deps);
  await app.register(catalogTransferRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(lessonMediaRoutes, deps);
  await app.register(playbackQualityRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(commerceRoutes, deps);
  await app.register(siteSettingsRoutes, deps);
}

/** The signed-in staff member's own studio: who they are, their second factor, their sessions. */
async function myStudioRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { twoFactor, staffSessions } = services;
  // Admitted staff always have a session (the gate found them through it).
  const session = (request: FastifyRequest) => request.session as Session;

  app.get(
    STUDIO_API.me,
    {
      config: { studio: { permission: null, allow: ['needs_second_factor', 'needs_enrolment'] } },
      schema: {
        operationId: 'studioGetMe',
        tags: ['studio'],
        summary:
          'The signed-in staff member: role, permissions, second factor, and the step the studio asks for.',
        description: 'Any staff member, also before the second factor.',
        response: { 200: studioMe, ...errorResponses(401, 403) },
      },
    },
    async (request) => meView(admittedStaff(request)),
  );

  app.post(
    STUDIO_API.secondFactor,
    {
      config: { studio: { permission: null, allow: ['needs_second_factor'] } },
      schema: {
        operationId: 'studioVerifySecondFactor',
        tags: ['studio'],
        summary: 'Passes the second factor for this session with an authenticator code or a recovery code.',
        description:
          'Any staff member with two-factor on. Each code works once; wrong codes are limited (429).',
        body: codeBody,
        response: { 200: secondFactorAnswer, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => {
      const { recoveryCodesLeft } = await twoFactor.verify(
        selfActor(request),
        session(request),
        request.body.code,
      );
      return { recovery_codes_left: recoveryCodesLeft };
    },
  );

  app.post(
    STUDIO_API.enrolment,
    {
      config: { studio: { permission: null, allow: ['needs_enrolment'] } },
      schema: {
        operationId: 'studioRestartEnrolment',
        tags: ['studio'],
        summary: 'A new secret for the authenticator being set up (replaces the one shown before).',
        description: 'Any staff member without two-factor.',
        response: { 200: enrolment, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      const staff = admittedStaff(request);
      const started = await twoFactor.restartEnrolment(staff.userId, staff.email);
      return { secret: started.secret, otpauth_uri: started.uri };
    },
  );

  app.post(
    STUDIO_API.enrolmentConfirmation,
    {
      config: { studio: { permission: null, allow: ['needs_enrolment'] } },
      schema: {
        operationId: 'studioConfirmEnrolment',
        tags: ['studio'],
        summary:
          'Turns two-factor on with a code from the new authenticator; answers the recovery codes, once.',
        description: 'Any staff member without two-factor.',
        body: codeBody,
        response: { 200: recoveryCodes, ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request) => ({
      recovery_codes: await twoFactor.confirmEnrolment(
        selfActor(request),
        session(request),
        request.body.code,
      ),
    }),
  );

  app.delete(
    STUDIO_API.twoFactor,
    {
      config: { studio: { permission: null } },
      schema: {
        operationId: 'studioDisableTwoFactor',
        tags: ['studio'],
        summary: 'Turns two-factor off, proven by a current code (authenticator or recovery).',
        description: `${whoMay(null)} Where the owner made two-factor mandatory, the studio then asks to set it up again.`,
        body: codeBody,
        response: { 204: z.null(), ...errorResponses(401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      await twoFactor.disable(selfActor(request), request.body.code);
      return reply.code(204).send(null);
    },
  );

  app.post(
    STUDIO_API.recoveryCodes,
    {
      config: { studio: { permission: null } },
      schema: {
        operationId: 'studioRegenerateRecoveryCodes',
        tags: ['studio'],
        summary: 'New recovery codes (the old ones stop working), answered once.',
        description: whoMay(null),
        response: { 200: recoveryCodes, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => ({ recovery_codes: await twoFactor.regenerateRecoveryCodes(selfActor(request)) }),
  );

  app.get(
    STUDIO_API.sessions,
    {
      config: { studio: { permission: null } },
      schema: {
        operationId: 'studioListSessions',
        tags: ['studio'],
        summary: 'Your signed-in sessions: device, address, when last seen; the current one marked.',
        description: whoMay(null),
        response: { 200: sessionsAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const sessions = await staffSessions.list(admittedStaff(request).userId, session(request));
      return {
        sessions: sessions.map((row) => ({
          id: row.id,
          device: row.device,
          ip_address: row.ip,
          started_at: row.startedAt.toISOString(),
          last_seen_at: row.lastSeenAt.toISOString(),
          current: row.current,
          second_factor: row.secondFactor,
        })),
      };
    },
  );

  app.delete(
    `${STUDIO_API.sessions}/:sessionId`,
    {
      config: { studio: { permission: null } },
      schema: {
        operationId: 'studioEndSession',
        tags: ['studio'],
        summary: 'Ends another of your sessions (the current one ends by signing out: 409).',
        description: whoMay(null),
        params: sessionParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await staffSessions.end(selfActor(request), session(request), request.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    STUDIO_API.endOtherSessions,
    {
      config: { studio: { permission: null } },
      schema: {
        operationId: 'studioEndOtherSessions',
        tags: ['studio'],
        summary: 'Ends every session of yours but this one.',
        description: whoMay(null),
        response: { 200: endedAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ ended: await staffSessions.endOthers(selfActor(request), session(request)) }),
  );
}
