import { createReadStream } from 'node:fs';
import { text } from 'node:stream/consumers';
import type { AuditActor, AuditLog, RecordAudit } from '~/features/audit/audit.service';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { cancelledBy } from '~/shared/studio-jobs';
import { CAPTIONS_MAX_CHARS, masterWithCaptions, toWebVtt } from './captions';
import { FfmpegMissingError, probe } from './ffmpeg';
import { CAPTION_LANGUAGE, captionsPlaylist, languageName } from './hls';
import { LADDER, MEDIA_FILES } from './ladder';
import * as repo from './lesson-media.repository';
import type { MediaService } from './media.service';
import { DEMO_PREFIX, type MediaStorage } from './storage';
import { TRANSCODE_STOPPED } from './transcode';

/** Who acts on a lesson's media: the audit actor, and the instructor whose classes bound them (null: all). */
export type MediaActor = AuditActor & { instructorId: number | null };

/** What the studio says a stream is doing. */
export type StreamStage = 'queued' | 'converting' | 'ready' | 'failed';

export type StreamView = {
  id: number;
  stage: StreamStage;
  progressPercent: number;
  /** Estimated from the pace so far; null until there is a pace. */
  secondsLeft: number | null;
  /** Plain words for a failure (the technical reason stays in the log and the row). */
  failure: string | null;
  durationSeconds: number | null;
  captionLanguages: string[];
  /** The ladder's renditions, encoded together in one pass (so they share its progress). */
  renditions: { label: string; progressPercent: number }[];
  /** The stream members watch now (the newest ready one). */
  playing: boolean;
  createdAt: Date;
};

const STAGES: Record<string, StreamStage> = {
  pending: 'queued',
  transcoding: 'converting',
  ready: 'ready',
  failed: 'failed',
};

/** A transcode's failure as the studio says it: what happened and what to do. */
export function plainFailure(error: string | null): string | null {
  if (error === null) return null;
  // Staff stopped it on the jobs page: the error names who.
  if (error.startsWith(cancelledBy('')))
    return `${error} before it started. Press Retry to convert it after all.`;
  if (/not found on PATH/.test(error))
    return 'This server cannot convert video yet: ffmpeg is not installed. Ask whoever runs it, then press Retry.';
  if (/no video stream/.test(error))
    return 'The file has no picture to convert. Upload the video file itself.';
  if (error === TRANSCODE_STOPPED)
    return 'The conversion stopped part-way each time it was tried (the server converting it crashed or was stopped). Press Retry; if it stops again, the file may be too long or large for this server.';
  if (/WebVTT/.test(error)) return 'A captions file could not be read. Upload it again, then press Retry.';
  return 'The video could not be converted: the file may be damaged or cut short. Press Retry, or upload the file again.';
}

/**
 * A lesson's media in the studio: its uploads becoming streams, their progress and failures,
 * captions and transcript (docs/decisions/0028-uploads-and-storage.md). Every change is in
 * the audit log, under the lesson.
 */
export function createLessonMediaService(deps: {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
  media: MediaService;
  audit: AuditLog;
}) {
  const { db, clock, storage, media, audit } = deps;

  /** The lesson, if it exists and this actor may work on it (an instructor: their classes only). */
  async function lessonFor(actor: Pick<MediaActor, 'instructorId'>, lessonUuid: string) {
    const lesson = await repo.findLesson(db, lessonUuid);
    if (!lesson) throw new DomainError('content_not_found');
    if (actor.instructorId !== null && lesson.instructor_id !== actor.instructorId)
      throw new DomainError('no_permission');
    return lesson;
  }

  function streamView(row: repo.StreamRow, playingId: number | null): StreamView {
    const stage = STAGES[row.status] ?? 'queued';
    const percent = row.status === 'ready' ? 100 : row.progress_percent;
    let secondsLeft: number | null = null;
    if (stage === 'converting' && row.started_at && percent > 0) {
      const elapsed = (clock.now().getTime() - row.started_at.getTime()) / 1000;
      secondsLeft = Math.max(0, Math.round((elapsed * (100 - percent)) / percent));
    }
    return {
      id: row.id,
      stage,
      progressPercent: percent,
      secondsLeft,
      failure: row.status === 'failed' ? plainFailure(row.error ?? '') : null,
      durationSeconds: row.duration_seconds,
      captionLanguages: row.caption_languages_json ?? [],
      renditions: LADDER.map((r) => ({ label: `${r.height}p`, progressPercent: percent })),
      playing: row.id === playingId,
      createdAt: row.created_at,
    };
  }

  /** Writes a lesson's captions into a ready stream and its master playlist. */
  async function applyCaptions(stream: repo.StreamRow, captions: { language: string; vtt: string }[]) {
    for (const { language, vtt } of captions)
      await storage.put(`${stream.asset_key}/${MEDIA_FILES.captions(language)}`, vtt);
    const masterKey = `${stream.asset_key}/${MEDIA_FILES.master}`;
    const master = await text(await storage.get(masterKey));
    const languages = captions.map((c) => c.language);
    for (const language of languages)
      await storage.put(
        `${stream.asset_key}/${MEDIA_FILES.captionsPlaylist(language)}`,
        captionsPlaylist(language, stream.duration_seconds ?? 1),
      );
    await storage.put(masterKey, masterWithCaptions(master, languages));
  }

  /** Every caption of the lesson, read from storage, in language order. */
  async function captionFiles(lessonId: number) {
    const rows = await repo.listCaptions(db, lessonId);
    return Promise.all(
      rows.map(async (row) => ({
        language: row.language,
        key: row.storage_key,
        vtt: await text(await storage.get(row.storage_key)),
      })),
    );
  }

  /**
   * After captions change: the playing stream (the newest ready one) shows exactly these. The
   * committed demo clips are read-only: their lesson gets the captions with its first upload.
   */
  async function refreshPlayingStream(lessonId: number): Promise<string[]> {
    const playing = (await repo.listStreams(db, lessonId)).find((s) => s.status === 'ready');
    if (!playing || playing.asset_key.startsWith(DEMO_PREFIX)) return playing?.caption_languages_json ?? [];
    const captions = await captionFiles(lessonId);
    const languages = captions.map((c) => c.language);
    await applyCaptions(playing, captions);
    await repo.setCaptionLanguages(db, playing.id, languages, clock.now());
    return languages;
  }

  return {
    lessonFor,

    /** The studio's media panel of a lesson. */
    /**
     * The published lessons of a class with whether each plays, for the class's page to link
     * each to its video; an instructor sees none of another's class.
     */
    async lessonsOf(actor: Pick<MediaActor, 'instructorId'>, courseUuid: string) {
      const rows = await repo.listCourseLessons(db, courseUuid);
      if (actor.instructorId !== null && rows.some((row) => row.instructor_id !== actor.instructorId))
        return [];
      return rows.map((row) => ({ uuid: row.uuid, title: row.title, playable: Boolean(row.playable) }));
    },

    async overview(actor: MediaActor, lessonUuid: string) {
      const lesson = await lessonFor(actor, lessonUuid);
      const [streams, captions, transcript] = await Promise.all([
        repo.listStreams(db, lesson.id),
        repo.listCaptions(db, lesson.id),
        repo.findTranscript(db, lesson.id),
      ]);
      const playingId = streams.find((s) => s.status === 'ready')?.id ?? null;
      return {
        lesson,
        streams: streams.map((row) => streamView(row, playingId)),
        captions: captions.map((c) => ({
          language: c.language,
          label: languageName(c.language),
          updatedAt: c.updated_at,
        })),
        transcript: transcript?.body ?? '',
        /** A lesson can be published once a stream plays. */
        playable: playingId !== null,
      };
    },

    /**
     * A finished upload (a file on this machine): checked to be a video, stored as the
     * lesson's new source, and queued for its transcode with the lesson's captions.
     */
    async acceptUpload(actor: MediaActor, lessonUuid: string, upload: { id: string; file: string }) {
      const lesson = await lessonFor(actor, lessonUuid);
      // Without ffmpeg this server cannot look inside the file: it keeps the upload and queues
      // it all the same, and the conversion fails in plain words ("ffmpeg is not installed...
      // press Retry") in the studio, where Retry works once ffmpeg is there (never a 500 here).
      const probed = await probe(upload.file).catch((error: unknown) =>
        error instanceof FfmpegMissingError ? ('unchecked' as const) : null,
      );
      if (probed !== 'unchecked' && (!probed?.hasVideo || !(probed.durationSeconds > 0)))
        throw new DomainError('upload_not_video');
      const sourceKey = `lessons/${lesson.uuid.toLowerCase()}/sources/${upload.id}`;
      await storage.put(sourceKey, createReadStream(upload.file));
      const captions = (await repo.listCaptions(db, lesson.id)).map((c) => ({
        language: c.language,
        key: c.storage_key,
      }));
      return audit.perform(actor, async (tx, record) => {
        const stream = await media.queueTranscode(tx, lesson, sourceKey, captions);
        await record({
          action: 'media.upload',
          resourceType: 'lesson',
          resourceId: lesson.uuid,
          after: {
            stream_id: stream.id,
            duration_seconds: probed === 'unchecked' ? null : probed.durationSeconds,
            upload_id: upload.id,
          },
        });
        return stream;
      });
    },

    /**
     * A failed stream converted again, into a new stream from the same source. `also` records
     * more in the same audited transaction (the jobs page's own entry).
     */
    async retry(
      actor: MediaActor,
      lessonUuid: string,
      streamId: number,
      options: { also?: (tx: Db, record: RecordAudit, next: { id: number }) => Promise<void> } = {},
    ) {
      const lesson = await lessonFor(actor, lessonUuid);
      const stream = (await repo.listStreams(db, lesson.id)).find((s) => s.id === streamId);
      if (!stream) throw new DomainError('not_found');
      if (stream.status !== 'failed' || !stream.source_key) throw new DomainError('transcode_not_failed');
      const captions = (await repo.listCaptions(db, lesson.id)).map((c) => ({
        language: c.language,
        key: c.storage_key,
      }));
      const sourceKey = stream.source_key;
      return audit.perform(actor, async (tx, record) => {
        const next = await media.queueTranscode(tx, lesson, sourceKey, captions);
        await record({
          action: 'media.transcode_retry',
          resourceType: 'lesson',
          resourceId: lesson.uuid,
          before: { stream_id: stream.id, error: stream.error },
          after: { stream_id: next.id },
        });
        await options.also?.(tx, record, next);
        return next;
      });
    },

    /** Captions in one language (WebVTT, or SRT turned into WebVTT), shown at once by the player. */
    async putCaptions(actor: MediaActor, lessonUuid: string, language: string, body: string) {
      const lesson = await lessonFor(actor, lessonUuid);
      if (!CAPTION_LANGUAGE.test(language)) throw new DomainError('captions_language_invalid');
      const vtt = body.length <= CAPTIONS_MAX_CHARS ? toWebVtt(body) : null;
      if (!vtt) throw new DomainError('captions_invalid', { field: 'text' });
      const key = `lessons/${lesson.uuid.toLowerCase()}/captions/${language}.vtt`;
      await storage.put(key, vtt);
      const before = await repo.findCaption(db, lesson.id, language);
      await audit.perform(actor, async (tx, record) => {
        await repo.upsertCaption(tx, { lesson_id: lesson.id, language, storage_key: key, now: clock.now() });
        await record({
          action: 'media.captions_update',
          resourceType: 'lesson',
          resourceId: lesson.uuid,
          before: before ? { language, updated_at: before.updated_at } : null,
          after: { language, characters: vtt.length },
        });
      });
      return refreshPlayingStream(lesson.id);
    },

    async deleteCaptions(actor: MediaActor, lessonUuid: string, language: string) {
      const lesson = await lessonFor(actor, lessonUuid);
      const existing = await repo.findCaption(db, lesson.id, language);
      if (!existing) throw new DomainError('not_found');
      await audit.perform(actor, async (tx, record) => {
        await repo.deleteCaption(tx, existing.id);
        await record({
          action: 'media.captions_remove',
          resourceType: 'lesson',
          resourceId: lesson.uuid,
          before: { language },
        });
      });
      return refreshPlayingStream(lesson.id);
    },

    /** The lesson's transcript (plain text); empty removes it. */
    async putTranscript(actor: MediaActor, lessonUuid: string, body: string) {
      const lesson = await lessonFor(actor, lessonUuid);
      const before = await repo.findTranscript(db, lesson.id);
      await audit.perform(actor, async (tx, record) => {
        await repo.saveTranscript(tx, lesson.id, body.trim(), clock.now());
        await record({
          action: 'media.transcript_update',
          resourceType: 'lesson',
          resourceId: lesson.uuid,
          before: { characters: before?.body.length ?? 0 },
          after: { characters: body.trim().length },
        });
      });
    },
  };
}

export type LessonMediaService = ReturnType<typeof createLessonMediaService>;
