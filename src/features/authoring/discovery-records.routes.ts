import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { admittedStaff, staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import {
  createdAnswer,
  outcomeBody,
  outcomeUpdate,
  pieceBody,
  pieceUpdate,
  recordParams,
  subcategoryBody,
  subcategoryUpdate,
} from './authoring.schema';
import { type CatalogActor, ownInstructorOf } from './authoring.service';

function catalogActor(request: FastifyRequest): CatalogActor {
  return { ...staffActor(request), ownInstructorId: ownInstructorOf(admittedStaff(request)) };
}

/**
 * Subcategories, outcomes and ten-minute pieces, edited in place: add, change (with the version
 * read), delete when unused (docs/decisions/0040-catalog-records.md). The studio's pages read
 * the lists in-process.
 */
export async function discoveryRecordsRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const records = services.discoveryRecords;
  const config = { studio: { permission: 'catalog:edit' } } as const;
  const shared = `${whoMay('catalog:edit')} Not instructors: these are shared by every class.`;
  const own = `${whoMay('catalog:edit')} An instructor reaches only their own pieces.`;
  const kinds = [
    {
      path: 'subcategories',
      name: 'Subcategory',
      what: 'a subcategory',
      description: shared,
      body: subcategoryBody,
      update: subcategoryUpdate,
      create: records.createSubcategory,
      change: records.updateSubcategory,
      remove: records.deleteSubcategory,
      deleted: 'Deletes a subcategory no class is in; otherwise 409 naming the classes.',
    },
    {
      path: 'outcomes',
      name: 'Outcome',
      what: 'an outcome and the classes it gathers',
      description: shared,
      body: outcomeBody,
      update: outcomeUpdate,
      create: records.createOutcome,
      change: records.updateOutcome,
      remove: records.deleteOutcome,
      deleted: 'Deletes an outcome gathering no class (remove them first); otherwise 409 naming them.',
    },
    {
      path: 'ten-minute-pieces',
      name: 'Piece',
      what: 'a ten-minute piece',
      description: own,
      body: pieceBody,
      update: pieceUpdate,
      create: records.createPiece,
      change: records.updatePiece,
      remove: records.deletePiece,
      deleted: 'Deletes a ten-minute piece (nothing else refers to one); its old addresses go with it.',
    },
  ] as const;

  for (const kind of kinds) {
    const url = `${STUDIO_API.catalog}/${kind.path}`;
    // The three kinds' bodies differ; each route's schema has checked its own.
    const create = kind.create as (actor: CatalogActor, input: unknown) => Promise<number>;
    const change = kind.change as (
      actor: CatalogActor,
      id: number,
      version: number,
      input: unknown,
    ) => Promise<number>;
    app.post(
      url,
      {
        config,
        schema: {
          operationId: `studioCreate${kind.name}`,
          tags: ['studio'],
          summary: `Adds ${kind.what}; public pages show it at once.`,
          description: kind.description,
          body: kind.body,
          response: { 201: createdAnswer, ...errorResponses(401, 403, 422) },
        },
      },
      async (request, reply) =>
        reply.code(201).send({ id: await create(catalogActor(request), request.body) }),
    );

    app.put(
      `${url}/:id`,
      {
        config,
        schema: {
          operationId: `studioUpdate${kind.name}`,
          tags: ['studio'],
          summary: `Changes ${kind.what}; an old address answers a 301 to the new one. A stale version is refused.`,
          description: kind.description,
          params: recordParams,
          body: kind.update,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const { version, ...input } = request.body as { version: number };
        await change(catalogActor(request), (request.params as { id: number }).id, version, input);
        return reply.code(204).send(null);
      },
    );

    app.delete(
      `${url}/:id`,
      {
        config,
        schema: {
          operationId: `studioDelete${kind.name}`,
          tags: ['studio'],
          summary: kind.deleted,
          description: kind.description,
          params: recordParams,
          response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await kind.remove(catalogActor(request), (request.params as { id: number }).id);
        return reply.code(204).send(null);
      },
    );
  }
}
