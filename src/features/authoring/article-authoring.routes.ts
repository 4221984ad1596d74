import { staffActor, whoMay } from '~/features/staff/studio-gate';
import { type ApiApp, errorResponses, type RouteDeps } from '~/server/http/route-types';
import { STUDIO_API } from '~/shared/studio';
import {
  articleAnswer,
  articleRevisionsAnswer,
  articlesOverview,
  newArticleBody,
} from './article-authoring.schema';
import type { StudioArticle } from './article-authoring.service';
import { readMinutes } from './article-document';
import { draftRoutes, draftView, iso } from './draft.routes';

const articleView = (found: StudioArticle) =>
  draftView(found, found.liveSlug ? `/articles/${encodeURIComponent(found.liveSlug)}` : null);

/** Article authoring: drafts in Markdown with their recipe, publication and revisions. */
export async function articleAuthoringRoutes(app: ApiApp, { services }: RouteDeps): Promise<void> {
  const { articleAuthoring, catalogRecords } = services;
  const edit = { studio: { permission: 'articles:edit' } } as const;

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
          unpublish_at: iso(row.unpublishAt),
          unpublished_at: iso(row.unpublishedAt),
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

  draftRoutes(app, {
    type: 'article',
    id: 'Article',
    url: `${STUDIO_API.articles}/:uuid`,
    edit: 'articles:edit',
    publish: 'articles:publish',
    editors: whoMay('articles:edit'),
    publishers: whoMay('articles:publish'),
    saveSummary:
      'Saves the draft: fields, Markdown body (sanitised: no HTML, only safe links) and recipe. Visitors see it once published.',
    answer: articleAnswer,
    revisionsAnswer: articleRevisionsAnswer,
    actor: staffActor,
    view: articleView,
    revisionView: (row) => ({
      id: row.id,
      published_by: row.published_by_label,
      published_at: row.published_at.toISOString(),
      title: row.document_json.title,
      read_minutes: readMinutes(row.document_json),
    }),
    service: {
      get: (_actor, uuid) => articleAuthoring.get(uuid),
      save: articleAuthoring.save,
      publish: articleAuthoring.publish,
      unpublish: articleAuthoring.unpublish,
      cancelUnpublication: articleAuthoring.cancelUnpublication,
      revisions: (_actor, uuid) => articleAuthoring.revisions(uuid),
      restore: articleAuthoring.restore,
    },
  });
}
