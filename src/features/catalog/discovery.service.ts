import type { ContentVersionService } from '~/features/content-version/content-version.service';
import { perContentVersion } from '~/features/content-version/per-content-version';
import type { Clock } from '~/server/core/clock';
import type { Db } from '~/server/db/database';
import { QUIZ } from '~/shared/spec';
import * as articles from './articles.repository';
import { listCategories, listTrending } from './catalog.repository';
import { type CardView, type CourseCard, cardView, toCard } from './catalog.service';
import * as collections from './collections.repository';
import {
  type CollectionItemCard,
  type CollectionView,
  itemCard,
  toCollectionViews,
} from './collections.service';
import {
  FIND_MY_CLASSES_STEPS,
  type FindMyClassesAnswers,
  type FindMyClassesStep,
  isLearningTime,
  knownValues,
  MOTIVATIONS,
  type Motivation,
  rankByLearningTime,
} from './discovery.quiz';
import * as repo from './discovery.repository';
import { type ArticleCard, type QuizClass, toArticleCard, toQuizClass } from './discovery.views';
import { movedPage } from './slug-redirects.repository';

export type CategorySummary = {
  slug: string;
  name: string;
  description: string;
  hue: number;
  subcategoryCount: number;
  classCount: number;
};

export type CategoryPage = {
  category: { slug: string; name: string; description: string; hue: number };
  /** One carousel per subcategory, in the editors' order; `id` is the heading's anchor. */
  subcategories: { slug: string; name: string; description: string; courses: CourseCard[] }[];
  /** Classes of the category that are in no subcategory. */
  otherCourses: CourseCard[];
  articles: ArticleCard[];
};

export type SubcategoryPage = {
  subcategory: { slug: string; name: string; description: string };
  category: { slug: string; name: string; hue: number };
  siblings: { slug: string; name: string }[];
  courses: CourseCard[];
};

export type OutcomePage = {
  outcome: { slug: string; name: string; description: string; hue: number };
  courses: CourseCard[];
};

/** Its rows as cards show them (CardView), since the page's loader data is mostly cards. */
export type MemberHome = {
  newReleases: CardView[];
  /** Categories in the order of their most watched class this week, with their trending classes. */
  categories: { slug: string; name: string; courses: CardView[] }[];
  playlists: (Omit<CollectionView, 'items'> & { items: CollectionItemCard[] })[];
};

export type FindMyClasses = {
  options: {
    motivations: readonly { value: Motivation; label: string }[];
    categories: { slug: string; name: string; hue: number }[];
    /** The subcategories of the chosen categories. */
    subtopics: { slug: string; name: string; category: { slug: string; name: string } }[];
  };
  /** The answers that are options, as the next steps carry them. */
  answers: FindMyClassesAnswers;
  /** The text of each step whose answer is missing or not allowed. */
  errors: Partial<Record<FindMyClassesStep, string>>;
  /** The first step to answer again, or null when every answer is valid. */
  firstInvalid: FindMyClassesStep | null;
};

export type FindMyClassesResults = FindMyClasses & {
  classes: QuizClass[];
  chosen: { motivations: string[]; categories: string[]; subtopics: string[]; time: string };
};

const CAROUSEL_SIZE = 12;
const SUBCATEGORY_PAGE_SIZE = 48;
const OUTCOME_PAGE_SIZE = 48;
const CATEGORY_ARTICLES = 3;
const NEW_RELEASES = 10;
const TRENDING_POOL = 40;
const MEMBER_CATEGORIES = 4;
const PER_MEMBER_CATEGORY = 6;
const FEATURED_PLAYLISTS = 3;
const PLAYLIST_ITEMS = 8;
const QUIZ_POOL = 60;
const QUIZ_RESULTS = 12;

export function createDiscoveryService(deps: {
  db: Db;
  clock: Clock;
  contentVersion: ContentVersionService;
}) {
  const { db, clock, contentVersion } = deps;

  /**
   * The member home is the same for every member: read once per content version (four queries
   * and the next release's instant), until the next class is released (decision 0032).
   */
  const memberHomeAt = perContentVersion(
    contentVersion,
    async (now): Promise<MemberHome & { nextRelease: Date | null }> => {
      const [releases, trending, playlists, nextRelease] = await Promise.all([
        repo.listNewReleases(db, now, NEW_RELEASES),
        listTrending(db, TRENDING_POOL),
        collections.listPublishedCollections(db, 'playlist', FEATURED_PLAYLISTS),
        repo.nextReleaseAfter(db, now),
      ]);
      const items = await collections.listCollectionItems(
        db,
        playlists.map((p) => p.id),
        PLAYLIST_ITEMS,
      );
      const byCategory = new Map<string, MemberHome['categories'][number]>();
      for (const row of trending) {
        let entry = byCategory.get(row.category_slug);
        if (!entry) {
          if (byCategory.size === MEMBER_CATEGORIES) continue;
          entry = { slug: row.category_slug, name: row.category_name, courses: [] };
          byCategory.set(row.category_slug, entry);
        }
        if (entry.courses.length < PER_MEMBER_CATEGORY) entry.courses.push(cardView(toCard(row)));
      }
      return {
        newReleases: releases.map((row) => cardView(toCard(row))),
        categories: [...byCategory.values()],
        playlists: toCollectionViews(playlists, items).map((p) => ({ ...p, items: p.items.map(itemCard) })),
        nextRelease,
      };
    },
    (home) => home.nextRelease,
  );

  /** The quiz, with the rows it read (their ids pick the recommended classes). */
  async function evaluate(raw: FindMyClassesAnswers) {
    const categorySlugs = [...new Set(raw.category)];
    const [categories, subtopics] = await Promise.all([
      listCategories(db),
      repo.listSubcategoriesOfCategories(db, categorySlugs),
    ]);
    const answers: FindMyClassesAnswers = {
      motivation: knownValues(raw.motivation, MOTIVATIONS),
      category: knownValues(
        raw.category,
        categories.map((c) => ({ value: c.slug, label: c.name })),
      ),
      subtopic: knownValues(
        raw.subtopic,
        subtopics.map((s) => ({ value: s.slug, label: s.name })),
      ),
      time: raw.time.filter(isLearningTime).slice(0, 1),
    };
    const errors: FindMyClasses['errors'] = {};
    if (answers.motivation.length === 0) errors.motivation = QUIZ.selectAtLeastOne;
    if (answers.category.length === 0) errors.category = QUIZ.selectAtLeastOne;
    // Chosen categories without any subcategory leave nothing to pick: the step passes.
    if (answers.subtopic.length === 0 && subtopics.length > 0) errors.subtopic = QUIZ.selectAtLeastOne;
    if (raw.time.length > 1) errors.time = QUIZ.selectOne;
    else if (answers.time.length !== 1) errors.time = QUIZ.selectAtLeastOne;
    const quiz: FindMyClasses = {
      options: {
        motivations: MOTIVATIONS,
        categories: categories.map((c) => ({ slug: c.slug, name: c.name, hue: c.hue })),
        subtopics: subtopics.map((s) => ({
          slug: s.slug,
          name: s.name,
          category: { slug: s.category_slug, name: s.category_name },
        })),
      },
      answers,
      errors,
      firstInvalid: FIND_MY_CLASSES_STEPS.find((step) => errors[step]) ?? null,
    };
    return { quiz, categories, subtopics };
  }

  return {
    /** The all-categories page: one query. */
    async listCategories(): Promise<CategorySummary[]> {
      const rows = await repo.listCategoriesWithCounts(db);
      return rows.map((row) => ({
        slug: row.slug,
        name: row.name,
        description: row.description,
        hue: row.hue,
        subcategoryCount: Number(row.subcategory_count ?? 0),
        classCount: Number(row.class_count ?? 0),
      }));
    },

    /** A category with a carousel per subcategory and its newest articles: four queries. */
    async getCategoryPage(slug: string): Promise<CategoryPage | null> {
      const category = await repo.findCategoryBySlug(db, slug);
      if (!category) return null;
      const [subcategories, courses, latest] = await Promise.all([
        repo.listSubcategories(db, category.id),
        repo.listCategoryCarousels(db, category.id, CAROUSEL_SIZE),
        articles.listCategoryArticles(db, category.id, CATEGORY_ARTICLES),
      ]);
      return {
        category: {
          slug: category.slug,
          name: category.name,
          description: category.description,
          hue: category.hue,
        },
        subcategories: subcategories.map((sub) => ({
          slug: sub.slug,
          name: sub.name,
          description: sub.description,
          courses: courses.filter((c) => c.subcategory_id === sub.id).map(toCard),
        })),
        otherCourses: courses.filter((c) => c.subcategory_id === null).map(toCard),
        articles: latest.map(toArticleCard),
      };
    },

    /** A subcategory with its classes and its sibling subcategories: three queries. */
    async getSubcategoryPage(slug: string): Promise<SubcategoryPage | null> {
      const sub = await repo.findSubcategoryBySlug(db, slug);
      if (!sub) return null;
      const [siblings, courses] = await Promise.all([
        repo.listSubcategories(db, sub.category_id),
        repo.listSubcategoryCourses(db, sub.id, SUBCATEGORY_PAGE_SIZE),
      ]);
      return {
        subcategory: { slug: sub.slug, name: sub.name, description: sub.description },
        category: { slug: sub.category_slug, name: sub.category_name, hue: sub.category_hue },
        siblings: siblings.map((s) => ({ slug: s.slug, name: s.name })),
        courses: courses.map(toCard),
      };
    },

    /** An outcome with its classes: two queries. */
    async getOutcomePage(slug: string): Promise<OutcomePage | null> {
      const outcome = await repo.findOutcomeBySlug(db, slug);
      if (!outcome) return null;
      const courses = await repo.listOutcomeCourses(db, outcome.id, OUTCOME_PAGE_SIZE);
      return {
        outcome: {
          slug: outcome.slug,
          name: outcome.name,
          description: outcome.description,
          hue: outcome.hue,
        },
        courses: courses.map(toCard),
      };
    },

    /**
     * Where a subcategory, outcome or ten-minute piece renamed in the studio lives now (its
     * page answers a 301 there), or null: asked only when a slug is not found.
     */
    movedTo: (kind: 'subcategory' | 'outcome' | 'ten_minute_piece', slug: string) =>
      movedPage(db, kind, slug),

    /**
     * The member home (/home): new releases, categories from trending, featured playlists. Five
     * queries once per content version and release, none otherwise. The answer is shared: read only.
     */
    async getMemberHome(): Promise<MemberHome> {
      const { newReleases, categories, playlists } = await memberHomeAt(clock.now());
      return { newReleases, categories, playlists };
    },

    /** Find-my-classes (product.md 2.2, 5): the options of every step and which answers are valid. Two queries. */
    async findMyClasses(raw: FindMyClassesAnswers): Promise<FindMyClasses> {
      return (await evaluate(raw)).quiz;
    },

    /** The recommended classes for valid answers (three queries), or the first step to answer again. */
    async recommendClasses(raw: FindMyClassesAnswers): Promise<FindMyClassesResults> {
      const { quiz, categories, subtopics } = await evaluate(raw);
      const { answers } = quiz;
      const time = answers.time[0];
      const chosen = {
        motivations: MOTIVATIONS.filter((m) => answers.motivation.includes(m.value)).map((m) => m.label),
        categories: categories.filter((c) => answers.category.includes(c.slug)).map((c) => c.name),
        subtopics: subtopics.filter((s) => answers.subtopic.includes(s.slug)).map((s) => s.name),
        time: QUIZ.learningTimes.find((t) => t.value === time)?.label ?? '',
      };
      if (quiz.firstInvalid || !time || !isLearningTime(time)) return { ...quiz, classes: [], chosen };
      // A chosen category without subcategories contributes all its classes.
      const withSubtopics = new Set(subtopics.map((s) => s.category_id));
      const pool = await repo.listQuizCandidates(
        db,
        {
          subcategoryIds: subtopics.filter((s) => answers.subtopic.includes(s.slug)).map((s) => s.id),
          categoryIds: categories
            .filter((c) => answers.category.includes(c.slug) && !withSubtopics.has(c.id))
            .map((c) => c.id),
        },
        QUIZ_POOL,
      );
      return {
        ...quiz,
        classes: rankByLearningTime(pool.map(toQuizClass), time).slice(0, QUIZ_RESULTS),
        chosen,
      };
    },
  };
}

export type DiscoveryService = ReturnType<typeof createDiscoveryService>;

export type { QuizClass } from './discovery.views';
