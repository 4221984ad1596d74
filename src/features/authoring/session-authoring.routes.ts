import { z } from 'zod';
import { whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { campPath } from '~/shared/content';
import { STUDIO_API } from '~/shared/studio';
import { catalogActor } from './authoring.routes';
import { classParams, newClassBody } from './authoring.schema';
import type { StudioSession } from './session-authoring.service';
import { sessionDocument } from './session-document';

const version = z
  .number()
  .int()
  .min(0)
  .max(2 ** 31 - 1)
  .meta({ description: 'The version the editor read: a save from an older one is refused (409).' });

const studioSession = z
  .object({
    uuid: z.string(),
    document: sessionDocument,
    version: z.number().int(),
    updated_by: z.string().nullable(),
    updated_at: z.string().nullable().meta({ description: 'ISO 8601 time (UTC).' }),
    live_path: z.string().meta({ description: 'Where visitors see it.' }),
    lessons: z
      .array(z.object({ uuid: z.string(), title: z.string(), class_title: z.string() }))
      .meta({ description: 'The lessons its tasks name (lesson_uuid), with their class’s title.' }),
  })
  .meta({ id: 'StudioSession' });
const sessionAnswer = z.object({ session: studioSession });
const sessionList = z.object({
  sessions: z.array(
    z.object({
      uuid: z.string(),
      title: z.string(),
      slug: z.string(),
      status: z.enum(['coming_soon', 'open']),
      starts_at: z.string(),
      instructor_name: z.string(),
      module_count: z.number().int(),
    }),
  ),
});

function sessionView(found: StudioSession) {
  return {
    uuid: found.uuid,
    document: found.document,
    version: found.version,
    updated_by: found.updatedBy,
    updated_at: found.updatedAt?.toISOString() ?? null,
    live_path: campPath(found.document.slug),
    lessons: found.lessons,
  };
}

/** Sessions (camps) in the studio: docs/decisions/0042-session-authoring.md. */
export async function sessionAuthoringRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { sessionAuthoring } = services;
  const edit = { studio: { permission: 'catalog:edit' } } as const;
  const scoped = `${whoMay('catalog:edit')} An instructor reaches only the sessions they teach.`;
  const url = `${STUDIO_API.catalogSessions}/:uuid`;

  app.get(
    STUDIO_API.catalogSessions,
    {
      config: edit,
      schema: {
        operationId: 'studioListCatalogSessions',
        tags: ['studio'],
        summary: 'The sessions (camps), soonest first, with their number of modules.',
        description: scoped,
        response: { 200: sessionList, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const rows = await sessionAuthoring.list(catalogActor(request));
      return {
        sessions: rows.map((row) => ({
          uuid: row.uuid,
          title: row.title,
          slug: row.slug,
          status: row.status,
          starts_at: row.starts_at.toISOString(),
          instructor_name: row.instructor_name,
          module_count: Number(row.module_count ?? 0),
        })),
      };
    },
  );

  app.post(
    STUDIO_API.catalogSessions,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateSession',
        tags: ['studio'],
        summary: 'Starts a session, coming soon with a waitlist: it is on /sessions at once.',
        description: scoped,
        body: newClassBody,
        response: { 201: sessionAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const created = await sessionAuthoring.create(catalogActor(request), {
        title: request.body.title,
        instructorId: request.body.instructor_id,
        categoryId: request.body.category_id,
      });
      return reply.code(201).send({ session: sessionView(created) });
    },
  );

  app.get(
    url,
    {
      config: edit,
      schema: {
        operationId: 'studioGetSession',
        tags: ['studio'],
        summary: 'A session with its modules and tasks in order, and the version to save with.',
        description: scoped,
        params: classParams,
        response: { 200: sessionAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      session: sessionView(await sessionAuthoring.get(catalogActor(request), request.params.uuid)),
    }),
  );

  app.put(
    url,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveSession',
        tags: ['studio'],
        summary:
          'Saves a session, its modules and their dated tasks in order; public pages show it at once. An old slug keeps answering (301).',
        description: `${scoped} A save from a version someone changed since is refused (409, naming who and when); so is removing a module or task while members are enrolled (409).`,
        params: classParams,
        body: z.strictObject({ version, document: sessionDocument }),
        response: { 200: sessionAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      session: sessionView(
        await sessionAuthoring.save(
          catalogActor(request),
          request.params.uuid,
          request.body.version,
          request.body.document,
        ),
      ),
    }),
  );

  app.delete(
    url,
    {
      config: edit,
      schema: {
        operationId: 'studioDeleteSession',
        tags: ['studio'],
        summary: 'Deletes a session with its modules, tasks and old addresses; its address then answers 404.',
        description: `${scoped} Refused (409, naming them) while members are enrolled or people wait on its waitlist.`,
        params: classParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await sessionAuthoring.remove(catalogActor(request), request.params.uuid);
      return reply.code(204).send(null);
    },
  );
}
