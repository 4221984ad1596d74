import type { AccessService } from '~/features/access/access.service';
import { createPlaybackTokens } from '~/features/media/playback-token';
import { findProfileByUuid, listProfiles } from '~/features/profiles/profiles.repository';
import type { ProfilesService } from '~/features/profiles/profiles.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import { createTtlCache } from '~/server/core/ttl-cache';
import type { Db } from '~/server/db/database';
import { isForeignKeyViolation } from '~/server/db/errors';
import { COMPLETION_THRESHOLD } from '~/shared/player';
import * as repo from './progress.repository';
import {
  type ContinueWatchingItem,
  continueWatchingItems,
  groupByCourse,
  type MyProgress,
  myProgressView,
  percentOf,
} from './progress.views';
import { createProgressBuffer, newerOf, type PendingProgress } from './progress-buffer';

/** Players and ffprobe round a stream's length differently: this far past the end is the end. */
const END_TOLERANCE_SECONDS = 2;
/** The longest a heartbeat waits in memory: at most this much progress is lost in a crash. */
const FLUSH_INTERVAL_MS = 1000;
/** Written at once when this many (profile, lesson) pairs wait, whatever the timer says. */
const MAX_BUFFERED = 50_000;
/** A lesson's length changes only with a new stream. */
const LESSON_TTL_MS = 60_000;
/** A profile's id never changes; a deleted one is dropped at the flush (foreign key). */
const PROFILE_TTL_MS = 10 * 60_000;
/** Without a token, the ledger's answer for a (user, profile, lesson) is reused this long. */
const ACCESS_TTL_MS = 30_000;
/** Bounds each cache: about the viewers of one busy process. */
const CACHE_ENTRIES = 200_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One PATCH playback/{content_uuid}: who sends it, for which lesson, and where they are. */
export type Heartbeat = {
  userId: number | null;
  /** MC-Profile-Id or the profile_id cookie. */
  requestedProfile: string | undefined;
  contentUuid: string;
  positionSeconds: number;
  /** From GET playback/token: proof of the right to watch without asking the ledger. */
  playbackToken: string | undefined;
};

export type LessonProgress = { positionSeconds: number; durationSeconds: number; completed: boolean };
export type CourseProgress = { completed: number; total: number; percent: number };
export type { ContinueWatchingItem, MyProgress };

/** The subset of pino the flush reports failures with. */
type FlushLog = { error: (details: object, message: string) => void };

const round3 = (n: number) => Math.round(n * 1000) / 1000;

function toPending(row: Awaited<ReturnType<typeof repo.progressRows>>[number]): PendingProgress {
  return {
    profileId: row.profile_id,
    lessonId: row.lesson_id,
    courseId: row.course_id,
    isTrailer: row.role === 'trailer',
    positionSeconds: row.position_seconds,
    durationSeconds: row.duration_seconds,
    completed: row.is_completed,
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
  };
}

/**
 * Playback progress (issue 6 item 5, docs/decisions/0014-progress.md): heartbeats are
 * checked, then kept in this process's write buffer and written in batches at least once
 * a second; every read overlays the buffer on the table, so this process reads its own
 * writes. Progress is per profile; sessions (camps) read it per account.
 */
export function createProgressService(deps: {
  db: Db;
  clock: Clock;
  access: AccessService;
  profiles: ProfilesService;
  tokenSecret: string;
}) {
  const { db, clock, access, profiles } = deps;
  const tokens = createPlaybackTokens(deps.tokenSecret);
  let log: FlushLog | undefined;

  const lessons = createTtlCache<string, NonNullable<Awaited<ReturnType<typeof repo.findLessonForProgress>>>>(
    { clock, ttlMs: LESSON_TTL_MS, maxEntries: CACHE_ENTRIES },
  );
  const profileIds = createTtlCache<string, number>({
    clock,
    ttlMs: PROFILE_TTL_MS,
    maxEntries: CACHE_ENTRIES,
  });
  const ledger = createTtlCache<string, { profileId: number; allowed: boolean }>({
    clock,
    ttlMs: ACCESS_TTL_MS,
    maxEntries: CACHE_ENTRIES,
  });

  /** A batch whose profile or lesson was deleted meanwhile is written without those rows. */
  async function write(rows: PendingProgress[]): Promise<void> {
    try {
      await repo.upsertProgress(db, rows);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      const [liveProfiles, liveLessons] = await Promise.all([
        repo.existingIds(db, 'profiles', [...new Set(rows.map((r) => r.profileId))]),
        repo.existingIds(db, 'lessons', [...new Set(rows.map((r) => r.lessonId))]),
      ]);
      await repo.upsertProgress(
        db,
        rows.filter((r) => liveProfiles.has(r.profileId) && liveLessons.has(r.lessonId)),
      );
    }
  }

  const buffer = createProgressBuffer({
    write,
    intervalMs: FLUSH_INTERVAL_MS,
    maxEntries: MAX_BUFFERED,
    onError: (error, context) => log?.error({ err: error, ...context }, 'progress flush failed'),
  });

  const userCanWatch = (userId: number, courseId: number) => access.userCanWatch(userId, { courseId });

  async function findLesson(contentUuid: string) {
    const lesson = UUID.test(contentUuid)
      ? await lessons.getOrLoad(contentUuid, () => repo.findLessonForProgress(db, contentUuid))
      : undefined;
    if (!lesson || lesson.released_at.getTime() > clock.now().getTime())
      throw new DomainError('content_not_found');
    return lesson;
  }

  /**
   * The profile a heartbeat writes to, once the sender is known to be allowed to watch.
   * A valid token for this lesson, user and profile is the proof (no query after the
   * first); a forged one or one for anything else is refused; an expired one proves
   * nothing, so the ledger is asked (its answer cached briefly).
   */
  async function authorize(
    heartbeat: Heartbeat & { userId: number },
    lesson: { id: number; uuid: string; course_id: number; role: string },
  ): Promise<number> {
    const { userId, requestedProfile } = heartbeat;
    if (heartbeat.playbackToken) {
      const check = tokens.verify(heartbeat.playbackToken, clock.now());
      if (!check.ok && check.reason === 'invalid') throw new DomainError('playback_token_invalid');
      if (check.ok) {
        const { claims } = check;
        const profileUuid = claims.profileUuid;
        if (claims.lessonUuid !== lesson.uuid || claims.userId !== userId || profileUuid === null)
          throw new DomainError('no_permission');
        // Named otherwise (a stale cookie falls back, like the token's issue did): only the
        // profile the request acts for may use it.
        if (
          requestedProfile !== undefined &&
          requestedProfile !== profileUuid &&
          (await profiles.resolveCurrentProfile(userId, requestedProfile)).uuid !== profileUuid
        )
          throw new DomainError('no_permission');
        const profileId = await profileIds.getOrLoad(`${userId}:${profileUuid}`, async () => {
          return (await findProfileByUuid(db, userId, profileUuid))?.id;
        });
        if (profileId === undefined) throw new DomainError('no_permission');
        return profileId;
      }
    }
    const key = `${userId}:${requestedProfile ?? ''}:${lesson.id}`;
    let verdict = ledger.get(key);
    if (!verdict) {
      const [profile, allowed] = await Promise.all([
        profiles.resolveCurrentProfile(userId, requestedProfile),
        lesson.role !== 'lesson' ? true : userCanWatch(userId, lesson.course_id),
      ]);
      verdict = { profileId: profile.id, allowed };
      ledger.set(key, verdict);
    }
    if (!verdict.allowed) throw new DomainError('no_permission');
    return verdict.profileId;
  }

  /** Stored progress of some profiles with this process's unwritten heartbeats laid over it. */
  async function merged(
    ofProfiles: readonly number[],
    filter: repo.ProgressFilter,
    extraLessonIds: readonly number[] = [],
  ): Promise<PendingProgress[]> {
    const [rows, extra] = await Promise.all([
      ofProfiles.length ? repo.progressRows(db, ofProfiles, filter) : [],
      ofProfiles.length && extraLessonIds.length
        ? repo.progressRows(db, ofProfiles, { lessonIds: extraLessonIds })
        : [],
    ]);
    const byKey = new Map<string, PendingProgress>();
    for (const row of [...rows, ...extra]) byKey.set(`${row.profile_id}:${row.lesson_id}`, toPending(row));
    const lessonSet = filter.lessonIds ? new Set(filter.lessonIds) : null;
    const courseSet = filter.courseIds ? new Set(filter.courseIds) : null;
    for (const entry of buffer.pendingFor(ofProfiles)) {
      if (lessonSet && !lessonSet.has(entry.lessonId)) continue;
      if (courseSet && !courseSet.has(entry.courseId)) continue;
      const key = `${entry.profileId}:${entry.lessonId}`;
      byKey.set(key, newerOf(byKey.get(key), entry));
    }
    return [...byKey.values()];
  }

  async function positions(profileId: number, lessonIds: number[]): Promise<Map<number, LessonProgress>> {
    const found = new Map<number, LessonProgress>();
    if (lessonIds.length === 0) return found;
    for (const p of await merged([profileId], { lessonIds }))
      found.set(p.lessonId, {
        positionSeconds: p.positionSeconds,
        durationSeconds: p.durationSeconds,
        completed: p.completed,
      });
    return found;
  }

  return {
    /**
     * Checks a heartbeat and buffers it: nothing is written when it is refused. Positions
     * are checked against the stream's length (a little past the end counts as the end).
     */
    async record(heartbeat: Heartbeat): Promise<void> {
      const { userId } = heartbeat;
      if (userId === null) throw new DomainError('not_logged_in');
      const lesson = await findLesson(heartbeat.contentUuid);
      const profileId = await authorize({ ...heartbeat, userId }, lesson);
      const duration = lesson.durationSeconds;
      if (heartbeat.positionSeconds < 0)
        throw new DomainError('playback_position_negative', { field: 'position_seconds' });
      if (heartbeat.positionSeconds > duration + END_TOLERANCE_SECONDS)
        throw new DomainError('playback_position_beyond_end', { field: 'position_seconds' });
      const now = clock.now();
      const position = Math.min(round3(heartbeat.positionSeconds), duration);
      // Watched to 90% (COMPLETION_THRESHOLD) of its length, a lesson is complete, and stays so.
      const completed = position >= COMPLETION_THRESHOLD * duration;
      buffer.add({
        profileId,
        lessonId: lesson.id,
        courseId: lesson.course_id,
        isTrailer: lesson.role === 'trailer',
        positionSeconds: position,
        durationSeconds: duration,
        completed,
        completedAt: completed ? now : null,
        updatedAt: now,
      });
    },

    /** Where the player should start: the saved position, or 0 when none or completed. */
    async resumeAt(profileId: number, lessonId: number): Promise<number> {
      const progress = (await positions(profileId, [lessonId])).get(lessonId);
      return !progress || progress.completed ? 0 : progress.positionSeconds;
    },

    positions,

    /** Completed lessons of each class (its trailer aside) out of all of them. */
    async courseProgress(profileId: number, courseIds: number[]): Promise<Map<number, CourseProgress>> {
      const result = new Map<number, CourseProgress>();
      if (courseIds.length === 0) return result;
      const [progress, totals] = await Promise.all([
        merged([profileId], { courseIds }),
        repo.lessonTotals(db, courseIds),
      ]);
      const done = new Map<number, number>();
      for (const p of progress)
        if (p.completed && !p.isTrailer) done.set(p.courseId, (done.get(p.courseId) ?? 0) + 1);
      for (const courseId of courseIds) {
        const total = totals.get(courseId) ?? 0;
        const completed = Math.min(done.get(courseId) ?? 0, total);
        result.set(courseId, { completed, total, percent: percentOf(completed, total) });
      }
      return result;
    },

    /** Lessons started and not finished (trailers aside), the most recently watched first. */
    async continueWatching(profileId: number, limit: number): Promise<ContinueWatchingItem[]> {
      const waiting = buffer.pendingFor([profileId]).map((p) => p.lessonId);
      const progress = await merged([profileId], { latestIncomplete: limit + waiting.length }, waiting);
      const chosen = progress
        .filter((p) => !p.completed && !p.isTrailer && p.positionSeconds > 0)
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .slice(0, limit);
      if (chosen.length === 0) return [];
      return continueWatchingItems(
        chosen,
        await repo.lessonCards(
          db,
          chosen.map((p) => p.lessonId),
        ),
      );
    },

    /** /my-progress: the profile's classes in progress (latest first) and completed. */
    async myProgress(profileId: number): Promise<MyProgress> {
      const progress = (await merged([profileId], {})).filter((p) => !p.isTrailer);
      if (progress.length === 0) return { inProgress: [], completed: [] };
      const byCourse = groupByCourse(progress);
      const lessonIds = new Set<number>();
      for (const { latest, resume } of byCourse.values()) {
        lessonIds.add(latest.lessonId);
        if (resume) lessonIds.add(resume.lessonId);
      }
      const [totals, cards] = await Promise.all([
        repo.lessonTotals(db, [...byCourse.keys()]),
        repo.lessonCards(db, [...lessonIds]),
      ]);
      return myProgressView(byCourse, totals, cards);
    },

    /**
     * Sessions' progress is shared per subscription (product.md 6): a session's lesson is
     * done when any profile of the account finished it, so every profile sees one count.
     */
    async campProgress(userId: number, campIds: number[]): Promise<Map<number, CourseProgress>> {
      const result = new Map<number, CourseProgress>();
      if (campIds.length === 0) return result;
      const [accountProfiles, activities] = await Promise.all([
        listProfiles(db, userId),
        repo.campLessons(db, campIds),
      ]);
      const lessonIds = [...new Set(activities.map((a) => a.lesson_id))];
      const progress = lessonIds.length
        ? await merged(
            accountProfiles.map((p) => p.id),
            { lessonIds },
          )
        : [];
      const done = new Set(progress.filter((p) => p.completed).map((p) => p.lessonId));
      for (const campId of campIds) {
        const ofCamp = new Set(activities.filter((a) => a.camp_id === campId).map((a) => a.lesson_id));
        const completed = [...ofCamp].filter((id) => done.has(id)).length;
        result.set(campId, { completed, total: ofCamp.size, percent: percentOf(completed, ofCamp.size) });
      }
      return result;
    },

    /** Writes every buffered heartbeat now (shutdown, tests). */
    flush: () => buffer.flush(),

    /** Where failed background flushes are reported (the app's logger). */
    reportFailuresTo(logger: FlushLog): void {
      log = logger;
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
