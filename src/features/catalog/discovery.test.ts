import { describe, expect, it } from 'vitest';
import { createContentVersionService } from '~/features/content-version/content-version.service';
import { TestClock } from '~/server/core/clock';
import { QUIZ } from '~/shared/spec';
import {
  buildArticle,
  buildCourse,
  buildDiscoveryWorld,
  buildSubcategory,
} from '../../../tests/factories/discovery';
import { createTestDb } from '../../../tests/test-db';
import { createArticlesService, sectionIds } from './articles.service';
import { createCollectionsService } from './collections.service';
import { answersQuery, knownValues, MOTIVATIONS, rankByLearningTime, readAnswers } from './discovery.quiz';
import { createDiscoveryService } from './discovery.service';
import { createFaqService } from './faq.service';

let queries = 0;
const { db } = await createTestDb({ log: () => queries++ });
const clock = new TestClock();
const contentVersion = createContentVersionService({ db, clock });
const discovery = createDiscoveryService({ db, clock, contentVersion });
const articles = createArticlesService({ db });
const collections = createCollectionsService({ db });
const faq = createFaqService({ db });
const world = await buildDiscoveryWorld(db);

async function countQueries(work: () => Promise<unknown>): Promise<number> {
  queries = 0;
  await work();
  return queries;
}

describe('the quiz rules', () => {
  const classes = [
    { name: 'short', durationMinutes: 40, trendingRank: null, skillLevel: 'advanced' },
    { name: 'middle', durationMinutes: 100, trendingRank: 2, skillLevel: 'all' },
    { name: 'long', durationMinutes: 300, trendingRank: 1, skillLevel: 'beginner' },
  ];
  const names = (list: { name: string }[]) => list.map((c) => c.name);

  it('puts the classes that fit the learning time first', () => {
    expect(names(rankByLearningTime(classes, '30_minutes_or_less'))).toEqual(['short', 'middle', 'long']);
    expect(names(rankByLearningTime(classes, 'more_than_2_hours'))).toEqual(['long', 'middle', 'short']);
    expect(names(rankByLearningTime(classes, '1_2_hours'))[0]).toBe('middle');
  });

  it('puts classes of another level last', () => {
    expect(names(rankByLearningTime(classes, '30_minutes_or_less', 'beginner'))).toEqual([
      'middle',
      'long',
      'short',
    ]);
  });

  it('keeps only known options, once each', () => {
    expect(knownValues(['unwind', 'nope', 'unwind', 'get_inspired'], MOTIVATIONS)).toEqual([
      'unwind',
      'get_inspired',
    ]);
  });

  it('carries answers in the query string both ways', () => {
    const query = answersQuery({ motivation: ['a', 'b'], time: ['1_2_hours'] }, { step: '3' });
    expect(query).toBe('motivation=a&motivation=b&time=1_2_hours&step=3');
    expect(readAnswers(new URLSearchParams(query))).toEqual({
      motivation: ['a', 'b'],
      category: [],
      subtopic: [],
      time: ['1_2_hours'],
    });
  });

  it('gives each step its error', async () => {
    const quiz = await discovery.findMyClasses({ motivation: [], category: [], subtopic: [], time: [] });
    expect(quiz.errors).toEqual({
      motivation: QUIZ.selectAtLeastOne,
      category: QUIZ.selectAtLeastOne,
      time: QUIZ.selectAtLeastOne,
    });
    expect(quiz.firstInvalid).toBe('motivation');
    const chosen = await discovery.findMyClasses({
      motivation: ['unwind'],
      category: [world.baking.slug],
      subtopic: [],
      time: ['1_2_hours', 'more_than_2_hours'],
    });
    expect(chosen.errors).toEqual({ subtopic: QUIZ.selectAtLeastOne, time: QUIZ.selectOne });
    expect(chosen.options.subtopics.map((s) => s.slug)).toEqual([world.breads.slug, world.pastry.slug]);
  });
});

describe('article sections', () => {
  it('get readable, unique heading ids', () => {
    expect(sectionIds(['The Bake', 'The bake!', 'Crème brûlée', '¿?'])).toEqual([
      'the-bake',
      'the-bake-2',
      'creme-brulee',
      'section-4',
    ]);
  });
});

describe('every page reads a fixed number of queries', () => {
  const pages: [string, () => Promise<unknown>, number][] = [
    ['all categories', () => discovery.listCategories(), 1],
    ['category', () => discovery.getCategoryPage(world.baking.slug), 4],
    ['subcategory', () => discovery.getSubcategoryPage(world.breads.slug), 3],
    ['outcome', () => discovery.getOutcomePage(world.outcome.slug), 2],
    [
      'find-my-classes results',
      () =>
        discovery.recommendClasses({
          motivation: ['unwind'],
          category: [world.baking.slug, world.writing.slug],
          subtopic: [world.breads.slug],
          time: ['1_2_hours'],
        }),
      3,
    ],
    ['article list', () => articles.listArticles({ page: 1 }), 2],
    ['article', () => articles.getArticlePage(world.recipeArticle.slug), 4],
    ['program', () => collections.getCollection('program', world.program.slug), 2],
    ['ten-minute piece', () => collections.getTenMinutePiece(world.piece.slug), 2],
    ['FAQ', () => faq.getFaqPage(), 1],
  ];

  it('as many after the catalog grows', async () => {
    const before: number[] = [];
    for (const [name, load, expected] of pages) {
      const count = await countQueries(load);
      expect(count, name).toBe(expected);
      before.push(count);
    }
    for (let i = 0; i < 3; i++) {
      const sub = await buildSubcategory(db, { category: world.baking });
      for (let j = 0; j < 4; j++) await buildCourse(db, { category: world.baking, subcategory: sub });
      await buildArticle(db, { category: world.baking });
    }
    const after: number[] = [];
    for (const [, load] of pages) after.push(await countQueries(load));
    expect(after).toEqual(before);
  });
});

describe('the member home', () => {
  const newReleases = async () => (await discovery.getMemberHome()).newReleases.map((c) => c.slug);

  it('is read once per content version, and again when the catalog changes', async () => {
    await db.transaction().execute((trx) => contentVersion.bump(trx, 'catalog'));
    // The content version and the home's five queries.
    expect(await countQueries(() => discovery.getMemberHome())).toBe(6);
    expect(await countQueries(() => discovery.getMemberHome())).toBe(0);
    const added = await buildCourse(db, { category: world.baking, releasedDay: 10 });
    await db.transaction().execute((trx) => contentVersion.bump(trx, 'catalog'));
    expect(await countQueries(() => discovery.getMemberHome())).toBe(6);
    expect(await newReleases()).toContain(added.slug);
  });

  it('carries what its cards show and no more (the page sends its loader data twice)', async () => {
    const home = await discovery.getMemberHome();
    const card = [
      'durationMinutes',
      'hue',
      'kind',
      'lessonCount',
      'releasedAt',
      'slug',
      'status',
      'title',
      'uuid',
    ];
    expect(Object.keys(home.newReleases[0] ?? {}).sort()).toEqual(card);
    for (const category of home.categories)
      for (const course of category.courses) expect(Object.keys(course).sort()).toEqual(card);
    for (const playlist of home.playlists)
      for (const item of playlist.items)
        if (item.type === 'course') expect(Object.keys(item.course).sort()).toEqual(card);
  });

  it('shows a class from its release instant, without a catalog change', async () => {
    clock.set('2026-01-15T12:00:00.000Z');
    const later = await buildCourse(db, { category: world.baking, releasedDay: 20 });
    await db.transaction().execute((trx) => contentVersion.bump(trx, 'catalog'));
    expect(await newReleases()).not.toContain(later.slug);
    clock.set('2026-01-20T23:59:59.999Z');
    // Days later: only the content version is read again.
    expect(await countQueries(() => discovery.getMemberHome())).toBe(1);
    clock.set('2026-01-21T00:00:00.000Z');
    expect(await newReleases()).toContain(later.slug);
    // A clock set back (tests) reads again.
    clock.set('2026-01-15T12:00:00.000Z');
    expect(await newReleases()).not.toContain(later.slug);
  });
});
