import { z } from 'zod';
import { whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { type EditableCollectionKind, STUDIO_API } from '~/shared/studio';
import { catalogActor } from './authoring.routes';
import {
  candidatesAnswer,
  candidatesQuery,
  collectionAnswer,
  collectionParams,
  collectionRevisionParams,
  collectionRevisionsAnswer,
  collectionsAnswer,
  createdCollection,
  newCollectionBody,
  publicationBody,
  restoreBody,
  saveCollectionBody,
  scheduleBody,
} from './collection-records.schema';
import type { StudioCollection } from './collection-records.service';

function collectionView(found: StudioCollection) {
  return {
    id: found.id,
    kind: found.kind,
    slug: found.slug,
    title: found.title,
    description: found.description,
    hue: found.hue,
    published: found.published,
    publish_at: found.publishAt?.toISOString() ?? null,
    unpublish_at: found.unpublishAt?.toISOString() ?? null,
    version: found.version,
    updated_by: found.updatedBy,
    updated_at: found.updatedAt?.toISOString() ?? null,
    live_path: found.livePath,
    items: found.items,
  };
}

const oneUrl = `${STUDIO_API.collections}/:id`;

/** Playlists, programs, packages and projects (docs/decisions/0041-collection-authoring.md). */
export async function collectionRecordsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { collectionRecords } = services;
  const edit = { studio: { permission: 'catalog:edit' } } as const;
  const publish = { studio: { permission: 'catalog:publish' } } as const;
  const shared = `${whoMay('catalog:edit')} Not instructors: a collection joins every instructor's classes.`;

  app.get(
    STUDIO_API.collections,
    {
      config: edit,
      schema: {
        operationId: 'studioListCollections',
        tags: ['studio'],
        summary: 'Every playlist, program, package and project, published or not, with its number of items.',
        description: whoMay('catalog:edit'),
        response: { 200: collectionsAnswer, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      collections: (await collectionRecords.list()).map((row) => ({
        id: Number(row.id),
        kind: row.kind as EditableCollectionKind,
        slug: row.slug,
        title: row.title,
        published: Boolean(row.is_published),
        item_count: Number(row.item_count ?? 0),
      })),
    }),
  );

  app.get(
    `${STUDIO_API.collections}/candidates`,
    {
      config: edit,
      schema: {
        operationId: 'studioCollectionCandidates',
        tags: ['studio'],
        summary: 'Classes and lessons whose title holds the words typed, to add to a collection.',
        description: whoMay('catalog:edit'),
        querystring: candidatesQuery,
        response: { 200: candidatesAnswer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const found = await collectionRecords.candidates(request.query.q);
      return {
        classes: found.classes.map((row) => ({ ...row, id: Number(row.id) })),
        lessons: found.lessons.map((row) => ({ ...row, id: Number(row.id) })),
      };
    },
  );

  app.post(
    STUDIO_API.collections,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateCollection',
        tags: ['studio'],
        summary: 'Starts a playlist, program, package or project, unpublished and empty.',
        description: shared,
        body: newCollectionBody,
        response: { 201: createdCollection, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { kind, ...fields } = request.body;
      const id = await collectionRecords.create(catalogActor(request), kind, fields);
      return reply.code(201).send({ id });
    },
  );

  app.get(
    oneUrl,
    {
      config: edit,
      schema: {
        operationId: 'studioGetCollection',
        tags: ['studio'],
        summary: 'A playlist, program, package or project with its items in order.',
        description: whoMay('catalog:edit'),
        params: collectionParams,
        response: { 200: collectionAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ collection: collectionView(await collectionRecords.get(request.params.id)) }),
  );

  app.put(
    oneUrl,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveCollection',
        tags: ['studio'],
        summary:
          'Saves its fields and its items in order; public pages show it at once. A new slug keeps the old address as a 301; a stale version is refused (409).',
        description: shared,
        params: collectionParams,
        body: saveCollectionBody,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { version, ...input } = request.body;
      await collectionRecords.update(catalogActor(request), request.params.id, version, input);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${oneUrl}/publication`,
    {
      config: publish,
      schema: {
        operationId: 'studioPublishCollection',
        tags: ['studio'],
        summary: 'Publishes it (visitors see it at once) or unpublishes it (its address answers 404).',
        description: `${whoMay('catalog:publish')} Not instructors.`,
        params: collectionParams,
        body: publicationBody,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { version, published } = request.body;
      await collectionRecords.setPublished(catalogActor(request), request.params.id, version, published);
      return reply.code(204).send(null);
    },
  );

  app.put(
    `${oneUrl}/schedule`,
    {
      config: publish,
      schema: {
        operationId: 'studioScheduleCollection',
        tags: ['studio'],
        summary:
          'Sets when it publishes and when it unpublishes by itself (the recurring job); null calls that off. A time past, a publication of a published one, or an unpublication before it is published is a 422.',
        description: `${whoMay('catalog:publish')} Not instructors.`,
        params: collectionParams,
        body: scheduleBody,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { version, publish_at, unpublish_at } = request.body;
      const at = (value: string | null) => (value ? new Date(value) : null);
      await collectionRecords.schedule(catalogActor(request), request.params.id, version, {
        publishAt: at(publish_at),
        unpublishAt: at(unpublish_at),
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    `${oneUrl}/revisions`,
    {
      config: edit,
      schema: {
        operationId: 'studioListCollectionRevisions',
        tags: ['studio'],
        summary: 'Its saves, newest first (the last 50): who saved, when, and what it held.',
        description: whoMay('catalog:edit'),
        params: collectionParams,
        response: { 200: collectionRevisionsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      revisions: (await collectionRecords.revisions(request.params.id)).map((row) => ({
        id: row.id,
        saved_by: row.savedBy,
        saved_at: row.savedAt.toISOString(),
        title: row.title,
        item_count: row.itemCount,
      })),
    }),
  );

  app.post(
    `${oneUrl}/revisions/:revisionId/restoration`,
    {
      config: edit,
      schema: {
        operationId: 'studioRestoreCollectionRevision',
        tags: ['studio'],
        summary:
          'Puts an earlier save back as a new save (public pages show it at once); items deleted since are left out. A stale version is refused (409).',
        description: shared,
        params: collectionRevisionParams,
        body: restoreBody,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { id, revisionId } = request.params;
      await collectionRecords.restore(catalogActor(request), id, revisionId, request.body.version);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    oneUrl,
    {
      config: edit,
      schema: {
        operationId: 'studioDeleteCollection',
        tags: ['studio'],
        summary:
          'Deletes it with its items and old addresses; refused (409) while members hold access through it.',
        description: shared,
        params: collectionParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await collectionRecords.remove(catalogActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
