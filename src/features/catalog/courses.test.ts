import { CompiledQuery } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TestClock } from '~/server/core/clock';
import {
  buildCamp,
  buildCategory,
  buildCourse,
  buildInstructor,
  relate,
} from '../../../tests/factories/courses';
import { createTestDb, TEST_DIALECT } from '../../../tests/test-db';
import { createContentVersionService } from '../content-version/content-version.service';
import { createCampsService } from './camps.service';
import { createCoursesService } from './courses.service';

const DAY_MS = 24 * 60 * 60 * 1000;

let counting = true;
const seen: CompiledQuery[] = [];
const { db } = await createTestDb({
  log: (event) => {
    if (counting && event.level === 'query') seen.push(event.query);
  },
});
const clock = new TestClock(new Date());
/** A content version that moves at every read: each call reads its rows (what these tests count). */
let reads = 0;
const everyRead = { current: async () => String(++reads), bump: async () => {} };
const courses = createCoursesService({ db, clock, contentVersion: everyRead });
const camps = createCampsService({ db, clock });

/** The queries a piece of work runs. */
async function queriesOf<T>(work: () => Promise<T>): Promise<{ result: T; queries: CompiledQuery[] }> {
  seen.length = 0;
  const result = await work();
  return { result, queries: [...seen] };
}

const category = await buildCategory(db);
const instructor = await buildInstructor(db);
const base = { categoryId: category.id, instructorId: instructor.id };

const chaptered = await buildCourse(db, {
  ...base,
  slug: 'knife-skills',
  lessons: [
    { title: 'Trailer', slug: 'trailer', role: 'trailer', durationSeconds: 90 },
    { title: 'Hello', role: 'sample', section: 'Getting started', durationSeconds: 300 },
    { title: 'Holding the knife', section: 'Getting started', durationSeconds: 600 },
    { title: 'The onion', section: 'Cuts', durationSeconds: 700 },
    { title: 'The julienne', section: 'Cuts', durationSeconds: 650 },
  ],
});
await buildCourse(db, { ...base, slug: 'popular', trendingRank: 1 });
const chosen = await buildCourse(db, {
  ...base,
  slug: 'chosen-one',
  categoryId: (await buildCategory(db)).id,
});
await relate(db, chaptered.id, [chosen.id]);
const series = await buildCourse(db, {
  ...base,
  kind: 'series',
  slug: 'kitchen-tales',
  launchState: 'during_launch',
  lessons: [
    { title: 'Episode one', durationSeconds: 1500, releasedAt: new Date(Date.now() - 7 * DAY_MS) },
    { title: 'Episode two', durationSeconds: 1500, releasedAt: new Date(Date.now() + 7 * DAY_MS) },
  ],
});

describe('class page', () => {
  it('has the trailer, the sample, the chapter plan, the FAQ and related titles', async () => {
    const lookup = await courses.getClassPage('knife-skills');
    if (!lookup || !('page' in lookup)) throw new Error('expected a page');
    const { page } = lookup;
    expect(page.course).toMatchObject({
      title: chaptered.title,
      kind: 'class',
      path: '/classes/knife-skills',
      lessonCount: 4,
      durationSeconds: 300 + 600 + 700 + 650,
      rating: 4.7,
      instructor: { name: instructor.name },
      category: { name: category.name },
    });
    expect(page.trailer).toMatchObject({
      slug: 'trailer',
      isFree: true,
      path: '/classes/knife-skills/chapters/trailer',
    });
    expect(page.sample).toMatchObject({ title: 'Hello', isFree: true });
    expect(page.lessons.map((l) => l.title)).toEqual([
      'Hello',
      'Holding the knife',
      'The onion',
      'The julienne',
    ]);
    expect(page.sections?.map((s) => [s.title, s.lessons.length])).toEqual([
      ['Getting started', 2],
      ['Cuts', 2],
    ]);
    expect(page.faqs.map((f) => f.question)).toEqual(['Who is this for?', 'How long are the lessons?']);
    // The editor's choice first, then the category's most watched; never the class itself.
    expect(page.related.map((r) => r.slug).slice(0, 2)).toEqual(['chosen-one', 'popular']);
    expect(page.related.some((r) => r.slug === 'knife-skills')).toBe(false);
  });

  it('has a plain lesson plan when no lesson has a section', async () => {
    const lookup = await courses.getClassPage('popular');
    expect(lookup && 'page' in lookup && lookup.page.sections).toBeNull();
  });

  it('answers where a series lives, and nothing for an unknown slug', async () => {
    expect(await courses.getClassPage('kitchen-tales')).toEqual({ movedTo: '/series/kitchen-tales' });
    expect(await courses.getDocumentary('knife-skills')).toEqual({ movedTo: '/classes/knife-skills' });
    expect(await courses.getClassPage('no-such-class')).toBeNull();
  });
});

describe('lesson and episode pages', () => {
  it('place the lesson in its plan with previous and next', async () => {
    const lookup = await courses.getLessonPage('knife-skills', 'holding-the-knife');
    if (!lookup || !('page' in lookup)) throw new Error('expected a page');
    expect(lookup.page.lesson).toMatchObject({ title: 'Holding the knife', isFree: false, isReleased: true });
    expect(lookup.page.previous?.title).toBe('Hello');
    expect(lookup.page.next?.title).toBe('The onion');
    expect(lookup.page.lessons[0]?.role).toBe('trailer');
  });

  it('send an episode asked for as a chapter to its episode page', async () => {
    expect(await courses.getLessonPage('kitchen-tales', 'episode-one')).toEqual({
      movedTo: '/series/kitchen-tales/episodes/episode-one',
    });
    expect(await courses.getLessonPage('knife-skills', 'nope')).toBeNull();
    expect(await courses.getEpisodePage('nope', 'episode-one')).toBeNull();
  });

  it('tell a released episode from a coming-soon one by the clock', async () => {
    const soon = await courses.getEpisodePage('kitchen-tales', 'episode-two');
    if (!soon || !('page' in soon)) throw new Error('expected a page');
    expect(soon.page.lesson.isReleased).toBe(false);
    expect(soon.page.course.launchState).toBe('during_launch');
    clock.set(new Date(Date.now() + 8 * DAY_MS));
    const later = await courses.getEpisodePage('kitchen-tales', 'episode-two');
    clock.set(new Date());
    expect(later && 'page' in later && later.page.lesson.isReleased).toBe(true);
    expect(series.lessons).toHaveLength(2);
  });
});

describe('sessions', () => {
  it('list camps soonest first with their phase, and show one with its curriculum', async () => {
    const soon = await buildCamp(db, { status: 'coming_soon', startsAt: new Date(Date.now() + 60 * DAY_MS) });
    const running = await buildCamp(db, {
      status: 'open',
      startsAt: new Date(Date.now() - 3 * DAY_MS),
      modules: [
        {
          title: 'Week one',
          activities: [
            { title: 'Watch the onion', lessonId: chaptered.lessons[3]!.id },
            { title: 'Cut an onion', task: 'Photograph your dice.' },
          ],
        },
      ],
    });
    const upcoming = await buildCamp(db, { status: 'open', startsAt: new Date(Date.now() + 5 * DAY_MS) });
    const list = await camps.listCamps();
    expect(list.map((c) => [c.slug, c.phase])).toEqual([
      [running.slug, 'started'],
      [upcoming.slug, 'upcoming'],
      [soon.slug, 'coming_soon'],
    ]);
    expect(list[0]?.moduleCount).toBe(1);
    const found = await camps.getCampPage(running.slug);
    expect(found && 'page' in found ? found.page.modules[0]?.activities : null).toEqual([
      expect.objectContaining({ kind: 'lesson', lessonPath: '/classes/knife-skills/chapters/the-onion' }),
      expect.objectContaining({ kind: 'task', lessonPath: null, description: 'Photograph your dice.' }),
    ]);
    expect(await camps.getCampPage('no-such-camp')).toBeNull();
  });
});

/** Adds `n` classes, each with lessons, FAQ and related rows, to show page costs do not grow. */
async function growCatalog(n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    const course = await buildCourse(db, { ...base, trendingRank: i + 2 });
    ids.push(course.id);
  }
  await relate(db, chaptered.id, ids.slice(0, 10));
  await buildCamp(db);
  await buildCamp(db, { status: 'coming_soon' });
}

describe('query counts', () => {
  it('stay fixed whatever the catalog size', async () => {
    const pages: Record<string, () => Promise<unknown>> = {
      classPage: () => courses.getClassPage('knife-skills'),
      lessonPage: () => courses.getLessonPage('knife-skills', 'the-onion'),
      seriesPage: () => courses.getSeriesPage('kitchen-tales'),
      episodePage: () => courses.getEpisodePage('kitchen-tales', 'episode-two'),
      campList: () => camps.listCamps(),
    };
    const before: Record<string, number> = {};
    for (const [name, load] of Object.entries(pages)) before[name] = (await queriesOf(load)).queries.length;
    await growCatalog(40);
    const after: Record<string, number> = {};
    for (const [name, load] of Object.entries(pages)) after[name] = (await queriesOf(load)).queries.length;
    expect(after).toEqual(before);
    expect(before).toEqual({ classPage: 5, lessonPage: 2, seriesPage: 5, episodePage: 2, campList: 1 });
    const related = await courses.getClassPage('knife-skills');
    expect(related && 'page' in related && related.page.related).toHaveLength(6);
  });

  it.skipIf(TEST_DIALECT !== 'sqlite')('use indexes, never a scan of a content table', async () => {
    const { queries } = await queriesOf(async () => {
      await courses.getClassPage('knife-skills');
      await courses.getLessonPage('knife-skills', 'the-onion');
      const [camp] = await camps.listCamps();
      await camps.getCampPage(camp!.slug);
    });
    counting = false;
    try {
      for (const query of queries) {
        // /sessions lists every camp: reading the whole (small) camps table is the point.
        if (query.sql.includes('as "module_count" from "camps"')) continue;
        const plan = await db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        const scans = plan.rows
          .map((r) => r.detail)
          .filter((d) => /^SCAN (?!.*USING (COVERING )?INDEX)/.test(d));
        expect(scans, query.sql).toEqual([]);
      }
    } finally {
      counting = true;
    }
  });
});

describe('rows kept per content version', () => {
  const contentVersion = createContentVersionService({ db, clock });
  const keeping = createCoursesService({ db, clock, contentVersion });
  const count = async (work: () => Promise<unknown>) => (await queriesOf(work)).queries.length;
  const episodeTwo = async () => {
    const lookup = await keeping.getEpisodePage('kitchen-tales', 'episode-two');
    if (!lookup || !('page' in lookup)) throw new Error('expected a page');
    return lookup.page.lesson.isReleased;
  };

  it('reads a title once per content version, and applies the clock at each call', async () => {
    const start = clock.now();
    try {
      // The content version, then the page's five.
      expect(await count(() => keeping.getSeriesPage('kitchen-tales'))).toBe(6);
      expect(await count(() => keeping.getSeriesPage('kitchen-tales'))).toBe(0);
      // The episode page shares the title's rows.
      expect(await count(() => keeping.getEpisodePage('kitchen-tales', 'episode-one'))).toBe(0);
      expect(await episodeTwo()).toBe(false);
      // Its release comes by the clock, with no catalog write: only the version is read again.
      clock.advance(8 * DAY_MS);
      expect(await count(episodeTwo)).toBe(1);
      expect(await episodeTwo()).toBe(true);
      // A catalog write reads the title again.
      await db.transaction().execute((trx) => contentVersion.bump(trx, 'catalog'));
      expect(await count(() => keeping.getSeriesPage('kitchen-tales'))).toBe(6);
    } finally {
      clock.set(start);
    }
  });

  it('does not keep a slug that names no title', async () => {
    await keeping.getClassPage('no-such-class');
    // The title and the old slugs, each time.
    expect(await count(() => keeping.getClassPage('no-such-class'))).toBe(2);
  });
});
