import type { FastifyRequest } from 'fastify';
import { requestedProfile } from '~/features/profiles/profiles.routes';
import type { Session } from '~/features/sessions/sessions.service';
import { DomainError } from '~/server/core/domain-error';
import { createTtlCache } from '~/server/core/ttl-cache';
import { registerCsrfCheck } from '~/server/http/csrf';
import {
  markPrivate,
  refuseChangesWhileViewing,
  sessionToken,
  viewAsToken,
} from '~/server/http/request-context';
import { type ApiApp, errorResponses, noContent, type RouteDeps } from '~/server/http/route-types';
import { PLAYER_PATHS } from '~/shared/player';
import { HEADERS } from '~/shared/spec';
import type { QualityReport } from './playback-quality.service';
import { beaconBody, type HeartbeatBody, heartbeatBody, progressParams } from './progress.schema';
import type { Heartbeat } from './progress.service';

/** A beacon is a few hundred bytes; anything much larger is not one. */
const BEACON_BODY_LIMIT = 4096;
/**
 * How long a heartbeat trusts a session it looked up: a viewer's heartbeats cost one
 * session query a minute instead of one each, and a session ended meanwhile (sign-out,
 * password reset) can still report progress for at most this long.
 */
const SESSION_TTL_MS = 60_000;
const SESSION_CACHE_ENTRIES = 200_000;

const SUMMARY =
  'Where the current profile is in a lesson: a heartbeat every 10 s while playing, and on ' +
  'pause, seek end and end. Proof of the right to watch: the playback token of GET ' +
  'playback/token (X-PLAYBACK-TOKEN or playback_token), else the ledger. Buffered and ' +
  'written within a second; 90% of the length completes the lesson.';

function heartbeatOf(
  request: FastifyRequest,
  contentUuid: string,
  body: { position_seconds: number; playback_token?: string | undefined },
): Heartbeat {
  const header = request.headers[HEADERS.playbackToken];
  return {
    userId: request.session?.userId ?? null,
    requestedProfile: requestedProfile(request),
    contentUuid,
    positionSeconds: body.position_seconds,
    playbackToken: (typeof header === 'string' && header) || body.playback_token || undefined,
  };
}

/** What an accepted report says about the viewing (docs/decisions/0026-video-start.md). */
function qualityOf(body: HeartbeatBody): QualityReport {
  return {
    startupMs: body.startup_ms,
    rebufferCount: body.rebuffer_count,
    rebufferMs: body.rebuffer_ms,
    renditionHeight: body.rendition_height,
  };
}

/**
 * PATCH /api/v3/playback/{content_uuid} and its sendBeacon twin, POST …/beacon
 * (docs/decisions/0014-progress.md). Both answer 204 once the heartbeat is buffered.
 *
 * The busiest calls of the product (every viewer, every 10 s), so they are registered
 * outside the app's session scope, like the media files, with a lighter context of their
 * own: the session through a short in-process cache, the CSRF check every API call has,
 * and no visitor cookies (a heartbeat is not a visit; the page that plays refreshed them).
 */
export async function progressRoutes(app: ApiApp, { services, config }: RouteDeps): Promise<void> {
  const { progress } = services;
  const sessions = createTtlCache<string, Session>({
    clock: services.clock,
    ttlMs: SESSION_TTL_MS,
    maxEntries: SESSION_CACHE_ENTRIES,
  });
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = sessionToken(request, config);
    if (token)
      request.session =
        (await sessions.getOrLoad(
          token,
          async () => (await services.sessions.resolve(token)) ?? undefined,
        )) ?? null;
    if (request.session) markPrivate(reply);
    // Viewing the site as a member plays their videos but never moves their progress.
    refuseChangesWhileViewing(request, viewAsToken(request, config) !== undefined);
  });
  registerCsrfCheck(app, services);
  progress.reportFailuresTo(app.log);
  // Runs once the server has stopped taking requests: the last heartbeats reach the table.
  app.addHook('onClose', async () => {
    await progress.flush();
    await services.playbackQuality.flush();
  });

  app.patch(
    PLAYER_PATHS.progress(':contentUuid'),
    {
      // A few bytes each way: nothing to compress, and every hook costs at this rate.
      compress: false,
      decompress: false,
      config: { session: 'visitor' },
      schema: {
        operationId: 'reportProgress',
        tags: ['playback'],
        summary: SUMMARY,
        params: progressParams,
        body: heartbeatBody,
        response: { 204: noContent, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      await progress.record(heartbeatOf(request, request.params.contentUuid, request.body));
      services.playbackQuality.record(qualityOf(request.body));
      return reply.code(204).send(null);
    },
  );

  await app.register(async (beacon: ApiApp) => {
    // sendBeacon(url, string) sends text/plain; a Blob may be application/json. Both carry
    // JSON, whose csrf_token the app's CSRF check reads like a form field's.
    beacon.removeContentTypeParser('text/plain');
    beacon.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: BEACON_BODY_LIMIT },
      (_request, text, done) => {
        try {
          done(null, JSON.parse(text as string));
        } catch {
          done(new DomainError('invalid_json'), undefined);
        }
      },
    );
    beacon.post(
      PLAYER_PATHS.progressBeacon(':contentUuid'),
      {
        bodyLimit: BEACON_BODY_LIMIT,
        compress: false,
        decompress: false,
        config: { session: 'visitor' },
        schema: {
          operationId: 'reportProgressBeacon',
          tags: ['playback'],
          summary:
            'The same report sent with navigator.sendBeacon as the page goes away: JSON (as ' +
            'text/plain or application/json) with csrf_token and playback_token in the body.',
          params: progressParams,
          body: beaconBody,
          response: { 204: noContent, ...errorResponses(401, 403, 404, 422) },
        },
      },
      async (request, reply) => {
        await progress.record(heartbeatOf(request, request.params.contentUuid, request.body));
        services.playbackQuality.record(qualityOf(request.body));
        return reply.code(204).send(null);
      },
    );
  });
}
