import type { FastifyReply, FastifyRequest } from 'fastify';
import { admittedStaff, requestOrigin, whoMay } from '~/features/staff/studio-gate';
import { DomainError } from '~/server/core/domain-error';
import { type ApiApp, errorResponses, noContent, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import {
  captionLanguages,
  captionParams,
  captionsBody,
  createUploadHeaders,
  lessonMedia,
  lessonParams,
  patchUploadHeaders,
  streamParams,
  studioStream,
  transcriptBody,
  uploadCreated,
  uploadHeaders,
  uploadOffset,
  uploadParams,
} from './lesson-media.schema';
import type { MediaActor, StreamView } from './lesson-media.service';

/** The media type of tus's PATCH bodies: the file's next bytes. */
const TUS_BODY = 'application/offset+octet-stream';

/** The admitted staff member acting on lesson media, bound to their classes when their role says so. */
export function mediaActor(request: FastifyRequest): MediaActor {
  const staff = admittedStaff(request);
  return {
    ...requestOrigin(request),
    userId: staff.userId,
    label: staff.email,
    // A scoped role always names its instructor (staff.service); 0 matches no class otherwise.
    instructorId: staff.role.instructorScoped ? (staff.instructor?.id ?? 0) : null,
  };
}

export const streamView = (s: StreamView) => ({
  id: s.id,
  stage: s.stage,
  progress_percent: s.progressPercent,
  seconds_left: s.secondsLeft,
  failure: s.failure,
  duration_seconds: s.durationSeconds,
  caption_languages: s.captionLanguages,
  renditions: s.renditions.map((r) => ({ label: r.label, progress_percent: r.progressPercent })),
  playing: s.playing,
  created_at: s.createdAt.toISOString(),
});

/** Sends tus's answer through Fastify (so hooks, headers and the contract see it). */
function sendTus(reply: FastifyReply, response: Response) {
  void reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') void reply.header(name, value);
  });
  return reply.send();
}

/**
 * A lesson's video, captions and transcript in the studio: resumable uploads (tus), the
 * conversion's progress and retry, captions by language, the transcript.
 */
export async function lessonMediaRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { lessonMedia: service, uploads } = services;
  const upload = { studio: { permission: 'media:upload' } } as const;
  const who = `${whoMay('media:upload')} Instructors: lessons of their own classes.`;
  // tus bodies are streamed to disk by the upload server: Fastify must leave them unread.
  app.addContentTypeParser(TUS_BODY, (_request, _payload, done) => done(null, undefined));

  app.get(
    `${STUDIO_API.lessons}/:lessonUuid/media`,
    {
      config: upload,
      schema: {
        operationId: 'studioGetLessonMedia',
        tags: ['studio'],
        summary:
          'A lesson’s streams (stage, progress, time left, failure), captions and transcript, and the upload limit.',
        description: who,
        params: lessonParams,
        response: { 200: lessonMedia, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const media = await service.overview(mediaActor(request), request.params.lessonUuid);
      void reply.header('cache-control', 'no-store');
      return {
        lesson: {
          uuid: media.lesson.uuid,
          title: media.lesson.title,
          course_title: media.lesson.course_title,
        },
        streams: media.streams.map(streamView),
        captions: media.captions.map((c) => ({
          language: c.language,
          label: c.label,
          updated_at: c.updatedAt.toISOString(),
        })),
        transcript: media.transcript,
        playable: media.playable,
        upload_limit_bytes: uploads.maxBytes,
      };
    },
  );

  app.post(
    `${STUDIO_API.lessons}/:lessonUuid/uploads`,
    {
      config: upload,
      schema: {
        operationId: 'studioCreateUpload',
        tags: ['studio'],
        summary: 'Starts a resumable upload (tus creation) of the lesson’s video, its size checked first.',
        description: `${who} The lesson keeps playing its current stream until the new one is ready.`,
        params: lessonParams,
        headers: createUploadHeaders,
        consumes: [TUS_BODY],
        response: { 201: uploadCreated, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request, reply) => {
      const actor = mediaActor(request);
      await service.lessonFor(actor, request.params.lessonUuid);
      return sendTus(reply, await uploads.create(request, actor, request.params.lessonUuid));
    },
  );

  /** The lesson of an upload, if this actor may work on it. */
  async function checkUpload(request: FastifyRequest) {
    const { uploadId } = request.params as { uploadId: string };
    const lessonUuid = await uploads.lessonOf(uploadId);
    if (!lessonUuid) throw new DomainError('upload_not_found');
    const actor = mediaActor(request);
    await service.lessonFor(actor, lessonUuid);
    return actor;
  }

  app.route({
    method: 'HEAD',
    url: `${STUDIO_API.uploads}/:uploadId`,
    config: upload,
    schema: {
      operationId: 'studioGetUploadOffset',
      tags: ['studio'],
      summary: 'Where an upload stands (tus HEAD): resume from Upload-Offset.',
      description: who,
      params: uploadParams,
      headers: uploadHeaders,
      response: { 200: uploadOffset, ...errorResponses(401, 403, 404) },
    },
    handler: async (request, reply) => {
      const actor = await checkUpload(request);
      return sendTus(reply, await uploads.handle(request, actor));
    },
  });

  app.patch(
    `${STUDIO_API.uploads}/:uploadId`,
    {
      config: upload,
      schema: {
        operationId: 'studioSendUploadBytes',
        tags: ['studio'],
        summary:
          'The upload’s next bytes (tus PATCH), written to disk as they arrive. The last ones are checked to be a video and queued for conversion.',
        description: who,
        params: uploadParams,
        headers: patchUploadHeaders,
        consumes: [TUS_BODY],
        response: { 204: uploadOffset, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = await checkUpload(request);
      return sendTus(reply, await uploads.handle(request, actor));
    },
  );

  app.post(
    `${STUDIO_API.lessons}/:lessonUuid/streams/:streamId/retry`,
    {
      config: upload,
      schema: {
        operationId: 'studioRetryTranscode',
        tags: ['studio'],
        summary: 'Converts a failed stream’s source again, as a new stream.',
        description: who,
        params: streamParams,
        response: { 201: studioStream, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = mediaActor(request);
      const { lessonUuid, streamId } = request.params;
      const stream = await service.retry(actor, lessonUuid, streamId);
      const media = await service.overview(actor, lessonUuid);
      const view = media.streams.find((s) => s.id === stream.id);
      if (!view) throw new Error(`stream ${stream.id} vanished`);
      return reply.code(201).send(streamView(view));
    },
  );

  app.put(
    `${STUDIO_API.lessons}/:lessonUuid/captions/:language`,
    {
      config: upload,
      schema: {
        operationId: 'studioPutCaptions',
        tags: ['studio'],
        summary: 'Captions in one language (WebVTT, or SRT converted): the player shows them at once.',
        description: who,
        params: captionParams,
        body: captionsBody,
        response: { 200: captionLanguages, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { lessonUuid, language } = request.params;
      const languages = await service.putCaptions(
        mediaActor(request),
        lessonUuid,
        language,
        request.body.text,
      );
      return { caption_languages: languages };
    },
  );

  app.delete(
    `${STUDIO_API.lessons}/:lessonUuid/captions/:language`,
    {
      config: upload,
      schema: {
        operationId: 'studioDeleteCaptions',
        tags: ['studio'],
        summary: 'Removes a language’s captions from the lesson and its streams.',
        description: who,
        params: captionParams,
        response: { 200: captionLanguages, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const { lessonUuid, language } = request.params;
      return { caption_languages: await service.deleteCaptions(mediaActor(request), lessonUuid, language) };
    },
  );

  app.put(
    `${STUDIO_API.lessons}/:lessonUuid/transcript`,
    {
      config: upload,
      schema: {
        operationId: 'studioPutTranscript',
        tags: ['studio'],
        summary: 'The lesson’s transcript, as plain text (empty removes it).',
        description: who,
        params: lessonParams,
        body: transcriptBody,
        response: { 204: noContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await service.putTranscript(mediaActor(request), request.params.lessonUuid, request.body.text);
      return reply.code(204).send(null);
    },
  );
}
