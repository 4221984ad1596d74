import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses } from '~/server/http/route-types';
import type { Permission } from '~/shared/studio';
import {
  classParams as draftParams,
  publishBody,
  restoreBody,
  revisionParams,
  unpublishBody,
  version,
  versionBody,
} from './authoring.schema';
import { DRAFT_DOCUMENTS, type DraftDocument, type DraftType, type StudioRecord } from './drafts';

export const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A record in its editor as its calls answer it (`livePath`: where visitors see it, once published). */
export function draftView<D>(found: StudioRecord<D>, livePath: string | null) {
  return {
    uuid: found.uuid,
    document: found.document,
    version: found.version,
    state: found.state,
    publish_at: iso(found.publishAt),
    unpublish_at: iso(found.unpublishAt),
    unpublished_at: iso(found.unpublishedAt),
    updated_by: found.updatedBy,
    updated_at: iso(found.updatedAt),
    live_path: livePath,
  };
}

/** A revision row as the services answer it. */
type RevisionRow<D> = { id: number; published_by_label: string; published_at: Date; document_json: D };

/**
 * The calls every record type written as a draft answers, at `url` (…/:uuid): its draft, save,
 * publication now or scheduled, unpublication now or scheduled and calling it off (0039), its
 * revisions and putting one back (decisions 0027 and 0038). The answers carry the record under
 * its type's name (`{ class: … }`, `{ article: … }`); operation ids are studio<Verb><Type>.
 */
export function draftRoutes<T extends DraftType, R, A>(
  app: ApiApp,
  spec: {
    type: T;
    /** The type's name in operation ids: Class, Article. */
    id: string;
    url: string;
    edit: Permission;
    publish: Permission;
    /** Who may read and save (and whom an instructor reaches). */
    editors: string;
    /** Who may publish, and what publishing refuses. */
    publishers: string;
    saveSummary: string;
    answer: z.ZodType;
    revisionsAnswer: z.ZodType;
    actor: (request: FastifyRequest) => A;
    view: (found: R) => unknown;
    revisionView: (row: RevisionRow<DraftDocument<T>>) => unknown;
    service: {
      get: (actor: A, uuid: string) => Promise<R>;
      save: (actor: A, uuid: string, version: number, document: DraftDocument<T>) => Promise<R>;
      publish: (actor: A, uuid: string, version: number, at: Date | null) => Promise<R>;
      unpublish: (actor: A, uuid: string, version: number, at: Date | null) => Promise<R>;
      cancelUnpublication: (actor: A, uuid: string, version: number) => Promise<R>;
      revisions: (actor: A, uuid: string) => Promise<RevisionRow<DraftDocument<T>>[]>;
      restore: (actor: A, uuid: string, revisionId: number, version: number) => Promise<R>;
    };
  },
): void {
  const { type, url, service } = spec;
  const edit = { studio: { permission: spec.edit } } as const;
  const publish = { studio: { permission: spec.publish } } as const;
  const answer = (found: R) => ({ [type]: spec.view(found) });
  const a = type === 'article' ? 'An' : 'A';
  const saveBody = z.strictObject({
    version,
    // Parsed by the type's own schema; typed as the type's document below.
    document: DRAFT_DOCUMENTS[type] as z.ZodType,
  });

  app.get(
    url,
    {
      config: edit,
      schema: {
        operationId: `studioGet${spec.id}`,
        tags: ['studio'],
        summary: `${a} ${type}’s draft (or its published state when it has no draft) and the version to save with.`,
        description: spec.editors,
        params: draftParams,
        response: { 200: spec.answer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => answer(await service.get(spec.actor(request), request.params.uuid)),
  );

  app.put(
    url,
    {
      config: edit,
      schema: {
        operationId: `studioSave${spec.id}`,
        tags: ['studio'],
        summary: spec.saveSummary,
        description: `${spec.editors} A save from a version someone changed since is refused (409, naming who and when).`,
        params: draftParams,
        body: saveBody,
        response: { 200: spec.answer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) =>
      answer(
        await service.save(
          spec.actor(request),
          request.params.uuid,
          request.body.version,
          request.body.document as DraftDocument<T>,
        ),
      ),
  );

  app.post(
    `${url}/publication`,
    {
      config: { studio: { permission: spec.publish } },
      schema: {
        operationId: `studioPublish${spec.id}`,
        tags: ['studio'],
        summary: 'Publishes the draft now (public pages and search at once), or schedules it.',
        description: spec.publishers,
        params: draftParams,
        body: publishBody,
        response: { 200: spec.answer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : null;
      return answer(
        await service.publish(spec.actor(request), request.params.uuid, request.body.version, at),
      );
    },
  );

  app.post(
    `${url}/unpublication`,
    {
      config: publish,
      schema: {
        operationId: `studioUnpublish${spec.id}`,
        tags: ['studio'],
        summary: `Takes a published ${type} off the site now (a 404 to visitors, gone from lists, search, sitemap), or schedules it; members keep their access, progress, notes and bookmarks, and publishing brings it back.`,
        description: `${whoMay(spec.publish)} ${a} ${type} not on the site is refused (409).`,
        params: draftParams,
        body: unpublishBody,
        response: { 200: spec.answer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : null;
      return answer(
        await service.unpublish(spec.actor(request), request.params.uuid, request.body.version, at),
      );
    },
  );

  app.post(
    `${url}/unpublication/cancellation`,
    {
      config: publish,
      schema: {
        operationId: `studioCancel${spec.id}Unpublication`,
        tags: ['studio'],
        summary: `Calls off the ${type}’s scheduled unpublication: it stays on the site (audited).`,
        description: `${whoMay(spec.publish)} ${a} ${type} with no unpublication scheduled is refused (409).`,
        params: draftParams,
        body: versionBody,
        response: { 200: spec.answer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      answer(
        await service.cancelUnpublication(spec.actor(request), request.params.uuid, request.body.version),
      ),
  );

  app.get(
    `${url}/revisions`,
    {
      config: edit,
      schema: {
        operationId: `studioList${spec.id}Revisions`,
        tags: ['studio'],
        summary: `The ${type}’s publications, newest first (the last 50).`,
        description: spec.editors,
        params: draftParams,
        response: { 200: spec.revisionsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      revisions: (await service.revisions(spec.actor(request), request.params.uuid)).map(spec.revisionView),
    }),
  );

  app.post(
    `${url}/revisions/:revisionId/restoration`,
    {
      config: edit,
      schema: {
        operationId: `studioRestore${spec.id}Revision`,
        tags: ['studio'],
        summary: 'Puts an earlier publication back into the draft (publish to make it live again).',
        description: spec.editors,
        params: revisionParams,
        body: restoreBody,
        response: { 200: spec.answer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      answer(
        await service.restore(
          spec.actor(request),
          request.params.uuid,
          request.params.revisionId,
          request.body.version,
        ),
      ),
  );
}
