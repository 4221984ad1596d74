import { useState } from 'react';
import { data, Link } from 'react-router';
import { ArticleEditor } from '~/app/components/studio/article-editor';
import { DraftSchedule, DraftStateBadge } from '~/app/components/studio/catalog-lists';
import { RevisionList } from '~/app/components/studio/revision-list';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { UnpublishControls } from '~/app/components/studio/unpublish-controls';
import { type EditorArticle, studioApi } from '~/app/lib/studio-api';
import { readMinutes } from '~/features/authoring/article-document';
import { can } from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.article';
import { requireStudio } from './studio.server';

/** One article's draft (articles:edit), its publication (articles:publish) and revisions. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, 'articles:edit');
  const { articleAuthoring, catalogRecords } = context.services;
  try {
    const [found, revisions, instructors, categories] = await Promise.all([
      articleAuthoring.get(params.uuid),
      articleAuthoring.revisions(params.uuid),
      catalogRecords.listInstructors(),
      catalogRecords.listCategories(),
    ]);
    const { document } = found;
    const article: EditorArticle = {
      uuid: found.uuid,
      version: found.version,
      state: found.state,
      publishAt: found.publishAt?.toISOString() ?? null,
      unpublishAt: found.unpublishAt?.toISOString() ?? null,
      unpublishedAt: found.unpublishedAt?.toISOString() ?? null,
      updatedBy: found.updatedBy,
      updatedAt: found.updatedAt?.toISOString() ?? null,
      livePath: found.liveSlug ? `/articles/${encodeURIComponent(found.liveSlug)}` : null,
      document: {
        title: document.title,
        slug: document.slug,
        summary: document.summary,
        instructorId: document.instructor_id,
        categoryId: document.category_id,
        hue: document.hue,
        bodyMarkdown: document.body_markdown,
        recipe: document.recipe && {
          prepMinutes: document.recipe.prep_minutes,
          cookMinutes: document.recipe.cook_minutes,
          totalMinutes: document.recipe.total_minutes,
          makes: document.recipe.makes,
          ingredients: document.recipe.ingredients,
          steps: document.recipe.steps,
        },
      },
    };
    return {
      article,
      readMinutes: readMinutes(document),
      revisions: revisions.map((row) => ({
        id: row.id,
        title: row.document_json.title,
        publishedBy: row.published_by_label,
        publishedAt: row.published_at.toISOString(),
        detail: `${readMinutes(row.document_json)} min read`,
      })),
      instructors: instructors.map(({ id, name }) => ({ id, name })),
      categories: categories.map(({ id, name }) => ({ id, name })),
      canPublish: can(staff, 'articles:publish'),
    };
  } catch (error) {
    if (isDomainError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.article.document.title ?? 'Article'} | Articles | Studio` }];
}

export default function ArticleEditorPage({ loaderData }: Route.ComponentProps) {
  const { article, readMinutes, revisions, instructors, categories, canPublish } = loaderData;
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <StudioPageHeader
        title={article.document.title || 'Untitled article'}
        lede={
          <>
            <DraftStateBadge state={article.state} /> <DraftSchedule times={article} />{' '}
            {article.updatedBy ? `Last saved by ${article.updatedBy}. ` : null}
            {readMinutes} min read.
          </>
        }
        actions={
          <>
            <Link className="button button-ghost" to={STUDIO_PATHS.articles}>
              All articles
            </Link>
            {article.livePath && article.state !== 'unpublished' ? (
              <a className="button button-ghost" href={article.livePath}>
                See it as a visitor
              </a>
            ) : null}
          </>
        }
      />
      <p role="status" className="field-ok">
        {notice}
      </p>
      <StudioPanel id="draft" title="Draft">
        {/* A new version (saved, published, reloaded) starts the form again from it. */}
        <ArticleEditor
          key={article.version}
          initial={article}
          instructors={instructors}
          categories={categories}
          canPublish={canPublish}
          onDone={setNotice}
        />
      </StudioPanel>
      {canPublish && article.state !== 'draft' ? (
        <StudioPanel
          id="on-the-site"
          title="On the site"
          description="Unpublishing hides the article from visitors, lists, search and the sitemap; members keep their bookmarks."
        >
          <UnpublishControls
            key={article.version}
            initial={article}
            noun="article"
            unpublish={(at) => studioApi.unpublishArticle(article.uuid, article.version, at)}
            cancel={() => studioApi.cancelArticleUnpublication(article.uuid, article.version)}
            onDone={setNotice}
          />
        </StudioPanel>
      ) : null}
      <StudioPanel id="revisions" title="Revisions" description="Each publication, newest first.">
        <RevisionList
          revisions={revisions}
          restore={(revisionId) =>
            studioApi.restoreArticleRevision(article.uuid, revisionId, article.version)
          }
          onDone={setNotice}
        />
      </StudioPanel>
    </>
  );
}
