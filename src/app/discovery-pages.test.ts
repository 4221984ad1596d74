import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS, PATHS, QUIZ } from '~/shared/spec';
import {
  buildArticle,
  buildCategory,
  buildCourse,
  buildDiscoveryWorld,
  buildSubcategory,
} from '../../tests/factories/discovery';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { TestClient } from '../../tests/test-app';
import { createTestDb } from '../../tests/test-db';

// The discovery pages through the real React Router build, served by the real app, on a
// catalog built by the factories (not the demo seed).
let queries = 0;
// Each process reads the content version at most once a second, not once a request: left out,
// so a count does not depend on how long the test took between two requests.
const testDb = await createTestDb({
  log: (event) => {
    if (!event.query.sql.includes('"content_versions"')) queries++;
  },
});
const { app, db } = await createPageApp({
  testDb,
  env: { PRODUCT_NAME: 'Maison', PUBLIC_URL: 'https://learn.example.com' },
});
const world = await buildDiscoveryWorld(db);

const get = (url: string, client?: TestClient) =>
  client
    ? client.request({ method: 'GET', url, headers: BROWSER_HEADERS })
    : app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });

async function page(url: string, client?: TestClient): Promise<string> {
  const response = await get(url, client);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return response.body;
}

async function expectNotFound(url: string) {
  const response = await get(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.body).toContain(inHtml(PAGE_TEXTS.notFound));
}

/** The page's title, its meta description and its canonical address (seoMeta). */
function expectSeo(html: string, title: string, path: string) {
  expect(html).toContain(`<title>${inHtml(title)} | Maison</title>`);
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toContain(`<meta property="og:url" content="https://learn.example.com${inHtml(path)}"/>`);
}

function jsonLd(html: string): Record<string, any>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

let accounts = 0;
async function signedIn(): Promise<TestClient> {
  const client = new TestClient(app);
  const response = await client.send('POST', '/auth/identity/register', {
    email: `discovery${++accounts}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Ada Lovelace',
  });
  expect(response.statusCode).toBe(200);
  return client;
}

/** Queries one anonymous page request runs, whole (session, root and page loaders). */
async function queriesOf(url: string): Promise<number> {
  queries = 0;
  await page(url);
  return queries;
}

describe('/homepage/{tab}', () => {
  it('opens the category explorer on the tab', async () => {
    const html = await page(`/homepage/${world.writing.slug}`);
    expect(html).toMatch(/aria-selected="true"[^>]*>Storytelling<\/button>/);
    expect(html).toMatch(/aria-selected="false"[^>]*>Baking<\/button>/);
  });

  it('links the hero to the motivation quiz', async () => {
    expect(await page('/')).toContain('href="/find-my-classes"');
  });

  it('is not found for an unknown tab', async () => {
    await expectNotFound('/homepage/no-such-tab');
  });
});

describe('/home', () => {
  it('sends a visitor to log in, coming back after', async () => {
    const response = await get('/home');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${PATHS.login}?next_page=${encodeURIComponent('/home')}`);
  });

  it('greets a member with new releases, categories from trending and featured playlists', async () => {
    const html = await page('/home', await signedIn());
    expect(html).toContain('Welcome back, <!-- -->Ada Lovelace');
    expect(html).toContain('New releases');
    expect(html).toContain('Your categories');
    expect(html).toContain(`id="category-${world.baking.slug}"`);
    expect(html).toContain('Featured playlists');
    expect(html).toContain('Sunday Morning Playlist');
    expect(html).toContain('The Story Engine');
    expect(html).not.toMatch(/continue watching/i);
    expectSeo(html, 'Your home', '/home');
  });
});

describe('/categories', () => {
  it('lists every category with its subcategory count and artwork', async () => {
    const html = await page('/categories');
    expect(html).toContain(`href="/categories/${world.baking.slug}"`);
    expect(html).toContain('Bread, pastry and cakes.');
    expect(html).toContain('2 subcategories');
    expect(html).toContain('4 classes');
    expect(html).toContain('class="category-tile-art"');
    expectSeo(html, 'All categories', '/categories');
  });
});

describe('/categories/{slug}', () => {
  it('shows a carousel per subcategory, each heading the anchor of its in-page link', async () => {
    const html = await page(`/categories/${world.baking.slug}`);
    expect(html).toContain('<h1>Baking</h1>');
    for (const sub of [world.breads, world.pastry]) {
      expect(html).toContain(`<h2 id="${sub.slug}" class="carousel-title">${sub.name}</h2>`);
      expect(html).toContain(`href="#${sub.slug}"`);
      expect(html).toContain(`href="/subcategories/${sub.slug}"`);
    }
    expect(html).toMatch(/<nav class="subcategory-nav" aria-label="Baking subcategories">/);
    // Breads: the trending class first; Pastry: available before coming soon.
    expect(html.indexOf('Sourdough from Scratch')).toBeLessThan(html.indexOf('The Long Baguette'));
    expect(html.indexOf('Laminated Dough')).toBeLessThan(html.indexOf('Choux Coming Soon'));
    expect(html).toContain('More Baking classes');
    expect(html).toContain('Kitchen Basics Without a Shelf');
    expect(html).toContain('How to Bake a Country Loaf');
    expect(html).toContain(`href="/articles?category=${world.baking.slug}"`);
    expectSeo(html, 'Baking classes', `/categories/${world.baking.slug}`);
  });

  it('is not found for an unknown slug', async () => {
    await expectNotFound('/categories/no-such-category');
  });
});

describe('/subcategories/{slug}', () => {
  it('lists its classes with a way back to the category', async () => {
    const html = await page(`/subcategories/${world.breads.slug}`);
    expect(html).toContain('<h1>Breads</h1>');
    expect(html).toContain('Sourdough from Scratch');
    expect(html).toContain('The Long Baguette');
    expect(html).not.toContain('Laminated Dough');
    expect(html).toContain(`href="/categories/${world.baking.slug}"`);
    expect(html).toContain(`href="/subcategories/${world.pastry.slug}"`);
    expectSeo(html, 'Breads classes', `/subcategories/${world.breads.slug}`);
  });

  it('is not found for an unknown slug', async () => {
    await expectNotFound('/subcategories/no-such-subcategory');
  });
});

describe('/outcomes/{slug}', () => {
  it('lists the classes that lead to it, in the editors’ order', async () => {
    const html = await page(`/outcomes/${world.outcome.slug}`);
    expect(html).toContain('<h1>Bake Bread at Home</h1>');
    expect(html.indexOf('The Long Baguette')).toBeGreaterThan(0);
    expect(html.indexOf('The Long Baguette')).toBeLessThan(html.indexOf('Sourdough from Scratch'));
    expectSeo(html, 'Bake Bread at Home', `/outcomes/${world.outcome.slug}`);
  });

  it('is not found for an unknown slug', async () => {
    await expectNotFound('/outcomes/no-such-outcome');
  });
});

describe('/articles', () => {
  it('lists articles newest first with category chips', async () => {
    const html = await page('/articles');
    expect(html.indexOf('How to Bake a Country Loaf')).toBeGreaterThan(0);
    expect(html.indexOf('How to Bake a Country Loaf')).toBeLessThan(html.indexOf('Ten Ways to Open a Story'));
    expect(html).toContain(`href="/articles?category=${world.baking.slug}"`);
    expect(html).toContain('<a class="chip" aria-current="page" href="/articles"');
    expectSeo(html, 'Articles', '/articles');
  });

  it('is the article category list with ?category', async () => {
    const html = await page(`/articles?category=${world.writing.slug}`);
    expect(html).toContain('<h1>Storytelling articles</h1>');
    expect(html).toContain('Ten Ways to Open a Story');
    expect(html).not.toContain('How to Bake a Country Loaf');
    expect(html).toContain(
      `<a class="chip" aria-current="page" href="/articles?category=${world.writing.slug}"`,
    );
  });

  it('pages by ?page, newest first', async () => {
    const poetry = await buildCategory(db, { name: 'Poetry' });
    for (let day = 1; day <= 13; day++)
      await buildArticle(db, { category: poetry, title: `Poem number ${day}`, publishedDay: 200 + day });
    const first = await page(`/articles?category=${poetry.slug}`);
    expect(first).toContain('Poem number 13');
    expect(first).not.toContain('Poem number 1<');
    expect(first).toContain('Page <!-- -->1<!-- --> of <!-- -->2');
    expect(first).toContain(`href="/articles?category=${poetry.slug}&amp;page=2"`);
    const second = await page(`/articles?category=${poetry.slug}&page=2`);
    expect(second).toContain('Poem number 1<');
    expect(second).not.toContain('Poem number 13');
    expectSeo(second, 'Poetry articles, page 2', `/articles?category=${poetry.slug}&page=2`);
  });

  it('is not found for an unknown category or page', async () => {
    await expectNotFound('/articles?category=no-such-category');
    await expectNotFound(`/articles?category=${world.writing.slug}&page=2`);
    await expectNotFound('/articles?page=0');
    await expectNotFound('/articles?page=abc');
  });
});

describe('/articles/{slug}', () => {
  const path = `/articles/${world.recipeArticle.slug}`;

  it('shows the article with author, dates, reading time and a table of contents', async () => {
    const html = await page(path);
    expect(html).toContain('<h1 id="article-title">How to Bake a Country Loaf</h1>');
    expect(html).toContain('<strong>Marguerite Ollier</strong>');
    expect(html).toMatch(/Last updated(<!-- -->)? <time dateTime="[^"]+">April 12, 2026<\/time>/);
    expect(html).toContain('6<!-- --> min read');
    expect(html).toContain('In this article');
    for (const id of ['why-a-starter-matters', 'the-bake', 'the-bake-2']) {
      expect(html).toContain(`href="#${id}"`);
      expect(html).toContain(`<h2 id="${id}">`);
    }
    expectSeo(html, 'How to Bake a Country Loaf', path);
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it('has the recipe block with times, yield, ingredients, steps and ratings', async () => {
    const html = await page(path);
    for (const text of [
      'Prep time',
      '20 min',
      'Cook time',
      '45 min',
      'Total time',
      '1 hr 5 min',
      '4 servings',
    ])
      expect(html).toContain(text);
    for (const text of ['500 g flour', 'Rest for an hour.']) expect(html).toContain(text);
    expect(html).toContain('<strong>4.7</strong> out of 5 · <!-- -->1,284 ratings');
  });

  it('describes itself as an Article and a Recipe in JSON-LD', async () => {
    const [article, recipe] = jsonLd(await page(path));
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'How to Bake a Country Loaf',
      author: { '@type': 'Person', name: 'Marguerite Ollier' },
      mainEntityOfPage: `https://learn.example.com${path}`,
    });
    expect(recipe).toMatchObject({
      '@type': 'Recipe',
      prepTime: 'PT20M',
      cookTime: 'PT45M',
      totalTime: 'PT1H5M',
      recipeYield: '4 servings',
      recipeIngredient: ['500 g flour', '350 g water', '10 g salt'],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.7, ratingCount: 1284 },
    });
    expect(recipe?.recipeInstructions).toHaveLength(3);
  });

  it('has only an Article in JSON-LD without a recipe', async () => {
    const html = await page(`/articles/${world.plainArticle.slug}`);
    expect(jsonLd(html).map((d) => d['@type'])).toEqual(['Article']);
    expect(html).not.toContain('article-recipe-title');
  });

  it('shares by link and email; a visitor saves by logging in first', async () => {
    const html = await page(path);
    expect(html).toContain(`value="https://learn.example.com${path}"`);
    expect(html).toMatch(/href="mailto:\?subject=How%20to%20Bake%20a%20Country%20Loaf&amp;body=[^"]+"/);
    expect(html).toContain(`href="${PATHS.login}?next_page=${encodeURIComponent(path)}"`);
    expect(html).toContain('Log in to save');
    expect(html).not.toContain('aria-pressed');
  });

  it('gives a member a Bookmark toggle and a link to their bookmarked articles', async () => {
    const html = await page(path, await signedIn());
    expect(html).not.toContain('Log in to save');
    expect(html).toMatch(/<button type="button" class="button button-ghost" aria-pressed="false"[^>]*>/);
    expect(html).toContain('href="/articles-bookmarks"');
  });

  it('starts the learning-goals quiz at step 1 of 4', async () => {
    const html = await page(path);
    expect(html).toContain('Find classes for your learning goals');
    expect(html).toContain(`Step <!-- -->1<!-- --> of <!-- -->${QUIZ.steps}`);
    expect(html).toContain('Learn a new skill');
    expect(html).toContain('action="/find-my-classes"');
  });

  it('is not found for an unknown slug', async () => {
    await expectNotFound('/articles/no-such-article');
  });
});

describe('collections', () => {
  it('/programs/{slug} lists its items in order: a class, a lesson and an article', async () => {
    const html = await page(`/programs/${world.program.slug}`);
    expect(html).toContain('<h1>Bread Fundamentals Program</h1>');
    const order = ['Sourdough from Scratch', 'Shaping the Baguette', 'How to Bake a Country Loaf'].map((t) =>
      html.indexOf(t),
    );
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain(`href="/classes/${world.baguette.slug}/chapters/${world.lesson.slug}"`);
    expectSeo(html, 'Bread Fundamentals Program', `/programs/${world.program.slug}`);
  });

  it('/packages/{slug} and /projects/{slug} show theirs', async () => {
    const pkg = await page(`/packages/${world.pkg.slug}`);
    expect(pkg).toContain('Weekend Baker Package');
    expect(pkg).toContain('Laminated Dough');
    const project = await page(`/projects/${world.project.slug}`);
    expect(project).toContain('Bake a Birthday Cake Project');
  });

  it('are not found when unknown, unpublished or of another kind', async () => {
    await expectNotFound('/programs/no-such-program');
    await expectNotFound(`/programs/${world.draft.slug}`);
    await expectNotFound(`/packages/${world.program.slug}`);
    await expectNotFound(`/projects/${world.playlist.slug}`);
  });
});

describe('/ten-minutes/{slug}', () => {
  it('shows the piece with its instructor, duration and description', async () => {
    const html = await page(`/ten-minutes/${world.piece.slug}`);
    expect(html).toContain('Ten Minutes on Scoring Bread');
    expect(html).toContain('Marguerite Ollier');
    expect(html).toContain('9 min');
    expect(html).toContain('A short lesson');
    expect(html).toContain(`href="/ten-minutes/${world.otherPiece.slug}"`);
    expectSeo(html, 'Ten Minutes on Scoring Bread', `/ten-minutes/${world.piece.slug}`);
  });

  it('is not found for an unknown slug', async () => {
    await expectNotFound('/ten-minutes/no-such-piece');
  });
});

describe('/faq', () => {
  it('shows the groups that have questions, with anchors and disclosures', async () => {
    const html = await page('/faq');
    for (const [anchor, title] of [
      ['general', 'General'],
      ['guest-pass', 'Guest pass'],
      ['bogo', 'Buy one, get one'],
    ] as const) {
      expect(html).toContain(`<h2 id="${anchor}">${inHtml(title)}</h2>`);
      expect(html).toContain(`href="#${anchor}"`);
    }
    expect(html).not.toContain('id="pricing"');
    expect(html).toContain('<summary>Who can use a guest pass?</summary>');
    expectSeo(html, 'Frequently asked questions', '/faq');
  });
});

describe('/find-my-classes', () => {
  const q = (params: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const v of [value].flat()) search.append(key, v);
    return `/find-my-classes?${search}`;
  };

  it('starts with the motivation step', async () => {
    const html = await page('/find-my-classes');
    expect(html).toContain(`Step <!-- -->1<!-- --> of <!-- -->4`);
    expect(html).toContain('What brings you here?');
    expect(html).toContain('value="learn_a_skill"');
    expect(html).not.toContain(inHtml(QUIZ.selectAtLeastOne));
    expectSeo(html, 'Find my classes', '/find-my-classes');
  });

  it('keeps a step without an answer, with the spec’s text', async () => {
    const html = await page(q({ step: '2' }));
    expect(html).toContain('What brings you here?');
    expect(html).toContain(`role="alert">${inHtml(QUIZ.selectAtLeastOne)}`);
  });

  it('asks for categories, then the subtopics of the chosen ones', async () => {
    const categories = await page(q({ step: '2', motivation: 'learn_a_skill' }));
    expect(categories).toContain('What would you like to learn about?');
    expect(categories).toContain(`value="${world.baking.slug}"`);
    expect(categories).toContain('name="motivation" value="learn_a_skill"');

    const subtopics = await page(q({ step: '3', motivation: 'learn_a_skill', category: world.baking.slug }));
    expect(subtopics).toContain('Which topics interest you most?');
    expect(subtopics).toContain(`value="${world.breads.slug}"`);
    expect(subtopics).toContain(`value="${world.pastry.slug}"`);
    expect(subtopics).not.toContain(`value="${world.writing.slug}"`);
  });

  it('needs exactly one learning time', async () => {
    const answers = { motivation: 'unwind', category: world.baking.slug, subtopic: world.breads.slug };
    const none = await page(q({ ...answers, step: '5' }));
    expect(none).toContain('How much time do you want to spend learning?');
    expect(none).toContain(inHtml(QUIZ.selectAtLeastOne));
    const two = await page(q({ ...answers, time: ['1_2_hours', 'more_than_2_hours'], step: '5' }));
    expect(two).toContain(inHtml(QUIZ.selectOne));
    for (const option of QUIZ.learningTimes) expect(none).toContain(option.label);
  });

  it('goes to the results once every answer holds', async () => {
    const response = await get(
      q({
        motivation: 'unwind',
        category: world.baking.slug,
        subtopic: world.breads.slug,
        time: '30_minutes_or_less',
        step: '5',
      }),
    );
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/find-my-classes/results?motivation=unwind&category=${world.baking.slug}&subtopic=${world.breads.slug}&time=30_minutes_or_less`,
    );
  });
});

describe('/find-my-classes/results', () => {
  const results = (time: string) =>
    `/find-my-classes/results?motivation=learn_a_skill&category=${world.baking.slug}&subtopic=${world.breads.slug}&time=${time}`;

  it('recommends classes of the chosen subtopics, fitted to the learning time, with Sign Up', async () => {
    const short = await page(results('30_minutes_or_less'));
    expect(short).toContain('Your class recommendations');
    expect(short.indexOf('Sourdough from Scratch')).toBeGreaterThan(0);
    expect(short.indexOf('Sourdough from Scratch')).toBeLessThan(short.indexOf('The Long Baguette'));
    expect(short).not.toContain('Laminated Dough');
    expect(short).toMatch(/href="\/auth\/register\?next_page=[^"]+"[^>]*>Sign Up<\/a>/);
    const long = await page(results('more_than_2_hours'));
    expect(long.indexOf('The Long Baguette')).toBeLessThan(long.indexOf('Sourdough from Scratch'));
    expectSeo(short, 'Your class recommendations', '/find-my-classes/results');
  });

  it('recommends all the classes of a category without subcategories', async () => {
    const html = await page(
      `/find-my-classes/results?motivation=unwind&category=${world.writing.slug}&time=1_2_hours`,
    );
    expect(html).toContain('The Story Engine');
  });

  it('sends answers that do not hold back to the quiz', async () => {
    const response = await get(`/find-my-classes/results?motivation=unwind&category=${world.baking.slug}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `/find-my-classes?motivation=unwind&category=${world.baking.slug}&step=5`,
    );
  });
});

describe('query counts', () => {
  it('/categories/{slug} and /articles/{slug} run as many queries whatever the catalog size', async () => {
    const category = `/categories/${world.baking.slug}`;
    const article = `/articles/${world.recipeArticle.slug}`;
    const before = { category: await queriesOf(category), article: await queriesOf(article) };

    for (let i = 0; i < 4; i++) {
      const sub = await buildSubcategory(db, { category: world.baking });
      for (let j = 0; j < 5; j++) await buildCourse(db, { category: world.baking, subcategory: sub });
      await buildArticle(db, { category: world.baking });
    }
    for (let j = 0; j < 5; j++) await buildCourse(db, { category: world.baking, subcategory: world.breads });

    expect(await queriesOf(category)).toBe(before.category);
    expect(await queriesOf(article)).toBe(before.article);
    expect(before.category).toBeLessThanOrEqual(6);
    expect(before.article).toBeLessThanOrEqual(6);
  });
});
