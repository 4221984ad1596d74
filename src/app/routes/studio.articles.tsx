import { Link } from 'react-router';
import { DraftSchedule, DraftStateBadge } from '~/app/components/studio/catalog-lists';
import { NewDraftForm } from '~/app/components/studio/new-draft-form';
import { StudioEmpty, StudioPageHeader, StudioPanel, StudioRows } from '~/app/components/studio/studio-page';
import { STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.articles';
import { requireStudio } from './studio.server';
import '../components/studio/catalog-lists.css';

/** The articles (articles:edit): each with its state, and a form to start one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireStudio(context, request, 'articles:edit');
  const { articleAuthoring, catalogRecords } = context.services;
  const [articles, instructors, categories] = await Promise.all([
    articleAuthoring.overview(),
    catalogRecords.listInstructors(),
    catalogRecords.listCategories(),
  ]);
  return {
    articles: articles.map((row) => ({
      ...row,
      publishAt: row.publishAt?.toISOString() ?? null,
      unpublishAt: row.unpublishAt?.toISOString() ?? null,
      unpublishedAt: row.unpublishedAt?.toISOString() ?? null,
    })),
    instructors: instructors.map(({ id, name }) => ({ id, name })),
    categories: categories.map(({ id, name }) => ({ id, name })),
  };
}

export function meta() {
  return [{ title: 'Articles | Studio' }];
}

export default function ArticlesPage({ loaderData }: Route.ComponentProps) {
  const { articles, instructors, categories } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Articles"
        lede="Articles are written in Markdown as drafts: visitors see one once it is published. Every change is in the audit log."
      />
      <StudioPanel id="new-article" title="Start an article">
        <NewDraftForm kind="article" instructors={instructors} categories={categories} />
      </StudioPanel>
      <StudioPanel id="articles" title={`Articles (${articles.length})`}>
        {articles.length ? (
          <StudioRows label="Articles" className="catalog-rows">
            {articles.map((row) => (
              <li key={row.uuid}>
                <Link to={STUDIO_PATHS.articleEditor(row.uuid)} className="catalog-row-title">
                  {row.title || 'Untitled article'}
                </Link>
                <span className="catalog-row-meta">
                  {[row.authorName, row.categoryName].filter(Boolean).join(' · ')}
                </span>
                <span className="catalog-row-state">
                  <DraftStateBadge state={row.state} />
                  <DraftSchedule times={row} />
                </span>
              </li>
            ))}
          </StudioRows>
        ) : (
          <StudioEmpty>No article yet: start one above.</StudioEmpty>
        )}
      </StudioPanel>
    </>
  );
}
