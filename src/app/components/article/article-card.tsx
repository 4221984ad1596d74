import { Link } from 'react-router';
import { artStyle } from '~/app/components/catalog/course-card';
import type { ArticleCard as Article } from '~/features/catalog/articles.service';
import { longDate } from '~/shared/format';
import '../discovery/category-tile.css';
import './article-card.css';

export function ArticleCard({ article, headingLevel = 2 }: { article: Article; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="article-card">
      <Link to={`/articles/${article.slug}`} className="article-card-link">
        <div className="article-card-art" style={artStyle(article.hue)} aria-hidden="true" />
        <Heading className="article-card-title">{article.title}</Heading>
      </Link>
      <p className="article-card-summary">{article.summary}</p>
      <p className="article-card-meta">
        <span>{article.category.name}</span> · <span>{article.readMinutes} min read</span> ·{' '}
        <time dateTime={article.publishedAt}>{longDate(article.publishedAt)}</time>
      </p>
    </article>
  );
}

export function ArticleList({
  articles,
  label,
  headingLevel,
}: {
  articles: Article[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul className="article-grid" aria-label={label}>
      {articles.map((article) => (
        <li key={article.uuid}>
          <ArticleCard article={article} {...(headingLevel ? { headingLevel } : {})} />
        </li>
      ))}
    </ul>
  );
}
