import { type ArticleBodySection, articleSections } from '~/features/authoring/article-document';
import type { Db } from '~/server/db/database';
import * as repo from './articles.repository';
import type { ArticleSection, Recipe } from './catalog.table';
import type { Lookup } from './courses.service';
import * as discovery from './discovery.repository';
import { type ArticleCard, type QuizClass, toArticleCard, toQuizClass } from './discovery.views';

export type { ArticleCard } from './discovery.views';

export type ArticleList = {
  /** The category of an article category list (?category=slug), or null for all articles. */
  category: { slug: string; name: string } | null;
  /** Filter chips: the categories that have articles. */
  chips: { slug: string; name: string; count: number }[];
  articles: ArticleCard[];
  page: number;
  pageCount: number;
  total: number;
};

export type ArticlePage = {
  article: ArticleCard & {
    /** Sections with the id of their heading: the table of contents links to them. */
    sections: (ArticleBodySection & { id: string })[];
    recipe: Recipe | null;
    /** Average of 5 and the number of ratings, when rated. */
    rating: { average: number; count: number } | null;
    instructor: { slug: string; name: string } | null;
  };
  /** What the learning-goals quiz needs: the category's subtopics and the classes it picks from. */
  quiz: { topics: { slug: string; name: string }[]; classes: QuizClass[] };
  related: ArticleCard[];
};

export const ARTICLES_PER_PAGE = 12;
const QUIZ_CANDIDATES = 24;
const RELATED_ARTICLES = 3;

/** Heading ids for the table of contents: readable, unique within the article. */
export function sectionIds(headings: readonly string[]): string[] {
  const used = new Map<string, number>();
  return headings.map((heading, index) => {
    const base =
      heading
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || `section-${index + 1}`;
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  });
}

/**
 * The body as pages render it: the studio's Markdown read into blocks (no HTML, only safe
 * links: decision 0038), or a seeded article's plain paragraphs.
 */
function bodySections(row: {
  body_markdown: string | null;
  body_json: ArticleSection[];
}): ArticleBodySection[] {
  if (row.body_markdown !== null) return articleSections(row.body_markdown);
  const body = Array.isArray(row.body_json) ? row.body_json : [];
  return body.map((section) => ({
    heading: section.heading,
    blocks: section.paragraphs.map((text) => ({ kind: 'paragraph' as const, spans: [{ text }] })),
  }));
}

/** The columns an article page is made of: the live row's, or a draft's as a publication writes them. */
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof repo.findArticleBySlug>>>;

export function createArticlesService(deps: { db: Db }) {
  const { db } = deps;

  /**
   * An article's page from its row, with its quiz's classes and related articles (three
   * queries): the public page, and the studio's preview of a draft.
   */
  async function articlePageOf(row: ArticleRow): Promise<ArticlePage> {
    const [topics, candidates, related] = await Promise.all([
      discovery.listSubcategories(db, row.category_id),
      discovery.listQuizCandidates(
        db,
        { subcategoryIds: [], categoryIds: [row.category_id] },
        QUIZ_CANDIDATES,
      ),
      repo.listCategoryArticles(db, row.category_id, RELATED_ARTICLES, row.id),
    ]);
    const body = bodySections(row);
    const ids = sectionIds(body.map((section) => section.heading));
    return {
      article: {
        ...toArticleCard(row),
        sections: body.map((section, index) => ({ ...section, id: ids[index]! })),
        recipe: row.recipe_json ?? null,
        rating:
          row.rating_tenths !== null && row.ratings_count > 0
            ? { average: row.rating_tenths / 10, count: row.ratings_count }
            : null,
        instructor:
          row.instructor_slug && row.instructor_name
            ? { slug: row.instructor_slug, name: row.instructor_name }
            : null,
      },
      quiz: {
        topics: topics.map((t) => ({ slug: t.slug, name: t.name })),
        classes: candidates.map(toQuizClass),
      },
      related: related.map(toArticleCard),
    };
  }

  return {
    /**
     * A page of the article list, or of one category's list; null when the category or the
     * page does not exist. Two queries.
     */
    async listArticles(options: { categorySlug?: string | null; page: number }): Promise<ArticleList | null> {
      const counts = (await repo.listArticleCategoryCounts(db)).map((c) => ({
        ...c,
        article_count: Number(c.article_count ?? 0),
      }));
      const category = options.categorySlug ? counts.find((c) => c.slug === options.categorySlug) : undefined;
      if (options.categorySlug && !category) return null;
      const total = category ? category.article_count : counts.reduce((sum, c) => sum + c.article_count, 0);
      const pageCount = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
      if (!Number.isInteger(options.page) || options.page < 1 || options.page > pageCount) return null;
      const rows = await repo.listArticles(db, {
        ...(category ? { categoryId: category.id } : {}),
        limit: ARTICLES_PER_PAGE,
        offset: (options.page - 1) * ARTICLES_PER_PAGE,
      });
      return {
        category: category ? { slug: category.slug, name: category.name } : null,
        chips: counts
          .filter((c) => c.article_count > 0)
          .map((c) => ({ slug: c.slug, name: c.name, count: c.article_count })),
        articles: rows.map(toArticleCard),
        page: options.page,
        pageCount,
        total,
      };
    },

    /**
     * An article with its quiz's classes and related articles: four queries. An old address
     * of an article (its slug changed in the studio) answers where it moved.
     */
    async getArticlePage(slug: string): Promise<Lookup<ArticlePage>> {
      const row = await repo.findArticleBySlug(db, slug);
      if (!row) {
        const moved = await repo.findArticleRedirect(db, slug);
        return moved ? { movedTo: `/articles/${encodeURIComponent(moved.slug)}` } : null;
      }
      return { page: await articlePageOf(row) };
    },

    articlePageOf,
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
