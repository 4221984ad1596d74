import { keepOldSlug } from '~/features/catalog/slug-redirects.repository';
import type { Db } from '~/server/db/database';
import {
  type ArticleDocument,
  liveRecipe,
  plainSections,
  readMinutes,
  sectionsMarkdown,
} from './article-document';
import { contentDrafts } from './drafts';

/** Queries of article authoring: the live `articles` row a draft publishes into, and its addresses. */

export const articleDrafts = contentDrafts('article');

export function findLiveArticle(db: Db, uuid: string) {
  return db.selectFrom('articles').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** The published articles the studio lists, with their draft's state when they have one. */
export function listLiveArticles(db: Db) {
  return db
    .selectFrom('articles')
    .innerJoin('categories', 'categories.id', 'articles.category_id')
    .select([
      'articles.uuid',
      'articles.title',
      'articles.slug',
      'articles.author_name',
      'articles.last_updated_at',
      'articles.unpublished_at',
      'categories.name as category_name',
    ])
    .orderBy('articles.last_updated_at', 'desc')
    .orderBy('articles.id', 'desc')
    .execute();
}

/**
 * The published article as a document: what the first draft of it starts from. A seeded
 * article's plain sections become Markdown; its author may be no instructor (null: the editor
 * asks for one before saving).
 */
export async function liveArticleDocument(db: Db, uuid: string): Promise<ArticleDocument | null> {
  const row = await findLiveArticle(db, uuid);
  if (!row) return null;
  const recipe = row.recipe_json;
  return {
    title: row.title,
    slug: row.slug,
    summary: row.summary,
    instructor_id: row.instructor_id,
    category_id: row.category_id,
    hue: row.hue,
    body_markdown: row.body_markdown ?? sectionsMarkdown(Array.isArray(row.body_json) ? row.body_json : []),
    recipe: recipe
      ? {
          prep_minutes: recipe.prepMinutes,
          cook_minutes: recipe.cookMinutes,
          total_minutes: recipe.totalMinutes,
          makes: recipe.makes,
          ingredients: recipe.ingredients,
          steps: recipe.steps,
        }
      : null,
  };
}

/** Another article (live, or only drafted) at this slug, or a redirect keeping it for one. */
export async function articleSlugTaken(db: Db, slug: string, uuid: string): Promise<boolean> {
  const [live, drafted, kept] = await Promise.all([
    db
      .selectFrom('articles')
      .select('id')
      .where('slug', '=', slug)
      .where('uuid', '!=', uuid)
      .executeTakeFirst(),
    db
      .selectFrom('content_drafts')
      .select('document_json')
      .where('record_type', '=', 'article')
      .where('record_uuid', '!=', uuid)
      .where('record_uuid', 'not in', db.selectFrom('articles').select('uuid'))
      .execute()
      .then((rows) => rows.some((row) => row.document_json.slug === slug)),
    db
      .selectFrom('slug_redirects')
      .innerJoin('articles', 'articles.id', 'slug_redirects.target_id')
      .select('articles.uuid')
      .where('slug_redirects.kind', '=', 'article')
      .where('slug_redirects.old_slug', '=', slug)
      .where('articles.uuid', '!=', uuid)
      .executeTakeFirst(),
  ]);
  return Boolean(live) || drafted || Boolean(kept);
}

/**
 * The live row's fields a publication writes for an article document at `now` (the body also
 * as plain sections, the reading time, the recipe as pages show it). The studio's preview of
 * a draft reads the same.
 */
export function liveArticleFields(
  document: ArticleDocument & { instructor_id: number },
  authorName: string,
  now: Date,
) {
  return {
    slug: document.slug,
    title: document.title,
    summary: document.summary,
    category_id: document.category_id,
    instructor_id: document.instructor_id,
    author_name: authorName,
    hue: document.hue,
    body_markdown: document.body_markdown,
    // Plain sections too: search indexes them (search/documents.ts).
    body_json: plainSections(document.body_markdown),
    read_minutes: readMinutes(document),
    recipe_json: liveRecipe(document.recipe),
    last_updated_at: now,
    // Publishing an unpublished article brings it back.
    unpublished_at: null,
  };
}

/**
 * Writes an article document into the live row every public page and search read, inside the
 * publication's transaction; the old address, when the slug changed, answers a 301 from then on.
 */
export async function writeLiveArticle(
  tx: Db,
  uuid: string,
  document: ArticleDocument & { instructor_id: number },
  authorName: string,
  now: Date,
): Promise<{ oldSlug: string | null }> {
  const live = liveArticleFields(document, authorName, now);
  const fields = {
    ...live,
    body_json: JSON.stringify(live.body_json),
    recipe_json: live.recipe_json ? JSON.stringify(live.recipe_json) : null,
  };
  const existing = await tx
    .selectFrom('articles')
    .select(['id', 'slug'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  let articleId: number;
  if (existing) {
    articleId = existing.id;
    await tx.updateTable('articles').set(fields).where('id', '=', articleId).execute();
  } else {
    const row = await tx
      .insertInto('articles')
      .values({ ...fields, uuid, published_at: now, rating_tenths: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    articleId = row.id;
  }
  const oldSlug = existing && existing.slug !== document.slug ? existing.slug : null;
  await keepOldSlug(tx, 'article', articleId, oldSlug, document.slug);
  return { oldSlug };
}
