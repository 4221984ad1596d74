import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { admittedStaff, staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { coursePath } from '~/shared/content';
import { STUDIO_API } from '~/shared/studio';
import {
  catalogOverview,
  categoryBody,
  categoryUpdate,
  classAnswer,
  createdAnswer,
  instructorBody,
  instructorUpdate,
  newClassBody,
  recordParams,
  revisionsAnswer,
} from './authoring.schema';
import { type CatalogActor, ownInstructorOf, type StudioClass } from './authoring.service';
import { draftRoutes, draftView, iso } from './draft.routes';

const classView = (found: StudioClass) =>
  draftView(found, found.liveSlug ? coursePath(found.document.kind, found.liveSlug) : null);

/** The studio member as the catalog's actor (an instructor reaches only their own classes). */
export function catalogActor(request: FastifyRequest): CatalogActor {
  return { ...staffActor(request), ownInstructorId: ownInstructorOf(admittedStaff(request)) };
}

const classUrl = `${STUDIO_API.catalog}/classes/:uuid`;

/** Catalog authoring: instructors, categories, class drafts, publication and revisions. */
export async function authoringRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { authoring, catalogRecords } = services;
  const edit = { studio: { permission: 'catalog:edit' } } as const;
  const scoped = `${whoMay('catalog:edit')} An instructor reaches only the classes they teach.`;
  const shared = `${whoMay('catalog:edit')} Not instructors: these are shared by every class.`;

  app.get(
    STUDIO_API.catalog,
    {
      config: edit,
      schema: {
        operationId: 'studioGetCatalog',
        tags: ['studio'],
        summary:
          'The classes (with draft, published or unpublished-changes state), instructors, categories, skills.',
        description: scoped,
        response: { 200: catalogOverview, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const actor = catalogActor(request);
      const [classes, instructors, categories, skills] = await Promise.all([
        authoring.overview(actor),
        catalogRecords.listInstructors(),
        catalogRecords.listCategories(),
        catalogRecords.listSkills(),
      ]);
      return {
        classes: classes.map((row) => ({
          uuid: row.uuid,
          title: row.title,
          slug: row.slug,
          kind: row.kind,
          instructor_name: row.instructorName,
          state: row.state,
          publish_at: iso(row.publishAt),
          unpublish_at: iso(row.unpublishAt ?? null),
          unpublished_at: iso(row.unpublishedAt),
        })),
        instructors,
        categories,
        skills,
      };
    },
  );

  app.post(
    `${STUDIO_API.catalog}/instructors`,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateInstructor',
        tags: ['studio'],
        summary: 'Adds an instructor (their picture is the generated art of their hue).',
        description: shared,
        body: instructorBody,
        response: { 201: createdAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ id: await catalogRecords.createInstructor(catalogActor(request), request.body) }),
  );

  app.put(
    `${STUDIO_API.catalog}/instructors/:id`,
    {
      config: edit,
      schema: {
        operationId: 'studioUpdateInstructor',
        tags: ['studio'],
        summary: 'Changes an instructor; public pages show it at once. A stale version is refused.',
        description: shared,
        params: recordParams,
        body: instructorUpdate,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { version, ...input } = request.body;
      await catalogRecords.updateInstructor(catalogActor(request), request.params.id, version, input);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${STUDIO_API.catalog}/categories`,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateCategory',
        tags: ['studio'],
        summary: 'Adds a category, last in the order.',
        description: shared,
        body: categoryBody,
        response: { 201: createdAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ id: await catalogRecords.createCategory(catalogActor(request), request.body) }),
  );

  app.put(
    `${STUDIO_API.catalog}/categories/:id`,
    {
      config: edit,
      schema: {
        operationId: 'studioUpdateCategory',
        tags: ['studio'],
        summary: 'Changes a category; public pages show it at once. A stale version is refused.',
        description: shared,
        params: recordParams,
        body: categoryUpdate,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { version, ...input } = request.body;
      await catalogRecords.updateCategory(catalogActor(request), request.params.id, version, input);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    `${STUDIO_API.catalog}/categories/:id`,
    {
      config: edit,
      schema: {
        operationId: 'studioDeleteCategory',
        tags: ['studio'],
        summary: 'Deletes a category nothing uses; otherwise 409 naming what uses it.',
        description: shared,
        params: recordParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await catalogRecords.deleteCategory(catalogActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${STUDIO_API.catalog}/classes`,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateClass',
        tags: ['studio'],
        summary: 'Starts a class as a draft (not public until published).',
        description: scoped,
        body: newClassBody,
        response: { 201: classAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const created = await authoring.create(catalogActor(request), {
        title: request.body.title,
        instructorId: request.body.instructor_id,
        categoryId: request.body.category_id,
      });
      return reply.code(201).send({ class: classView(created) });
    },
  );

  draftRoutes(app, {
    type: 'class',
    id: 'Class',
    url: classUrl,
    edit: 'catalog:edit',
    publish: 'catalog:publish',
    editors: scoped,
    publishers: `${whoMay('catalog:publish')} Removing a lesson a playlist or session uses is refused (409).`,
    saveSummary: 'Saves the draft: fields, chapters and lessons in order. Visitors see it once published.',
    answer: classAnswer,
    revisionsAnswer,
    actor: catalogActor,
    view: classView,
    revisionView: (row) => ({
      id: row.id,
      published_by: row.published_by_label,
      published_at: row.published_at.toISOString(),
      title: row.document_json.title,
      lesson_count: row.document_json.chapters.reduce((n, chapter) => n + chapter.lessons.length, 0),
    }),
    service: authoring,
  });
}
