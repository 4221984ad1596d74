import type { AccessService } from '~/features/access/access.service';
import type { LessonRole } from '~/features/catalog/catalog.table';
import { languageName } from '~/features/media/hls';
import { MEDIA_FILES } from '~/features/media/ladder';
import { type MediaService, mediaUrl, type PlaybackGrant, type Viewer } from '~/features/media/media.service';
import type { ProfilesService } from '~/features/profiles/profiles.service';
import type { Clock } from '~/server/core/clock';
import { isDomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { type ContentKind, coursePath, lessonPath } from '~/shared/content';
import {
  COMPLETION_THRESHOLD,
  HEARTBEAT_SECONDS,
  NEXT_COUNTDOWN_SECONDS,
  PLAYBACK_EVENTS,
  PLAYER_PATHS,
  PLAYER_SHORTCUTS,
  type PlaybackEvent,
  type Shortcut,
} from '~/shared/player';
import * as repo from './watch.repository';

/** The optional parts of a bundle (`?extras=`); all of them when the parameter is absent. */
export const WATCH_EXTRAS = ['captions', 'chapters', 'resume', 'next_lesson'] as const;
export type WatchExtra = (typeof WATCH_EXTRAS)[number];
/** What the player is told to do (`?interactions=`); all of it when the parameter is absent. */
export const WATCH_INTERACTIONS = ['progress', 'shortcuts'] as const;
export type WatchInteraction = (typeof WATCH_INTERACTIONS)[number];

export type Caption = { lang: string; label: string; url: string; playlistUrl: string };
export type Chapter = {
  uuid: string;
  number: number;
  title: string;
  role: LessonRole;
  durationSeconds: number;
  url: string;
  isCurrent: boolean;
  isWatchable: boolean;
};
export type NextLesson = { uuid: string; number: number; title: string; url: string; isWatchable: boolean };

/** Where and how the player reports progress (features/progress), for a signed-in profile. */
export type ProgressInteraction = {
  url: string;
  beaconUrl: string;
  heartbeatSeconds: number;
  completionThreshold: number;
  events: PlaybackEvent[];
};

/**
 * Everything the player needs for one lesson (calls-and-errors.md 7.7 watch-bundles/{uuid}).
 * Plain JSON in camelCase: page loaders hand it to the player as is, the API sends it in
 * snake_case and the browser's API client turns it back.
 */
export type WatchBundle = {
  contentUuid: string;
  title: string;
  role: LessonRole;
  isPreview: boolean;
  /** The stream's real length (the catalog's is editorial; docs/decisions/0013). */
  durationSeconds: number;
  posterUrl: string;
  url: string;
  course: { uuid: string; slug: string; kind: ContentKind; title: string; url: string };
  /** `expiresIn` (seconds) lets a browser with a wrong clock know when to ask again. */
  stream: {
    masterUrl: string;
    token: string;
    expiresAt: string;
    expiresIn: number;
    mimeType: string;
    /** By rung: master, rendition playlist, first segment, as the playlists name them. */
    startFiles: string[][];
  };
  captions?: Caption[];
  chapters?: Chapter[];
  resume?: { positionSeconds: number };
  nextLesson?: NextLesson | null;
  interactions: {
    nextCountdownSeconds: number;
    /** Null for a visitor watching a free preview: nothing is recorded. */
    progress?: ProgressInteraction | null;
    shortcuts?: Shortcut[];
  };
};

export type WatchParts = { extras: readonly WatchExtra[]; interactions: readonly WatchInteraction[] };
export const ALL_PARTS: WatchParts = { extras: WATCH_EXTRAS, interactions: WATCH_INTERACTIONS };

/** What a page shows where the video goes: the player, the paywall, or nothing playable. */
export type PageWatch =
  | { state: 'playable'; bundle: WatchBundle }
  | { state: 'locked' }
  | { state: 'unavailable' };

/** In the studio's preview of a draft: this viewer would play the lesson here (nothing plays in a preview). */
export type PreviewWatch = { state: 'would_play' };

/** A refusal of playback that the paywall answers (the rest: nothing playable yet). */
export const isLockedBy = (code: string) => code === 'not_logged_in' || code === 'no_permission';

/** The part of features/progress the bundle reads. */
export type ResumePositions = { resumeAt(profileId: number, lessonId: number): Promise<number> };

const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

/** A caption language in its own words ('English', 'Español'), as the captions menu lists it. */
/**
 * Watch bundles: the playback grant of features/media (which decides 401/403/404/409)
 * with what the player needs around it. See docs/decisions/0016-watch-bundles-and-player.md.
 */
export function createWatchService(deps: {
  db: Db;
  clock: Clock;
  media: MediaService;
  access: AccessService;
  profiles: ProfilesService;
  progress: ResumePositions;
}) {
  const { db, clock, media, access, profiles, progress } = deps;

  /** Where the profile stopped: the one place a bundle asks features/progress. */
  function resumeAt(profileId: number, lessonId: number): Promise<number> {
    return progress.resumeAt(profileId, lessonId);
  }

  /** Whether the viewer may watch the class's paid lessons (the ledger, with their organization's seats). */
  async function canWatchClass(viewer: Viewer, courseId: number): Promise<boolean> {
    return viewer.userId !== null && access.userCanWatch(viewer.userId, { courseId });
  }

  async function build(viewer: Viewer, lessonUuid: string, parts: WatchParts): Promise<WatchBundle> {
    // The grant first: it refuses what the viewer may not watch before anything else is read.
    const grant: PlaybackGrant = await media.issueToken(viewer, lessonUuid);
    const [lessons, profile] = await Promise.all([
      repo.listLessonsBeside(db, grant.contentUuid),
      viewer.userId === null ? null : profiles.resolveCurrentProfile(viewer.userId, viewer.requestedProfile),
    ]);
    const index = lessons.findIndex((l) => l.uuid === grant.contentUuid);
    const lesson = lessons[index]!;
    const extras = new Set(parts.extras);
    const interactions = new Set(parts.interactions);
    const now = clock.now().getTime();
    const url = (l: repo.LessonBesideRow) => lessonPath(l.course_kind, l.course_slug, l.slug);
    // A paid lesson granted means the class is open; a preview says nothing about the rest.
    const classOpen =
      !grant.isPreview ||
      ((extras.has('chapters') || extras.has('next_lesson')) &&
        (await canWatchClass(viewer, lesson.course_id)));
    const released = (l: repo.LessonBesideRow) => l.released_at.getTime() <= now;
    const watchable = (l: repo.LessonBesideRow) => released(l) && (l.role !== 'lesson' || classOpen);
    const signed = `?token=${encodeURIComponent(grant.token)}`;
    const duration = grant.durationSeconds ?? lesson.duration_seconds;

    const bundle: WatchBundle = {
      contentUuid: grant.contentUuid,
      title: lesson.title,
      role: lesson.role,
      isPreview: grant.isPreview,
      durationSeconds: duration,
      posterUrl: grant.posterUrl,
      url: url(lesson),
      course: {
        uuid: lesson.course_uuid,
        slug: lesson.course_slug,
        kind: lesson.course_kind,
        title: lesson.course_title,
        url: coursePath(lesson.course_kind, lesson.course_slug),
      },
      stream: {
        masterUrl: grant.streamUrl,
        token: grant.token,
        expiresAt: grant.expiresAt.toISOString(),
        expiresIn: Math.round((grant.expiresAt.getTime() - now) / 1000),
        mimeType: HLS_MIME_TYPE,
        startFiles: grant.startFiles,
      },
      interactions: { nextCountdownSeconds: NEXT_COUNTDOWN_SECONDS },
    };
    if (extras.has('captions'))
      bundle.captions = grant.captionLanguages.map((lang) => ({
        lang,
        label: languageName(lang),
        url: `${mediaUrl(grant.contentUuid, MEDIA_FILES.captions(lang))}${signed}`,
        playlistUrl: `${mediaUrl(grant.contentUuid, MEDIA_FILES.captionsPlaylist(lang))}${signed}`,
      }));
    if (extras.has('chapters'))
      bundle.chapters = lessons.map((l) => ({
        uuid: l.uuid,
        number: l.number,
        title: l.title,
        role: l.role,
        durationSeconds: l.duration_seconds,
        url: url(l),
        isCurrent: l.uuid === grant.contentUuid,
        isWatchable: watchable(l),
      }));
    if (extras.has('resume')) {
      const at = profile ? await resumeAt(profile.id, lesson.id) : 0;
      bundle.resume = { positionSeconds: Math.min(Math.max(0, at), duration) };
    }
    if (extras.has('next_lesson')) {
      const next = lessons.slice(index + 1).find((l) => l.role !== 'trailer' && released(l));
      bundle.nextLesson = next
        ? {
            uuid: next.uuid,
            number: next.number,
            title: next.title,
            url: url(next),
            isWatchable: watchable(next),
          }
        : null;
    }
    if (interactions.has('progress'))
      bundle.interactions.progress = profile
        ? {
            url: PLAYER_PATHS.progress(grant.contentUuid),
            beaconUrl: PLAYER_PATHS.progressBeacon(grant.contentUuid),
            heartbeatSeconds: HEARTBEAT_SECONDS,
            completionThreshold: COMPLETION_THRESHOLD,
            events: [...PLAYBACK_EVENTS],
          }
        : null;
    if (interactions.has('shortcuts'))
      bundle.interactions.shortcuts = PLAYER_SHORTCUTS.map((s) => ({ ...s }));
    return bundle;
  }

  return {
    /** GET watch-bundles/{uuid}: throws the playback token's errors (401, 403, 404, 409). */
    bundle: build,

    /** For page loaders: the whole bundle, or why there is none (paywall or nothing to play). */
    async forPage(viewer: Viewer, lessonUuid: string): Promise<PageWatch> {
      try {
        return { state: 'playable', bundle: await build(viewer, lessonUuid, ALL_PARTS) };
      } catch (error) {
        if (!isDomainError(error)) throw error;
        return isLockedBy(error.code) ? { state: 'locked' } : { state: 'unavailable' };
      }
    },
  };
}

export type WatchService = ReturnType<typeof createWatchService>;
