import type { Db } from '~/server/db/database';
import * as documents from './jsonapi.documents';
import * as repo from './jsonapi.repository';

export const MAX_CONTENT_UUIDS = 100;
const CATEGORY_CONTENT_LIMIT = 50;
const CONTENT_OUTCOMES_LIMIT = 500;
const FEATURED_PER_CATEGORY = 3;

/**
 * The catalogue and growth reads of the JSON:API (calls-and-errors.md 7.3, 7.10): each
 * answer is a JSON:API document, built from a fixed number of queries.
 */
export function createCatalogApiService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Categories with their subcategories (relationships and included): two queries. */
    async categories() {
      const [categories, subcategories] = await Promise.all([
        repo.listCategories(db),
        repo.listAllSubcategories(db),
      ]);
      return documents.buildCategoriesDocument(categories, subcategories);
    },

    async skills() {
      return documents.buildSkillsDocument(await repo.listSkills(db));
    },

    /** The facets and settings of the search page: one query. */
    async searchConfig(settings: { mode: string; user_experience: string; platform: string }) {
      return documents.buildSearchConfigDocument(settings, await repo.listCategories(db));
    },

    /** Content by uuids (in the order asked) or the most watched of a category: one query. */
    async content(filter: { uuids?: string[] | undefined; category?: string | undefined }) {
      if (filter.uuids?.length) {
        const rows = await repo.listContentByUuids(db, filter.uuids);
        const order = new Map(filter.uuids.map((uuid, index) => [uuid, index]));
        rows.sort((a, b) => (order.get(a.uuid) ?? 0) - (order.get(b.uuid) ?? 0));
        return documents.buildContentDocument(rows);
      }
      if (filter.category)
        return documents.buildContentDocument(
          await repo.listContentByCategory(db, filter.category, CATEGORY_CONTENT_LIMIT),
        );
      return documents.buildContentDocument([]);
    },

    async outcomes() {
      return documents.buildOutcomesDocument(await repo.listOutcomes(db));
    },

    async contentOutcomes(filter: { outcome?: string | undefined; uuids?: string[] | undefined }) {
      return documents.buildContentOutcomesDocument(
        await repo.listContentOutcomes(
          db,
          { outcomeSlug: filter.outcome, uuids: filter.uuids },
          CONTENT_OUTCOMES_LIMIT,
        ),
      );
    },

    /** The quiz's artwork per category: two queries. */
    async categoryMedia() {
      const [categories, featured] = await Promise.all([
        repo.listCategories(db),
        repo.listFeaturedPerCategory(db, FEATURED_PER_CATEGORY),
      ]);
      return documents.buildCategoryMediaDocument(categories, featured);
    },
  };
}

export type CatalogApiService = ReturnType<typeof createCatalogApiService>;
