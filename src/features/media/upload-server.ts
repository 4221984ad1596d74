import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyRequest } from 'fastify';
import { DomainError, isDomainError } from '~/server/core/domain-error';
import { ERRORS, type ErrorCode } from '~/shared/error-catalogue';
import { STUDIO_API } from '~/shared/studio';

/** Upload ids are ours (random hex), so no name a browser sends ever reaches a path. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** An unfinished upload is kept this long for its resume, then removed by the cleanup job. */
export const UPLOAD_EXPIRY_MS = 7 * 24 * 3600 * 1000;

/** What a finished upload is handed to: checks it, stores it, queues its transcode. */
export type UploadFinished<Actor> = (
  upload: { id: string; lessonUuid: string; file: string },
  actor: Actor,
) => Promise<unknown>;

/** The tus errors the studio explains in its own words, by the status tus answers. */
const TUS_STATUS_CODES: Record<number, ErrorCode> = {
  404: 'upload_not_found',
  410: 'upload_not_found',
  409: 'upload_offset_conflict',
  413: 'upload_too_large',
};

/**
 * Resumable uploads over the tus protocol (tus.io, docs/decisions/0028): @tus/server with
 * its file store writes each PATCH's bytes to UPLOAD_DIR as they arrive (never the whole
 * file in memory), and a HEAD tells a browser where to resume after a reload. Routes stay
 * Fastify's (the studio gate, CSRF, the OpenAPI contract) and hand the request over here.
 */
export function createUploadServer<Actor>(options: {
  directory: string;
  maxBytes: number;
  onFinished: UploadFinished<Actor>;
}) {
  const directory = path.resolve(options.directory);
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
  // Who sends a request, and for a new upload its lesson: from the route (the studio gate and
  // the path), never from the browser's metadata.
  const contextOf = new WeakMap<Request, { actor: Actor; lessonUuid?: string }>();

  const tus = new Server({
    path: STUDIO_API.uploads,
    datastore: store,
    maxSize: options.maxBytes,
    namingFunction: () => randomBytes(16).toString('hex'),
    generateUrl: (_req, { id }) => `${STUDIO_API.uploads}/${id}`,
    getFileIdFromRequest: (_req, id) => (id && UPLOAD_ID.test(id) ? id : undefined),
    // Same origin only: no CORS answers to anyone.
    allowedOrigins: () => false,
    disableTerminationForFinishedUploads: true,
    async onUploadCreate(req, upload) {
      const lessonUuid = contextOf.get(req)?.lessonUuid;
      if (!lessonUuid) throw new Error('an upload created outside its lesson route');
      // The file's own name is kept as text to show, nothing more.
      const name = (upload.metadata?.filename ?? '').slice(0, 200);
      return { metadata: { lesson: lessonUuid, filename: name } };
    },
    async onUploadFinish(req, upload) {
      const lessonUuid = upload.metadata?.lesson;
      const context = contextOf.get(req);
      if (!lessonUuid || !context) throw new Error(`upload ${upload.id} finished without its lesson`);
      try {
        const file = path.join(directory, upload.id);
        await options.onFinished({ id: upload.id, lessonUuid, file }, context.actor);
      } finally {
        // Kept or refused, the bytes now live in media storage or nowhere.
        await store.remove(upload.id).catch(() => undefined);
      }
      return {};
    },
    onResponseError(_req, error) {
      if (isDomainError(error)) return { status_code: error.status, body: error.code };
      return undefined;
    },
  });

  /** The request as a web Request (the body a stream, read as tus writes it to disk). */
  function toWeb(request: FastifyRequest): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      for (const v of [value ?? []].flat()) headers.append(name, v);
    const withBody = request.method === 'PATCH' || request.method === 'POST';
    return new Request(new URL(request.url, 'http://upload.local'), {
      method: request.method,
      headers,
      ...(withBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
  }

  /** tus's answer, or the catalogue's error it stands for. */
  async function answer(response: Response): Promise<Response> {
    if (response.status < 400) return response;
    const body = (await response.text()).trim();
    if (body in ERRORS) throw new DomainError(body as ErrorCode);
    const code = TUS_STATUS_CODES[response.status];
    if (code) throw new DomainError(code);
    if (response.status >= 500) throw new Error(`tus answered ${response.status}: ${body}`);
    throw new DomainError('invalid_field', { field: 'upload', message: body || 'Invalid upload request' });
  }

  return {
    /** POST: starts an upload of a lesson's video (Upload-Length checked against the limit first). */
    async create(request: FastifyRequest, actor: Actor, lessonUuid: string): Promise<Response> {
      const length = Number(request.headers['upload-length']);
      if (Number.isFinite(length) && length > options.maxBytes) throw new DomainError('upload_too_large');
      const web = toWeb(request);
      contextOf.set(web, { actor, lessonUuid });
      return answer(await tus.handleWeb(web));
    },

    /** HEAD (where to resume) and PATCH (more bytes) of an upload. */
    async handle(request: FastifyRequest, actor: Actor): Promise<Response> {
      const web = toWeb(request);
      contextOf.set(web, { actor });
      return answer(await tus.handleWeb(web));
    },

    /** The lesson an unfinished upload is for; null when there is no such upload. */
    async lessonOf(uploadId: string): Promise<string | null> {
      if (!UPLOAD_ID.test(uploadId)) return null;
      try {
        const upload = await store.getUpload(uploadId);
        return upload.metadata?.lesson ?? null;
      } catch {
        return null;
      }
    },

    /** Removes unfinished uploads older than UPLOAD_EXPIRY_MS; answers how many. */
    cleanUpExpired: () => store.deleteExpired(),

    maxBytes: options.maxBytes,
  };
}

export type UploadServer = ReturnType<typeof createUploadServer>;
