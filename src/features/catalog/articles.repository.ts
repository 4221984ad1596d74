import type { SelectQueryBuilder } from 'kysely';
import type { Database, Db } from '~/server/db/database';
import { listed } from './visibility';

/**
 * The columns of an article card, with its category joined; only articles on the site (an
 * unpublished one is left out of every list and its page: decision 0039).
 */
export function articleCards<O>(query: SelectQueryBuilder<Database, 'articles', O>) {
  return query
    .where(listed('articles'))
    .innerJoin('categories', 'categories.id', 'articles.category_id')
    .select([
      'articles.id',
      'articles.uuid',
      'articles.slug',
      'articles.title',
      'articles.summary',
      'articles.author_name',
      'articles.read_minutes',
      'articles.hue',
      'articles.published_at',
      'articles.last_updated_at',
      'categories.slug as category_slug',
      'categories.name as category_name',
    ]);
}

export type ArticleCardRow = Awaited<ReturnType<typeof listArticles>>[number];

/** Every category with its number of articles (the filter chips of the article list). */
export function listArticleCategoryCounts(db: Db) {
  return db
    .selectFrom('categories')
    .select((eb) => [
      'categories.id',
      'categories.slug',
      'categories.name',
      eb
        .selectFrom('articles')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('articles.category_id', '=', 'categories.id')
        .where(listed('articles'))
        .as('article_count'),
    ])
    .orderBy('categories.position')
    .execute();
}

/** A page of articles, newest first (index articles_category when filtered). */
export function listArticles(db: Db, options: { categoryId?: number; limit: number; offset: number }) {
  let query = articleCards(db.selectFrom('articles'));
  if (options.categoryId !== undefined) query = query.where('articles.category_id', '=', options.categoryId);
  return query
    .orderBy('articles.published_at', 'desc')
    .orderBy('articles.id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

/** Other articles of a category, newest first. */
export function listCategoryArticles(db: Db, categoryId: number, limit: number, excludeId?: number) {
  let query = articleCards(db.selectFrom('articles')).where('articles.category_id', '=', categoryId);
  if (excludeId !== undefined) query = query.where('articles.id', '<>', excludeId);
  return query.orderBy('articles.published_at', 'desc').orderBy('articles.id', 'desc').limit(limit).execute();
}

/** An article with its body, recipe, category and instructor, in one query. */
export function findArticleBySlug(db: Db, slug: string) {
  return articleCards(db.selectFrom('articles'))
    .leftJoin('instructors', 'instructors.id', 'articles.instructor_id')
    .select([
      'articles.category_id',
      'articles.body_json',
      'articles.body_markdown',
      'articles.recipe_json',
      'articles.rating_tenths',
      'articles.ratings_count',
      'instructors.slug as instructor_slug',
      'instructors.name as instructor_name',
    ])
    .where('articles.slug', '=', slug)
    .executeTakeFirst();
}

/** The article whose old address this is (a slug changed in the studio keeps answering). */
export function findArticleRedirect(db: Db, oldSlug: string) {
  return db
    .selectFrom('slug_redirects')
    .innerJoin('articles', 'articles.id', 'slug_redirects.target_id')
    .select('articles.slug')
    .where('slug_redirects.kind', '=', 'article')
    .where('slug_redirects.old_slug', '=', oldSlug)
    .where(listed('articles'))
    .executeTakeFirst();
}
