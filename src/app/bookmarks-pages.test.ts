import { describe, expect, it } from 'vitest';
import { MEMBER_NAV, PATHS, PERSONAL_API, PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import { buildCourse } from '../../tests/factories/courses';
import { buildArticle } from '../../tests/factories/discovery';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { addProfile, member, useProfile } from '../../tests/personal';
import type { TestClient } from '../../tests/test-app';

// /bookmarks, /my-list and the signed-in header's links (issue 10 item 9), with the state
// made through the v3 calls, rendered by the real React Router build.
const pageApp = await createPageApp();
const { db, client } = pageApp;

const knife = await buildCourse(db, { title: 'Knife Skills' });
const bread = await buildCourse(db, { title: 'Bread Basics' });
const [onion, dice] = knife.lessons.filter((l) => l.role === 'lesson');
const loaf = await buildArticle(db, { title: 'Country Loaf' });

const get = (c: TestClient, url: string) => c.request({ method: 'GET', url, headers: BROWSER_HEADERS });
async function html(c: TestClient, url: string): Promise<string> {
  const response = await get(c, url);
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  return response.body;
}
const header = (body: string) =>
  /<header class="top-bar site-header"[\s\S]*?<\/header>/.exec(body)?.[0] ?? '';

describe('/bookmarks and /my-list', () => {
  it('send a visitor to log in, coming back after', async () => {
    for (const path of [PERSONAL_PATHS.bookmarks, PERSONAL_PATHS.myList]) {
      const response = await get(client(), path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PATHS.login}?next_page=${encodeURIComponent(path)}`);
    }
  });

  it('show empty states that lead to the catalog', async () => {
    const { c } = await member(pageApp);
    const bookmarks = await html(c, PERSONAL_PATHS.bookmarks);
    expect(bookmarks).toContain(`<h1>${PERSONAL_TEXTS.bookmarksTitle}</h1>`);
    expect(bookmarks).toContain(inHtml(PERSONAL_TEXTS.noLessonBookmarks));
    expect(bookmarks).toContain(inHtml(PERSONAL_TEXTS.noArticleBookmarks));
    const list = await html(c, PERSONAL_PATHS.myList);
    expect(list).toContain(PERSONAL_TEXTS.myListEmpty);
    expect(list).toMatch(/<a[^>]+href="\/categories"[^>]*>Browse classes<\/a>/);
  });

  it("lists the profile's bookmarked lessons (at their time) and articles, newest first, each removable", async () => {
    const { c } = await member(pageApp);
    await c.send('PATCH', PERSONAL_API.bookmark(onion!.uuid), { timestamp_seconds: 75 });
    await c.send('PATCH', PERSONAL_API.bookmark(dice!.uuid));
    await c.send('PATCH', PERSONAL_API.bookmark(loaf.uuid));
    const body = await html(c, PERSONAL_PATHS.bookmarks);
    expect(body).toMatch(/<h2 id="bookmarked-lessons-title">Lessons<\/h2>/);
    expect(body).toMatch(/<h2 id="bookmarked-articles-title">Articles<\/h2>/);
    expect(body.indexOf(dice!.title)).toBeLessThan(body.indexOf(onion!.title));
    expect(body).toContain(`href="/classes/${knife.slug}/chapters/${onion!.slug}?t=75"`);
    expect(body).toContain(`href="/classes/${knife.slug}/chapters/${dice!.slug}"`);
    expect(body).toContain(PERSONAL_TEXTS.bookmarkedAt('1:15'));
    expect(body).toContain(`href="/articles/${loaf.slug}"`);
    expect(body.match(/Remove bookmark/g)).toHaveLength(3);
    expect(body).not.toContain(inHtml(PERSONAL_TEXTS.noLessonBookmarks));

    await c.send('DELETE', PERSONAL_API.bookmark(dice!.uuid));
    const after = await html(c, PERSONAL_PATHS.bookmarks);
    expect(after).not.toContain(`chapters/${dice!.slug}"`);
    expect(after.match(/Remove bookmark/g)).toHaveLength(2);
  });

  it("keeps one profile's bookmarks and My List from another's", async () => {
    const { c } = await member(pageApp);
    await c.send('PATCH', PERSONAL_API.bookmark(onion!.uuid));
    await c.send('POST', PERSONAL_API.myListItem(bread.uuid));
    useProfile(c, await addProfile(c, 'Sam'));
    expect(await html(c, PERSONAL_PATHS.bookmarks)).toContain(inHtml(PERSONAL_TEXTS.noLessonBookmarks));
    expect(await html(c, PERSONAL_PATHS.myList)).toContain(PERSONAL_TEXTS.myListEmpty);
  });

  it('lists My List newest first, each with a remove button', async () => {
    const { c } = await member(pageApp);
    await c.send('POST', PERSONAL_API.myListItem(knife.uuid));
    await c.send('POST', PERSONAL_API.myListItem(bread.uuid));
    const body = await html(c, PERSONAL_PATHS.myList);
    expect(body.indexOf('Bread Basics')).toBeLessThan(body.indexOf('Knife Skills'));
    expect(body.match(new RegExp(PERSONAL_TEXTS.removeFromList, 'g'))).toHaveLength(2);
    expect(body).toContain(`href="/classes/${knife.slug}"`);
  });
});

describe('the header', () => {
  it("links a signed-in user's own pages, and shows a visitor none of them", async () => {
    const { c } = await member(pageApp);
    const signedIn = header(await html(c, '/categories'));
    for (const link of MEMBER_NAV) expect(signedIn).toContain(`href="${link.to}"`);
    expect(signedIn).toContain('aria-haspopup="menu"');
    const visitor = header(await html(client(), '/categories'));
    for (const link of MEMBER_NAV) expect(visitor).not.toContain(`href="${link.to}"`);
    expect(visitor).not.toContain('href="/for-business"');
  });
});
