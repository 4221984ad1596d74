import { z } from 'zod';
import { whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import { catalogActor } from './authoring.routes';
import {
  candidatesAnswer,
  candidatesQuery,
  collectionAnswer,
  collectionParams,
  collectionsAnswer,
  createdCollection,
  newCollectionBody,
  publicationBody,
  saveCollectionBody,
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
    version: found.version,
    updated_by: found.updatedBy,
    updated_at: found.updatedAt?.toISOString() ?? null,
    live_path: found.livePath,
    items: found.items,
  };
}

const oneUrl = `${STUDIO_API.collections}/:id`;

/** Playlists, programs and packages (docs/decisions/0041-collection-authoring.md). */
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
        summary: 'Every playlist, program and package, published or not, with its number of items.',
        description: whoMay('catalog:edit'),
        response: { 200: collectionsAnswer, ...errorResponses(401, 403) },
      },
    },
    async () => ({
      collections: (await collectionRecords.list()).map((row) => ({
        id: Number(row.id),
        kind: row.kind as 'playlist' | 'program' | 'package',
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
        summary: 'Starts a playlist, program or package, unpublished and empty.',
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
        summary: 'A playlist, program or package with its items in order.',
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
