import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestedProfile } from '~/features/profiles/profiles.routes';
import { DomainError } from '~/server/core/domain-error';
import { etagMatches, parseRange, rangeStillValid } from '~/server/http/conditional';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { HEADERS, PATHS } from '~/shared/spec';
import { playbackToken, playbackTokenQuery } from './media.schema';
import type { CacheScope, MediaFile } from './media.service';

/**
 * Caching of stream files (docs/decisions/0013): playlists a minute (a new transcode shows
 * up soon), everything else a day, revalidated by ETag (a new transcode replaces files at
 * the same address). Token-gated answers stay in the viewer's browser only.
 */
const CACHE_CONTROL: Record<'playlist' | 'file', Record<CacheScope, string>> = {
  playlist: { public: 'public, max-age=60', private: 'private, max-age=60' },
  file: { public: 'public, max-age=86400', private: 'private, max-age=86400' },
};

/** GET /api/v3/playback/token?content_uuid=: a short-lived token for one lesson. */
export async function playbackRoutes(app: ApiApp, deps: RouteDeps): Promise<void> {
  const { media } = deps.services;
  app.get(
    PATHS.playbackToken,
    {
      config: { session: 'visitor' },
      schema: {
        operationId: 'getPlaybackToken',
        tags: ['playback'],
        summary:
          'A playback token for one lesson and the current profile: 10 minutes to open its stream. ' +
          'Trailers and sample lessons need no sign-in.',
        querystring: playbackTokenQuery,
        response: { 200: playbackToken, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const grant = await media.issueToken(
        { userId: request.session?.userId ?? null, requestedProfile: requestedProfile(request) },
        request.query.content_uuid,
      );
      // It carries a fresh token, whoever asks.
      void reply.header('cache-control', 'no-store');
      return {
        content_uuid: grant.contentUuid,
        token: grant.token,
        expires_at: grant.expiresAt.toISOString(),
        expires_in: Math.round((grant.expiresAt.getTime() - deps.services.clock.now().getTime()) / 1000),
        stream_url: grant.streamUrl,
        poster_url: grant.posterUrl,
        caption_languages: grant.captionLanguages,
        duration_seconds: grant.durationSeconds,
        is_preview: grant.isPreview,
      };
    },
  );
}

/** The token of a media request: the X-PLAYBACK-TOKEN header, else the `token` of a signed URL. */
function tokenOf(request: FastifyRequest<{ Querystring: Record<string, unknown> }>): string | null {
  const header = request.headers[HEADERS.playbackToken];
  const given = typeof header === 'string' ? header : request.query.token;
  if (given === undefined) return null;
  // A repeated or empty parameter is no token of ours, not a missing one.
  return typeof given === 'string' && given !== '' ? given : '';
}

function sendFile(request: FastifyRequest, reply: FastifyReply, media: Extract<MediaFile, { kind: 'file' }>) {
  const { size, modifiedAt } = media.stored;
  const etag = `"${size.toString(16)}-${modifiedAt.getTime().toString(16)}"`;
  const lastModified = modifiedAt.toUTCString();
  let range = parseRange(request.headers.range, size);
  const ifRange = request.headers['if-range'];
  if (range && !rangeStillValid(typeof ifRange === 'string' ? ifRange : undefined, etag, lastModified))
    range = null;
  if (range === 'unsatisfiable') {
    void reply.header('content-range', `bytes */${size}`);
    throw new DomainError('range_not_satisfiable');
  }
  void reply
    .header('content-type', media.contentType)
    .header('cache-control', CACHE_CONTROL.file[media.cache])
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('last-modified', lastModified);
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  const notModified = request.headers['if-none-match']
    ? etagMatches(request.headers['if-none-match'], etag)
    : since >= Math.floor(modifiedAt.getTime() / 1000) * 1000;
  if (notModified) return reply.code(304).send();
  if (!range) return media.open().then((stream) => reply.header('content-length', size).send(stream));
  return media.open(range).then((stream) =>
    reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(stream),
  );
}

/**
 * GET /media/{lesson uuid}/{file}: the HLS files of a lesson. Registered outside the session
 * scope (no cookies read or set): the token is the credential, so the Chromecast receiver
 * and shared caches (previews) work alike. Errors are the catalogue's JSON.
 */
export async function mediaFileRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { media } = deps.services;
  app.get<{ Params: { contentUuid: string; file: string }; Querystring: Record<string, unknown> }>(
    `${PATHS.media}/:contentUuid/:file`,
    // Playlists and captions are small; compressing would also break byte ranges.
    { schema: { hide: true }, compress: false },
    async (request, reply) => {
      const found = await media.openFile(request.params.contentUuid, request.params.file, tokenOf(request));
      if (found.kind === 'file') return sendFile(request, reply, found);
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', CACHE_CONTROL.playlist[found.cache])
        .send(found.body);
    },
  );
}
