import { describe, expect, it } from 'vitest';
import { CONTENT_TEXTS, COOKIES, PAGE_TEXTS } from '~/shared/spec';
import {
  buildCamp,
  buildCategory,
  buildCourse,
  buildInstructor,
  relate,
} from '../../tests/factories/courses';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';

// The real React Router build, served through the real app, on rows made by the factories.
const ORIGIN = 'https://learn.example.com';
const { app, db, services } = await createPageApp({ env: { PRODUCT_NAME: 'Maison', PUBLIC_URL: ORIGIN } });

const DAY_MS = 24 * 60 * 60 * 1000;
const category = await buildCategory(db, { name: 'Food & Drink' });
const instructor = await buildInstructor(db, { name: 'Alma Reyes' });
const base = { categoryId: category.id, instructorId: instructor.id };

const knife = await buildCourse(db, {
  ...base,
  slug: 'knife-skills',
  title: 'Knife Skills',
  skillLevel: 'intermediate',
  lessons: [
    { title: 'Trailer', slug: 'trailer', role: 'trailer', durationSeconds: 95 },
    { title: 'Meet Alma', role: 'sample', section: 'Getting started', durationSeconds: 300 },
    { title: 'Holding the knife', section: 'Getting started', durationSeconds: 610 },
    { title: 'The onion', section: 'Cuts', durationSeconds: 725 },
  ],
  faqs: [{ question: 'Do I need a special knife?', answer: 'A sharp chef’s knife is enough.' }],
});
const bread = await buildCourse(db, { ...base, slug: 'bread-basics', title: 'Bread Basics' });
await relate(db, knife.id, [bread.id]);
await buildCourse(db, {
  ...base,
  kind: 'series',
  slug: 'kitchen-tales',
  title: 'Kitchen Tales',
  launchState: 'during_launch',
  lessons: [
    { title: 'The first service', durationSeconds: 1500, releasedAt: new Date(Date.now() - 2 * DAY_MS) },
    { title: 'The night shift', durationSeconds: 1400, releasedAt: new Date(Date.now() + 5 * DAY_MS) },
  ],
});
const film = await buildCourse(db, {
  ...base,
  kind: 'documentary',
  slug: 'the-harvest',
  title: 'The Harvest',
});
const lessonOnion = knife.lessons.find((l) => l.title === 'The onion')!;
const openCamp = await buildCamp(db, {
  ...base,
  slug: 'bake-along',
  title: 'Bake Along',
  status: 'open',
  startsAt: new Date(Date.now() + 10 * DAY_MS),
  modules: [
    {
      title: 'Week one: dough',
      activities: [
        { title: 'Watch the onion', lessonId: lessonOnion.id },
        { title: 'Bake a loaf', task: 'Share a photo of the crumb.' },
      ],
    },
  ],
});
const soonCamp = await buildCamp(db, {
  ...base,
  slug: 'pasta-camp',
  title: 'Pasta Camp',
  status: 'coming_soon',
});

/** A page as a browser gets it; the body without React's text separators (`<!-- -->`). */
async function get(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url, headers: { ...BROWSER_HEADERS, ...headers } });
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: response.body.replaceAll('<!-- -->', ''),
  };
}

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

function meta(html: string, property: string): string | undefined {
  return new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
}

async function expectNotFound(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.body).toContain(inHtml(PAGE_TEXTS.notFound));
}

describe('class page', () => {
  it('renders the hero, trailer, sample, info, chapter plan, FAQ and related classes', async () => {
    const response = await get('/classes/knife-skills');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(/<h1 id="course-title">Knife Skills<\/h1>/);
    expect(html).toContain('Alma Reyes');
    expect(html).toContain(inHtml('Food & Drink'));
    expect(html).toContain(PAGE_TEXTS.ctaGetProduct('Maison'));
    expect(html).toContain('href="/checkout"');
    expect(html).toContain(CONTENT_TEXTS.watchTrailer);
    expect(html).toContain('href="/classes/knife-skills/chapters/trailer"');
    expect(html).toContain('Watch a free lesson');
    expect(html).toContain('href="/classes/knife-skills/chapters/meet-alma"');
    // Class info: 3 lessons, 27 minutes (300 + 610 + 725 s), skill level and rating.
    expect(html).toContain('3 lessons');
    expect(html).toContain('27 min');
    expect(html).toContain('Intermediate');
    expect(html).toContain('4.7 of 5');
    // The chapter plan groups lessons by section.
    expect(html).toContain('Chapter plan');
    expect(html).toMatch(/<h3>Getting started<\/h3>[\s\S]*<h3>Cuts<\/h3>/);
    expect(html).toContain('<summary>Do I need a special knife?</summary>');
    expect(html).toContain('Related classes');
    expect(html).toContain('href="/classes/bread-basics"');
  });

  it('has its SEO: title, description, canonical, og:image, and Course JSON-LD', async () => {
    const { body: html } = await get('/classes/knife-skills');
    expect(html).toContain('<title>Knife Skills with Alma Reyes | Maison</title>');
    expect(meta(html, 'description')).toContain('Tagline of class');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/classes/knife-skills"/>`);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/art/course/knife-skills.svg`);
    expect(meta(html, 'og:url')).toBe(`${ORIGIN}/classes/knife-skills`);
    const course = jsonLd(html).find((d) => d['@type'] === 'Course');
    expect(course).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Knife Skills',
      url: `${ORIGIN}/classes/knife-skills`,
      instructor: { name: 'Alma Reyes' },
      aggregateRating: { ratingValue: 4.7, ratingCount: 1234 },
    });
    expect(course?.syllabusSections).toHaveLength(3);
  });

  it('credits the instructor once in titles that name them already', async () => {
    const named = await buildCourse(db, {
      ...base,
      slug: 'great-games-with-alma',
      title: 'Great Games Retold with Alma Reyes',
      lessons: [{ title: 'The opening', durationSeconds: 600 }],
    });
    const overview = (await get(`/classes/${named.slug}`)).body;
    expect(overview).toContain('<title>Great Games Retold with Alma Reyes | Maison</title>');
    expect(meta(overview, 'og:title')).toBe('Great Games Retold with Alma Reyes');
    const lesson = (await get(`/classes/${named.slug}/chapters/the-opening`)).body;
    expect(lesson).toContain('<title>The opening | Great Games Retold with Alma Reyes | Maison</title>');
    const header = /<header class="lesson-header">[\s\S]*?<\/header>/.exec(lesson)?.[0] ?? '';
    expect(header.match(/Alma Reyes/g)).toHaveLength(1);
    // A title that does not name the instructor gets the credit, on the lesson too.
    const other = (await get('/classes/knife-skills/chapters/the-onion')).body;
    expect(/<header class="lesson-header">[\s\S]*?<\/header>/.exec(other)?.[0]).toContain(
      '· with Alma Reyes',
    );
  });

  it('draws the artwork with its size: eager in the hero, lazy below the fold', async () => {
    const { body: html } = await get('/classes/knife-skills');
    const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images.length).toBeGreaterThan(2);
    for (const img of images) expect(img).toMatch(/ alt="" .*width="\d+" height="\d+"/);
    expect(images[0]).toContain('src="/art/course/knife-skills.svg"');
    expect(images[0]).toContain('loading="eager"');
    const related = images.find((img) => img.includes('/art/course/bread-basics.svg'));
    expect(related).toContain('loading="lazy"');
  });

  it('says Get <product> to a signed-in account without a membership (no checkout started)', async () => {
    const user = await services.accounts.register(
      { email: 'ada@example.com', password: 'pass-word' },
      { country: 'GB' },
    );
    const session = await services.sessions.start(user.id);
    const response = await get('/classes/knife-skills', { cookie: `${COOKIES.session}=${session.token}` });
    const main = /<main[\s\S]*<\/main>/.exec(response.body)?.[0] ?? '';
    expect(main).toContain(PAGE_TEXTS.ctaGetProduct('Maison'));
    expect(main).not.toContain(PAGE_TEXTS.ctaFinishSignUp);
  });

  it('sends a series or a documentary to its own page, and answers 404 for an unknown slug', async () => {
    const moved = await get('/classes/kitchen-tales');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/series/kitchen-tales');
    expect((await get('/classes/the-harvest')).headers.location).toBe('/content/the-harvest');
    await expectNotFound('/classes/no-such-class');
  });
});

describe('lesson page', () => {
  it('shows a paid lesson with the paywall, the plan with the current one and previous/next', async () => {
    const response = await get('/classes/knife-skills/chapters/holding-the-knife');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1>Holding the knife</h1>');
    expect(html).toContain('Lesson 2');
    expect(html).toContain('10:10');
    expect(html).toContain('What Holding the knife covers.');
    expect(html).toContain('Watch this lesson with a membership');
    expect(html).toContain(PAGE_TEXTS.ctaGetProduct('Maison'));
    expect(html).toContain(
      'href="/auth/login?next_page=%2Fclasses%2Fknife-skills%2Fchapters%2Fholding-the-knife"',
    );
    expect(html).toMatch(
      /<a aria-current="page"[^>]*href="\/classes\/knife-skills\/chapters\/holding-the-knife"/,
    );
    expect(html).toMatch(
      /rel="prev"[^>]*href="\/classes\/knife-skills\/chapters\/meet-alma"|href="\/classes\/knife-skills\/chapters\/meet-alma"[^>]*rel="prev"/,
    );
    expect(html).toMatch(
      /rel="next"[^>]*href="\/classes\/knife-skills\/chapters\/the-onion"|href="\/classes\/knife-skills\/chapters\/the-onion"[^>]*rel="next"/,
    );
    const video = jsonLd(html).find((d) => d['@type'] === 'VideoObject');
    expect(video).toMatchObject({
      name: 'Holding the knife',
      duration: 'PT10M10S',
      isAccessibleForFree: false,
      thumbnailUrl: [`${ORIGIN}/art/course/knife-skills.svg`],
    });
    expect(meta(html, 'og:type')).toBe('video.other');
  });

  it('shows the trailer and the sample as a poster, without the paywall', async () => {
    for (const slug of ['trailer', 'meet-alma']) {
      const response = await get(`/classes/knife-skills/chapters/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('video-poster');
      expect(response.body).not.toContain('Watch this lesson with a membership');
      expect(jsonLd(response.body).find((d) => d['@type'] === 'VideoObject')).toMatchObject({
        isAccessibleForFree: true,
      });
    }
  });

  it('answers 404 for an unknown lesson or class', async () => {
    await expectNotFound('/classes/knife-skills/chapters/no-such-lesson');
    await expectNotFound('/classes/no-such-class/chapters/trailer');
  });
});

describe('series and episode pages', () => {
  it('shows the cadence label and episodes, out or coming soon with their date', async () => {
    const response = await get('/series/kitchen-tales');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain(CONTENT_TEXTS.cadence.during_launch);
    expect(html).toContain('<h2 id="plan-title">Episodes</h2>');
    expect(html).toContain('href="/series/kitchen-tales/episodes/the-first-service"');
    expect(html).toContain('href="/series/kitchen-tales/episodes/the-night-shift"');
    expect(html).toMatch(/Coming Soon<\/span> <time dateTime="[^"]+">/);
    expect(jsonLd(html).find((d) => d['@type'] === 'Course')).toMatchObject({ name: 'Kitchen Tales' });
    expect((await get('/series/knife-skills')).headers.location).toBe('/classes/knife-skills');
    await expectNotFound('/series/no-such-series');
  });

  it('labels each cadence state', async () => {
    for (const state of ['pre_launch', 'post_launch'] as const) {
      const s = await buildCourse(db, { ...base, kind: 'series', launchState: state, lessons: [] });
      const response = await get(`/series/${s.slug}`);
      expect(response.body).toContain(CONTENT_TEXTS.cadence[state]);
    }
  });

  it('offers the free episode of a coming-soon series only once it is out', async () => {
    const later = new Date(Date.now() + 7 * DAY_MS);
    const soon = await buildCourse(db, {
      ...base,
      kind: 'series',
      status: 'coming_soon',
      launchState: 'pre_launch',
      releasedAt: later,
      lessons: [
        { title: 'Trailer', slug: 'trailer', role: 'trailer', durationSeconds: 90 },
        { title: 'The first match', role: 'sample', durationSeconds: 600, releasedAt: later },
        { title: 'The rematch', durationSeconds: 600, releasedAt: later },
      ],
    });
    const before = (await get(`/series/${soon.slug}`)).body;
    expect(before).not.toContain('Watch a free lesson');
    expect(before).not.toContain('badge-ok">Free');
    expect(before).toContain(CONTENT_TEXTS.watchTrailer);

    // An edit of the live lessons, as a publication writes it: with the content version.
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('lessons')
        .set({ released_at: new Date(Date.now() - DAY_MS) })
        .where('course_id', '=', soon.id)
        .where('role', '=', 'sample')
        .execute();
      await services.contentVersion.bump(trx, 'catalog');
    });
    const after = (await get(`/series/${soon.slug}`)).body;
    expect(after).toContain('Watch a free lesson');
    expect(after).toContain(`href="/series/${soon.slug}/episodes/the-first-match"`);
  });

  it('shows a coming-soon episode with its date and the get-notified button', async () => {
    const response = await get('/series/kitchen-tales/episodes/the-night-shift');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>The night shift</h1>');
    expect(response.body).toContain(CONTENT_TEXTS.getNotified);
    expect(response.body).toContain('aria-haspopup="dialog"');
    expect(response.body).not.toContain('Watch this episode with a membership');
  });

  it('shows a released episode like a lesson, behind the membership', async () => {
    const response = await get('/series/kitchen-tales/episodes/the-first-service');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Episode 1');
    expect(response.body).toContain('Watch this episode with a membership');
    expect(jsonLd(response.body).find((d) => d['@type'] === 'VideoObject')).toMatchObject({
      duration: 'PT25M',
    });
    await expectNotFound('/series/kitchen-tales/episodes/no-such-episode');
    const moved = await get('/classes/kitchen-tales/chapters/the-first-service');
    expect(moved.headers.location).toBe('/series/kitchen-tales/episodes/the-first-service');
  });
});

describe('documentary page', () => {
  it('renders a documentary at /content/{slug} and sends other titles to their page', async () => {
    const response = await get('/content/the-harvest');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1 id="course-title">The Harvest</h1>');
    expect(response.body).toContain('About the film');
    expect(jsonLd(response.body).find((d) => d['@type'] === 'Movie')).toMatchObject({
      name: film.title,
      genre: 'Documentary',
    });
    expect((await get('/content/knife-skills')).headers.location).toBe('/classes/knife-skills');
    expect((await get('/content/kitchen-tales')).headers.location).toBe('/series/kitchen-tales');
    await expectNotFound('/content/no-such-film');
  });
});

describe('sessions', () => {
  it('lists every session with its state and start date', async () => {
    const response = await get('/sessions');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Sessions | Maison</title>');
    expect(html).toContain('href="/sessions/classes/bake-along"');
    expect(html).toContain('href="/sessions/classes/pasta-camp"');
    expect(html).toContain('Open for enrollment');
    expect(html).toContain(CONTENT_TEXTS.comingSoon);
    expect(html).toMatch(/Starts <time dateTime="[^"]+">/);
    expect(jsonLd(html).find((d) => d['@type'] === 'ItemList')?.itemListElement).toHaveLength(2);
  });

  it('shows an open session with its curriculum and the Enroll button', async () => {
    const response = await get('/sessions/classes/bake-along');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<h1 id="camp-title">Bake Along</h1>');
    expect(html).toContain('Week one: dough');
    expect(html).toContain('href="/classes/knife-skills/chapters/the-onion"');
    expect(html).toContain('Share a photo of the crumb.');
    expect(html).toMatch(new RegExp(`href="/checkout"[^>]*>${CONTENT_TEXTS.enroll}<`));
    expect(html).not.toContain(CONTENT_TEXTS.joinWaitlist);
    expect(meta(html, 'og:image')).toBe(`${ORIGIN}/art/camp/bake-along.svg`);
    const course = jsonLd(html).find((d) => d['@type'] === 'Course');
    expect(course).toMatchObject({ name: openCamp.title, hasCourseInstance: { courseMode: 'online' } });
  });

  it('shows Start Now once an open session has begun', async () => {
    const started = await buildCamp(db, { ...base, status: 'open', startsAt: new Date(Date.now() - DAY_MS) });
    const response = await get(`/sessions/classes/${started.slug}`);
    expect(response.body).toMatch(new RegExp(`href="/checkout"[^>]*>${CONTENT_TEXTS.startNow}<`));
  });

  it('shows a coming-soon session with the waitlist form, and 404 for an unknown one', async () => {
    const response = await get(`/sessions/classes/${soonCamp.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(CONTENT_TEXTS.joinWaitlist);
    expect(response.body).toContain('name="email"');
    expect(response.body).not.toContain(`>${CONTENT_TEXTS.enroll}<`);
    await expectNotFound('/sessions/classes/no-such-camp');
  });
});
