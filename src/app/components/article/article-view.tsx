import { Link, useLocation } from 'react-router';
import { ArticleList } from '~/app/components/article/article-card';
import { ArticleJsonLd } from '~/app/components/article/article-json-ld';
import { RecipeBlock } from '~/app/components/article/recipe-block';
import { ShareAndSave } from '~/app/components/article/share-save';
import { TableOfContents } from '~/app/components/article/table-of-contents';
import { Breadcrumbs } from '~/app/components/discovery/breadcrumbs';
import { LegalBlocks } from '~/app/components/legal/legal-document';
import { LearningGoalsQuiz } from '~/app/components/quiz/learning-goals-quiz';
import { loginHref } from '~/app/lib/auth-links';
import { useRootData } from '~/app/lib/root-data';
import type { ArticlePage } from '~/features/catalog/articles.service';
import { longDate } from '~/shared/format';
import '../shell/page-shell.css';
import '../discovery/discovery-page.css';
import './article.css';

/**
 * An article's page (product.md 2.2): its table of contents, share and save, body, recipe,
 * learning-goals quiz and related articles. `bookmark`: the signed-in profile's, null for a visitor.
 */
export function ArticleView({
  page,
  bookmark,
}: {
  page: ArticlePage;
  bookmark: { uuid: string; bookmarked: boolean } | null;
}) {
  const { article, quiz, related } = page;
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
              bookmark={bookmark}
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
