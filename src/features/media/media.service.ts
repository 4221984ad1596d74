import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { AccessService } from '~/features/access/access.service';
import type { ProfilesService } from '~/features/profiles/profiles.service';
import type { Clock } from '~/server/core/clock';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import type { JobQueue } from '~/server/jobs/queue';
import { PATHS } from '~/shared/spec';
import { CAPTION_LANGUAGE, isPlaylist, MEDIA_CONTENT_TYPES, MEDIA_FILE_NAME, signPlaylist } from './hls';
import { LADDER, MEDIA_FILES } from './ladder';
import * as repo from './media.repository';
import { createPlaybackTokens, type PlaybackClaims } from './playback-token';
import { type ByteRange, DEMO_PREFIX, isStorageKey, type MediaStorage, type StoredFile } from './storage';
import { TRANSCODE_JOB, TRANSCODE_MAX_ATTEMPTS, type TranscodePayload, transcodeJobKey } from './transcode';

/** How long a token from GET playback/token opens its lesson's master playlist. */
export const PLAYBACK_TOKEN_TTL_SECONDS = 600;
/** The longest a token inside a playlist may live: a whole film plus the usual slack. */
const MAX_STREAM_TOKEN_SECONDS = 6 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Who asks for a token: the signed-in user (null for a visitor) and the profile they name. */
export type Viewer = { userId: number | null; requestedProfile?: string | null };

export type PlaybackGrant = {
  contentUuid: string;
  token: string;
  expiresAt: Date;
  /** The master playlist, signed (`?token=`), for the media element or hls.js. */
  streamUrl: string;
  /**
   * By rung, the files a playback starts with (master, rendition playlist, first segment),
   * signed exactly as the playlists will name them, so a prefetch is what the player asks for.
   */
  startFiles: string[][];
  posterUrl: string;
  captionLanguages: string[];
  durationSeconds: number | null;
  /** A trailer or sample lesson: its files are served without a token too. */
  isPreview: boolean;
};

/** Who may cache an answer: anyone (previews without a token), or only the viewer's browser. */
export type CacheScope = 'public' | 'private';

export type MediaFile =
  | { kind: 'playlist'; contentType: string; cache: CacheScope; body: string }
  | {
      kind: 'file';
      contentType: string;
      cache: CacheScope;
      stored: StoredFile;
      open: (range?: ByteRange) => Promise<Readable>;
    };

/** Why a viewer may not play a released lesson (the error codes playback answers). */
export type PlaybackRefusal = 'not_logged_in' | 'no_permission' | 'media_not_ready';

/**
 * Whether a viewer may play a released lesson, or why not: a trailer or sample lesson is free;
 * anything else needs a signed-in viewer the ledger lets watch the class; and a stream. The one
 * rule playback tokens follow, and the studio's preview of a draft as a plan's member.
 */
export async function playbackRefusal(
  lesson: { isPreview: boolean; hasStream: boolean },
  viewer: { signedIn: boolean; mayWatchClass: () => Promise<boolean> },
): Promise<PlaybackRefusal | null> {
  if (!lesson.isPreview) {
    if (!viewer.signedIn) return 'not_logged_in';
    if (!(await viewer.mayWatchClass())) return 'no_permission';
  }
  return lesson.hasStream ? null : 'media_not_ready';
}

export const mediaUrl = (lessonUuid: string, file: string) => `${PATHS.media}/${lessonUuid}/${file}`;

/**
 * Playback: tokens for the lessons the ledger lets a viewer watch, the HLS files behind
 * them, and transcodes of uploads (docs/decisions/0013-media-and-playback-tokens.md).
 */
export function createMediaService(deps: {
  db: Db;
  clock: Clock;
  access: AccessService;
  profiles: ProfilesService;
  queue: JobQueue;
  storage: MediaStorage;
  tokenSecret: string;
}) {
  const { db, clock, access, profiles, queue, storage } = deps;
  const tokens = createPlaybackTokens(deps.tokenSecret);

  const userCanWatch = (userId: number, courseId: number) => access.userCanWatch(userId, { courseId });

  async function playable(contentUuid: string) {
    const lesson = UUID.test(contentUuid) ? await repo.findPlayable(db, contentUuid) : undefined;
    // An episode announced but not out yet has nothing to play.
    if (!lesson || lesson.released_at.getTime() > clock.now().getTime())
      throw new DomainError('content_not_found');
    return { ...lesson, isPreview: lesson.role !== 'lesson' };
  }

  async function issueToken(viewer: Viewer, contentUuid: string): Promise<PlaybackGrant> {
    const lesson = await playable(contentUuid);
    const { userId } = viewer;
    const refusal = await playbackRefusal(
      { isPreview: lesson.isPreview, hasStream: Boolean(lesson.asset_key) },
      { signedIn: userId !== null, mayWatchClass: () => userCanWatch(userId!, lesson.course_id) },
    );
    if (refusal) throw new DomainError(refusal);
    const profile =
      viewer.userId === null
        ? null
        : await profiles.resolveCurrentProfile(viewer.userId, viewer.requestedProfile);
    const claims: PlaybackClaims = {
      lessonUuid: lesson.uuid,
      userId: viewer.userId,
      profileUuid: profile?.uuid ?? null,
      expiresAt: new Date(clock.now().getTime() + PLAYBACK_TOKEN_TTL_SECONDS * 1000),
    };
    const { expiresAt } = claims;
    const token = tokens.sign(claims);
    const signed = `?token=${encodeURIComponent(token)}`;
    // What the master playlist will write into the addresses it names (streamToken).
    const inner = `?token=${encodeURIComponent(streamToken(claims, lesson.duration_seconds))}`;
    return {
      contentUuid: lesson.uuid,
      token,
      expiresAt,
      streamUrl: `${mediaUrl(lesson.uuid, MEDIA_FILES.master)}${signed}`,
      startFiles: LADDER.map((_, i) => [
        `${mediaUrl(lesson.uuid, MEDIA_FILES.master)}${signed}`,
        `${mediaUrl(lesson.uuid, MEDIA_FILES.rendition(i))}${inner}`,
        `${mediaUrl(lesson.uuid, MEDIA_FILES.segment(i, 0))}${inner}`,
      ]),
      posterUrl: `${mediaUrl(lesson.uuid, MEDIA_FILES.poster)}${signed}`,
      captionLanguages: lesson.caption_languages_json ?? [],
      durationSeconds: lesson.duration_seconds,
      isPreview: lesson.isPreview,
    };
  }

  /**
   * The token the master playlist writes into the URIs it names: it lasts the stream plus the
   * usual lifetime beyond the master's own token, so a viewer who started in time can watch to
   * the end (and each master fetch, which re-checks the ledger, renews it). Computed from the
   * given token, not from the time of the fetch, so the same master names the same addresses
   * each time: a file fetched early (the player's early start, decision 0026) is the one the
   * player asks for. Never more than MAX_STREAM_TOKEN_SECONDS from now.
   */
  function streamToken(claims: PlaybackClaims, durationSeconds: number | null): string {
    // In whole seconds, as the token carries its expiry: the same from a grant and from its token.
    const expires = Math.floor(claims.expiresAt.getTime() / 1000);
    const wanted = (expires + PLAYBACK_TOKEN_TTL_SECONDS + Math.ceil(durationSeconds ?? 0)) * 1000;
    const until = Math.min(clock.now().getTime() + MAX_STREAM_TOKEN_SECONDS * 1000, wanted);
    return tokens.sign({ ...claims, expiresAt: new Date(until) });
  }

  /**
   * A new stream of the lesson from a source already in storage, in its own new prefix, and
   * its transcode job, in the caller's transaction: a stream is only played once it is ready,
   * so a crashed or retried transcode never leaves the lesson pointing at half a stream.
   */
  async function queueTranscode(
    tx: Db,
    lesson: { id: number; uuid: string },
    sourceKey: string,
    captions: TranscodePayload['captions'],
  ): Promise<repo.AssetRow> {
    const asset = await repo.insertAsset(tx, {
      lesson_id: lesson.id,
      asset_key: `lessons/${lesson.uuid.toLowerCase()}/${randomBytes(6).toString('hex')}`,
      source_key: sourceKey,
      now: clock.now(),
    });
    const payload: TranscodePayload = { assetId: asset.id, captions };
    await queue.enqueue(TRANSCODE_JOB, payload, {
      db: tx,
      key: transcodeJobKey(asset.id),
      maxAttempts: TRANSCODE_MAX_ATTEMPTS,
    });
    return asset;
  }

  return {
    storage,
    issueToken,

    /** For page loaders: the grant, or null when this viewer cannot play the lesson (yet). */
    async streamForPage(viewer: Viewer, contentUuid: string): Promise<PlaybackGrant | null> {
      try {
        return await issueToken(viewer, contentUuid);
      } catch (error) {
        if (isDomainError(error)) return null;
        throw error;
      }
    },

    /**
     * One file of a lesson's stream, if the token allows it: previews need none; anything
     * else a valid token for this very lesson, and for playlists (the few requests of a
     * playback) the ledger's yes again, so a revoked grant stops renewals.
     */
    async openFile(contentUuid: string, file: string, token: string | null): Promise<MediaFile> {
      if (!MEDIA_FILE_NAME.test(file)) throw new DomainError('not_found');
      const lesson = await playable(contentUuid);
      let claims: PlaybackClaims | null = null;
      if (token !== null) {
        const check = tokens.verify(token, clock.now());
        if (!check.ok)
          throw new DomainError(
            check.reason === 'expired' ? 'playback_token_expired' : 'playback_token_invalid',
          );
        if (check.claims.lessonUuid !== lesson.uuid) throw new DomainError('no_permission');
        claims = check.claims;
      } else if (!lesson.isPreview) throw new DomainError('playback_token_required');

      const playlist = isPlaylist(file);
      if (playlist && claims && !lesson.isPreview) {
        if (claims.userId === null || !(await userCanWatch(claims.userId, lesson.course_id)))
          throw new DomainError('no_permission');
      }
      if (!lesson.asset_key) throw new DomainError('media_not_ready');
      const key = `${lesson.asset_key}/${file}`;
      const stored = await storage.stat(key);
      if (!stored) throw new DomainError('not_found');
      const contentType = MEDIA_CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)]!;
      const cache: CacheScope = lesson.isPreview && token === null ? 'public' : 'private';
      if (!playlist)
        return { kind: 'file', contentType, cache, stored, open: (range) => storage.get(key, range) };
      const body = await text(await storage.get(key));
      return {
        kind: 'playlist',
        contentType,
        cache,
        // The master hands on a token that lasts the stream; the playlists it names pass on the
        // one they were given (the master's), so their files' addresses never change either.
        body:
          claims && token !== null
            ? signPlaylist(
                body,
                file === MEDIA_FILES.master ? streamToken(claims, lesson.duration_seconds) : token,
              )
            : body,
      };
    },

    /**
     * Queues the transcode of an uploaded file (already in media storage) into a new stream
     * of the lesson; the lesson keeps playing its current one until the new one is ready.
     */
    async requestTranscode(input: {
      lessonUuid: string;
      sourceKey: string;
      captions?: { language: string; key: string }[];
    }): Promise<repo.AssetRow> {
      const lesson = await repo.findLessonByUuid(db, input.lessonUuid);
      if (!lesson) throw new DomainError('content_not_found');
      const captions = input.captions ?? [];
      const keys = [input.sourceKey, ...captions.map((c) => c.key)];
      for (const [i, key] of keys.entries())
        if (!isStorageKey(key) || key.startsWith(DEMO_PREFIX) || !(await storage.stat(key)))
          throw new DomainError('invalid_field', {
            field: i === 0 ? 'source_key' : 'captions',
            message: `No uploaded file at ${key}`,
          });
      const languages = captions.map((c) => c.language);
      if (languages.some((l) => !CAPTION_LANGUAGE.test(l)) || new Set(languages).size !== languages.length)
        throw new DomainError('invalid_field', {
          field: 'captions',
          message: 'One WebVTT file per language (en, es…)',
        });
      return db.transaction().execute((tx) => queueTranscode(tx, lesson, input.sourceKey, captions));
    },

    queueTranscode,

    /** A lesson's streams, newest first, with their transcode status and progress. */
    async streams(lessonUuid: string): Promise<repo.AssetRow[]> {
      const lesson = await repo.findLessonByUuid(db, lessonUuid);
      if (!lesson) throw new DomainError('content_not_found');
      return repo.listAssets(db, lesson.id);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
