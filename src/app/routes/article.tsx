import { Link, useLocation } from 'react-router';
import { ArticleList } from '~/app/components/article/article-card';
import { ArticleJsonLd } from '~/app/components/article/article-json-ld';
import { RecipeBlock } from '~/app/components/article/recipe-block';
import { ShareAndSave } from '~/app/components/article/share-save';
import { TableOfContents } from '~/app/components/article/table-of-contents';
import { pageOr404 } from '~/app/components/course/found';
import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import { LegalBlocks } from '~/app/components/legal/legal-document';
import { LearningGoalsQuiz } from '~/app/components/quiz/learning-goals-quiz';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { loginHref } from '~/app/lib/auth-links';
import { useRootData } from '~/app/lib/root-data';
import { seoMeta } from '~/app/lib/seo';
import { longDate, metaDescription } from '~/shared/format';
import type { Route } from './+types/article';
import { articleBookmarkState } from './personal.server';
import '../components/shell/page-shell.css';
import '../components/discovery/discovery-page.css';
import '../components/article/article.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'article' }, sharedPage: true };

/**
 * An article with its table of contents, recipe and learning-goals quiz: four queries; two
 * more for a signed-in profile's bookmark.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const page = pageOr404(await context.services.articles.getArticlePage(params.slug));
  return { page, bookmark: await articleBookmarkState(context, request, page.article.uuid) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const article = loaderData?.page.article;
  return seoMeta(
    matches,
    article
      ? {
          title: article.title,
          description: metaDescription(article.summary),
          path: `/articles/${article.slug}`,
          type: 'article',
        }
      : null,
  );
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article, quiz, related } = loaderData.page;
  const origin = useRootData()?.site.origin ?? '';
  const location = useLocation();
  const path = `/articles/${article.slug}`;
  const url = `${origin}${path}`;
  return (
    <div className="discovery-page article-page">
      <ArticleJsonLd article={article} url={url} />
      <Breadcrumbs
        items={[
          { label: 'Articles', to: '/articles' },
          { label: article.category.name, to: `/articles?category=${article.category.slug}` },
          { label: article.title },
        ]}
      />
      <article className="article" aria-labelledby="article-title">
        <header className="article-header">
          <p className="eyebrow">
            <Link to={`/categories/${article.category.slug}`}>{article.category.name}</Link>
          </p>
          <h1 id="article-title">{article.title}</h1>
          <p className="page-lede">{article.summary}</p>
          <p className="article-byline">
            By <strong>{article.authorName}</strong>
            {article.instructor ? ', instructor' : ''} · Last updated{' '}
            <time dateTime={article.lastUpdatedAt}>{longDate(article.lastUpdatedAt)}</time> ·{' '}
            {article.readMinutes} min read
          </p>
        </header>
        <div className="article-layout">
          <div className="article-aside">
            <TableOfContents sections={article.sections} />
            <ShareAndSave
              url={url}
              title={article.title}
              summary={article.summary}
              bookmark={loaderData.bookmark}
              loginHref={loginHref(`${location.pathname}${location.search}`)}
            />
          </div>
          <div className="article-body">
            {article.sections.map((section) => (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id}>{section.heading}</h2>
                <LegalBlocks blocks={section.blocks} />
              </section>
            ))}
            {article.recipe ? <RecipeBlock recipe={article.recipe} rating={article.rating} /> : null}
          </div>
        </div>
      </article>
      <LearningGoalsQuiz category={article.category} topics={quiz.topics} classes={quiz.classes} />
      {related.length > 0 ? (
        <section className="page-section" aria-labelledby="related-articles-title">
          <h2 id="related-articles-title">More {article.category.name} articles</h2>
          <ArticleList articles={related} label={`More ${article.category.name} articles`} headingLevel={3} />
        </section>
      ) : null}
    </div>
  );
}
