import { useRootData } from '~/app/lib/root-data';
import { JsonLd } from '~/app/lib/seo';
import type { ArticlePage } from '~/features/catalog/articles.service';
import { isoDuration } from '~/shared/format';

/** schema.org Article, and Recipe when the article has one, with the page's CSP nonce. */
export function ArticleJsonLd({ article, url }: { article: ArticlePage['article']; url: string }) {
  const root = useRootData();
  const nonce = root?.nonce;
  const author = { '@type': 'Person', name: article.authorName };
  const publisher = { '@type': 'Organization', name: root?.site.productName ?? 'Atelier' };
  const { recipe, rating } = article;
  return (
    <>
      <JsonLd
        nonce={nonce}
        data={{
          '@type': 'Article',
          headline: article.title,
          description: article.summary,
          author,
          publisher,
          datePublished: article.publishedAt,
          dateModified: article.lastUpdatedAt,
          articleSection: article.category.name,
          mainEntityOfPage: url,
          timeRequired: isoDuration(article.readMinutes * 60),
        }}
      />
      {recipe ? (
        <JsonLd
          nonce={nonce}
          data={{
            '@type': 'Recipe',
            name: article.title,
            description: article.summary,
            author,
            datePublished: article.publishedAt,
            recipeCategory: article.category.name,
            prepTime: isoDuration(recipe.prepMinutes * 60),
            cookTime: isoDuration(recipe.cookMinutes * 60),
            totalTime: isoDuration(recipe.totalMinutes * 60),
            recipeYield: recipe.makes,
            recipeIngredient: recipe.ingredients,
            recipeInstructions: recipe.steps.map((text) => ({ '@type': 'HowToStep', text })),
            ...(rating
              ? {
                  aggregateRating: {
                    '@type': 'AggregateRating',
                    ratingValue: rating.average,
                    ratingCount: rating.count,
                    bestRating: 5,
                    worstRating: 1,
                  },
                }
              : {}),
          }}
        />
      ) : null}
    </>
  );
}
