import { staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import {
  articleAnswer,
  articleParams,
  articleRevisionParams,
  articleRevisionsAnswer,
  articlesOverview,
  newArticleBody,
  saveArticleBody,
} from './article-authoring.schema';
import type { StudioArticle } from './article-authoring.service';
import { readMinutes } from './article-document';
import { publishBody, restoreBody } from './authoring.schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

function articleView(found: StudioArticle) {
  return {
    uuid: found.uuid,
    document: found.document,
    version: found.version,
    state: found.state,
    publish_at: iso(found.publishAt),
    updated_by: found.updatedBy,
    updated_at: iso(found.updatedAt),
    live_path: found.liveSlug ? `/articles/${encodeURIComponent(found.liveSlug)}` : null,
  };
}

const articleUrl = `${STUDIO_API.articles}/:uuid`;

/** Article authoring: drafts in Markdown with their recipe, publication and revisions. */
export async function articleAuthoringRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { articleAuthoring, catalogRecords } = services;
  const edit = { studio: { permission: 'articles:edit' } } as const;
  const publish = { studio: { permission: 'articles:publish' } } as const;

  app.get(
    STUDIO_API.articles,
    {
      config: edit,
      schema: {
        operationId: 'studioListArticles',
        tags: ['studio'],
        summary: 'The articles (draft, published or with unpublished changes), the authors and categories.',
        description: whoMay('articles:edit'),
        response: { 200: articlesOverview, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const [articles, instructors, categories] = await Promise.all([
        articleAuthoring.overview(),
        catalogRecords.listInstructors(),
        catalogRecords.listCategories(),
      ]);
      return {
        articles: articles.map((row) => ({
          uuid: row.uuid,
          title: row.title,
          slug: row.slug,
          author_name: row.authorName,
          category_name: row.categoryName,
          state: row.state,
          publish_at: iso(row.publishAt),
        })),
        instructors: instructors.map(({ id, name }) => ({ id, name })),
        categories: categories.map(({ id, name }) => ({ id, name })),
      };
    },
  );

  app.post(
    STUDIO_API.articles,
    {
      config: edit,
      schema: {
        operationId: 'studioCreateArticle',
        tags: ['studio'],
        summary: 'Starts an article as a draft (not public until published).',
        description: whoMay('articles:edit'),
        body: newArticleBody,
        response: { 201: articleAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const created = await articleAuthoring.create(staffActor(request), {
        title: request.body.title,
        instructorId: request.body.instructor_id,
        categoryId: request.body.category_id,
      });
      return reply.code(201).send({ article: articleView(created) });
    },
  );

  app.get(
    articleUrl,
    {
      config: edit,
      schema: {
        operationId: 'studioGetArticle',
        tags: ['studio'],
        summary:
          'An article’s draft (or its published state when it has no draft) and the version to save with.',
        description: whoMay('articles:edit'),
        params: articleParams,
        response: { 200: articleAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ article: articleView(await articleAuthoring.get(request.params.uuid)) }),
  );

  app.put(
    articleUrl,
    {
      config: edit,
      schema: {
        operationId: 'studioSaveArticle',
        tags: ['studio'],
        summary:
          'Saves the draft: fields, Markdown body (sanitised: no HTML, only safe links) and recipe. Visitors see it once published.',
        description: `${whoMay('articles:edit')} A save from a version someone changed since is refused (409, naming who and when).`,
        params: articleParams,
        body: saveArticleBody,
        response: { 200: articleAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => ({
      article: articleView(
        await articleAuthoring.save(
          staffActor(request),
          request.params.uuid,
          request.body.version,
          request.body.document,
        ),
      ),
    }),
  );

  app.post(
    `${articleUrl}/publication`,
    {
      config: publish,
      schema: {
        operationId: 'studioPublishArticle',
        tags: ['studio'],
        summary: 'Publishes the draft now (public pages and search at once), or schedules it.',
        description: whoMay('articles:publish'),
        params: articleParams,
        body: publishBody,
        response: { 200: articleAnswer, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : null;
      const { uuid } = request.params;
      return {
        article: articleView(
          await articleAuthoring.publish(staffActor(request), uuid, request.body.version, at),
        ),
      };
    },
  );

  app.get(
    `${articleUrl}/revisions`,
    {
      config: edit,
      schema: {
        operationId: 'studioListArticleRevisions',
        tags: ['studio'],
        summary: 'The article’s publications, newest first (the last 50).',
        description: whoMay('articles:edit'),
        params: articleParams,
        response: { 200: articleRevisionsAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const rows = await articleAuthoring.revisions(request.params.uuid);
      return {
        revisions: rows.map((row) => ({
          id: row.id,
          published_by: row.published_by_label,
          published_at: row.published_at.toISOString(),
          title: row.document_json.title,
          read_minutes: readMinutes(row.document_json),
        })),
      };
    },
  );

  app.post(
    `${articleUrl}/revisions/:revisionId/restoration`,
    {
      config: edit,
      schema: {
        operationId: 'studioRestoreArticleRevision',
        tags: ['studio'],
        summary: 'Puts an earlier publication back into the draft (publish to make it live again).',
        description: whoMay('articles:edit'),
        params: articleRevisionParams,
        body: restoreBody,
        response: { 200: articleAnswer, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      article: articleView(
        await articleAuthoring.restore(
          staffActor(request),
          request.params.uuid,
          request.params.revisionId,
          request.body.version,
        ),
      ),
    }),
  );
}
