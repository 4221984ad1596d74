import { describe, expect, it } from 'vitest';
import { PATHS, PERSONAL_API, PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import { buildCourse } from '../../tests/factories/courses';
import { buildArticle } from '../../tests/factories/discovery';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { addProfile, allowMature, markMature, member, useProfile } from '../../tests/personal';
import type { TestClient } from '../../tests/test-app';

// The personal pages (/articles-bookmarks, /share/{token}, My List on /home, the article's
// Bookmark button) through the real React Router build, with state made through the v3 calls.
const pageApp = await createPageApp({ env: { PUBLIC_URL: 'https://learn.example.com' } });
const { db, client } = pageApp;

const course = await buildCourse(db, { title: 'Knife Skills' });
const lesson = course.lessons.find((l) => l.role === 'lesson')!;
const loaf = await buildArticle(db, { title: 'Country Loaf' });
const starter = await buildArticle(db, { title: 'Sourdough Starter' });
const night = await buildCourse(db, { title: 'Night Films' });
await markMature(db, night.id);

const get = (c: TestClient, url: string) => c.request({ method: 'GET', url, headers: BROWSER_HEADERS });
async function html(c: TestClient, url: string): Promise<string> {
  const response = await get(c, url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.body;
}
const signedIn = async () => (await member(pageApp)).c;
async function shareUrl(c: TestClient, uuid: string): Promise<string> {
  const response = await c.request({ method: 'GET', url: PERSONAL_API.sharing(uuid) });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json<{ url: string }>().url).pathname;
}

describe('/articles-bookmarks', () => {
  it('sends a visitor to log in, coming back after', async () => {
    const response = await get(client(), PERSONAL_PATHS.articleBookmarks);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      `${PATHS.login}?next_page=${encodeURIComponent(PERSONAL_PATHS.articleBookmarks)}`,
    );
  });

  it('shows an empty state that leads to the articles', async () => {
    const body = await html(await signedIn(), PERSONAL_PATHS.articleBookmarks);
    expect(body).toContain(`<h1>${PERSONAL_TEXTS.articleBookmarksTitle}</h1>`);
    expect(body).toContain(inHtml(PERSONAL_TEXTS.noArticleBookmarks));
    expect(body).toMatch(/<a[^>]+href="\/articles"[^>]*>Browse articles<\/a>/);
  });

  it("lists the profile's bookmarked articles as cards with remove buttons, newest first", async () => {
    const c = await signedIn();
    await c.send('PATCH', PERSONAL_API.bookmark(loaf.uuid));
    await c.send('PATCH', PERSONAL_API.bookmark(starter.uuid));
    await c.send('PATCH', PERSONAL_API.bookmark(lesson.uuid));
    const body = await html(c, PERSONAL_PATHS.articleBookmarks);
    expect(body).toContain('class="article-card"');
    expect(body.indexOf('Sourdough Starter')).toBeLessThan(body.indexOf('Country Loaf'));
    expect(body).toContain(`href="/articles/${loaf.slug}"`);
    expect(body.match(/Remove bookmark/g)).toHaveLength(2);
    expect(body).toContain('<span class="visually-hidden">: <!-- -->Country Loaf</span>');
    expect(body).not.toContain(lesson.title);

    useProfile(c, await addProfile(c, 'Jo'));
    expect(await html(c, PERSONAL_PATHS.articleBookmarks)).toContain(
      inHtml(PERSONAL_TEXTS.noArticleBookmarks),
    );
  });
});

describe('the article page', () => {
  it("shows a member's Bookmark toggle pressed once the article is bookmarked", async () => {
    const c = await signedIn();
    const path = `/articles/${loaf.slug}`;
    expect(await html(c, path)).toMatch(/aria-pressed="false"[^>]*><span class="toggle-icon"/);
    await c.send('PATCH', PERSONAL_API.bookmark(loaf.uuid));
    expect(await html(c, path)).toMatch(/aria-pressed="true"[^>]*><span class="toggle-icon"/);
  });
});

describe('/share/{token}', () => {
  it('shows a preview card of a shared class with its Open Graph tags, to anyone', async () => {
    const path = await shareUrl(await signedIn(), course.uuid);
    const body = await html(client(), path);
    expect(body).toContain('<h1 id="share-title">Knife Skills</h1>');
    expect(body).toContain(inHtml(PERSONAL_TEXTS.sharedWithYou));
    expect(body).toMatch(/With Instructor Number \d+/);
    expect(body).toMatch(new RegExp(`<a[^>]+href="/classes/${course.slug}"[^>]*>Watch the class</a>`));
    expect(body).toContain(`src="/art/course/${course.slug}.svg"`);
    expect(body).toContain('<meta property="og:title" content="Knife Skills"/>');
    expect(body).toContain(`<meta property="og:url" content="https://learn.example.com${path}"/>`);
    expect(body).toContain(
      `<meta property="og:image" content="https://learn.example.com/art/course/${course.slug}.svg"/>`,
    );
    expect(body).toMatch(/<meta property="og:description" content="Tagline of class \d+\."\/>/);
    expect(body).toContain('<meta property="og:type" content="video.other"/>');
  });

  it('shows a shared lesson and a shared article with their calls to action', async () => {
    const c = await signedIn();
    const ofLesson = await html(client(), await shareUrl(c, lesson.uuid));
    expect(ofLesson).toContain(inHtml(`${lesson.title}: Knife Skills`));
    expect(ofLesson).toContain(`href="/classes/${course.slug}/chapters/${lesson.slug}"`);
    const ofArticle = await html(client(), await shareUrl(c, loaf.uuid));
    expect(ofArticle).toMatch(new RegExp(`<a[^>]+href="/articles/${loaf.slug}"[^>]*>Read the article</a>`));
    expect(ofArticle).toContain('<meta property="og:type" content="article"/>');
  });

  it("answers an unknown link 404 'Content not available'", async () => {
    for (const token of ['AAAAAAAAAAA', 'nope', 'x'.repeat(200)]) {
      const response = await get(client(), `/share/${token}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(`<h1 id="share-title">${PERSONAL_TEXTS.contentNotAvailable}</h1>`);
      expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('shows mature content only to a viewer with matureContentEnabled', async () => {
    const { c, userId } = await member(pageApp);
    await allowMature(db, userId);
    const path = await shareUrl(c, night.uuid);
    expect(await html(c, path)).toContain('<h1 id="share-title">Night Films</h1>');
    for (const viewer of [client(), await signedIn()]) {
      const response = await get(viewer, path);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain(PERSONAL_TEXTS.contentNotAvailable);
      expect(response.body).not.toContain('Night Films');
    }
  });
});

describe('/home', () => {
  it("shows the profile's My List row, mature titles only with matureContentEnabled", async () => {
    const { c, userId } = await member(pageApp);
    const empty = await html(c, '/home');
    expect(empty).toContain(`<h2 id="my-list" class="carousel-title">${PERSONAL_TEXTS.myList}</h2>`);
    expect(empty).toContain(PERSONAL_TEXTS.myListEmpty);
    await c.send('POST', PERSONAL_API.myListItem(course.uuid));
    await allowMature(db, userId);
    await c.send('POST', PERSONAL_API.myListItem(night.uuid));
    const body = await html(c, '/home');
    const row = body.slice(body.indexOf('id="my-list"'), body.indexOf('id="new-releases"'));
    expect(row).toContain('Night Films');
    expect(row).toContain('Knife Skills');
    await allowMature(db, userId, false);
    const hidden = await html(c, '/home');
    const hiddenRow = hidden.slice(hidden.indexOf('id="my-list"'), hidden.indexOf('id="new-releases"'));
    expect(hiddenRow).not.toContain('Night Films');
    expect(hiddenRow).toContain('Knife Skills');
  });
});
