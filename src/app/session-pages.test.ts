import { describe, expect, it } from 'vitest';
import { keepOldSlug } from '~/features/catalog/slug-redirects.repository';
import { CONTENT_TEXTS, SESSION_API } from '~/shared/spec';
import { buyer } from '../../tests/commerce';
import { buildCamp, buildCourse } from '../../tests/factories/courses';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { passHolder } from '../../tests/personal';
import type { TestClient } from '../../tests/test-app';

// Joining a session from its page (issue 10 item 10): a member enrolls (with JavaScript
// through the call, without through the page form), a visitor or non-member is sent to
// checkout; the page then shows the enrollment.
const pageApp = await createPageApp();
const { db, client } = pageApp;

const DAY_MS = 86_400_000;
const course = await buildCourse(db, { slug: 'knife-skills', title: 'Knife Skills' });
const lesson = course.lessons.find((l) => l.role === 'lesson')!;
const camp = await buildCamp(db, {
  slug: 'bake-along',
  title: 'Bake Along',
  status: 'open',
  startsAt: new Date(Date.now() - DAY_MS),
  modules: [{ title: 'Week one', activities: [{ title: 'Watch', lessonId: lesson.id }] }],
});
const lessonHref = `href="/classes/knife-skills/chapters/${lesson.slug}"`;

const startNow = new RegExp(`<a [^>]*href="/checkout"[^>]*>${CONTENT_TEXTS.startNow}<`);

const page = async (c: TestClient) =>
  (await c.request({ method: 'GET', url: '/sessions/classes/bake-along', headers: BROWSER_HEADERS })).body;

const member = () => passHolder(pageApp);

/** The page form's post, as a browser without JavaScript sends it. */
async function postForm(c: TestClient, fields: Record<string, string> = {}) {
  return c.request({
    method: 'POST',
    url: '/sessions/classes/bake-along',
    headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ csrf_token: await c.csrfToken(), ...fields }).toString(),
  });
}

describe('a session page', () => {
  it('sends a visitor to checkout, with a way to log in', async () => {
    const html = await page(client());
    expect(html).toMatch(startNow);
    expect(html).toContain(CONTENT_TEXTS.sessionMembersOnly);
    expect(html).toContain('href="/auth/login?next_page=%2Fsessions%2Fclasses%2Fbake-along"');
  });

  it('sends a signed-in non-member to checkout, and their post is refused', async () => {
    const { c } = await buyer(client, { card: null });
    const html = await page(c);
    expect(html).toMatch(startNow);
    expect(html).not.toContain('name="csrf_token"');
    const refused = await postForm(c);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(inHtml('Sessions come with a membership: join to take part.'));
  });

  it('lets a member start: the form enrolls them (no JavaScript) and the page shows it, once', async () => {
    const { c, userId } = await member();
    const before = await page(c);
    expect(before).toMatch(new RegExp(`<button type="submit"[^>]*>${CONTENT_TEXTS.startNow}<`));
    expect(before).toContain('name="csrf_token"');
    expect(before).not.toMatch(startNow);
    const posted = await postForm(c);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/sessions/classes/bake-along');
    const after = await page(c);
    expect(after).toContain(inHtml(CONTENT_TEXTS.enrolled));
    expect(after).toMatch(new RegExp(`<a [^>]*${lessonHref}[^>]*>${CONTENT_TEXTS.continueSession}<`));
    expect(after).not.toContain(`>${CONTENT_TEXTS.startNow}<`);
    expect((await postForm(c)).statusCode).toBe(303);
    const rows = await db.selectFrom('camp_enrollments').selectAll().where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(1);
  });

  it('shows an enrollment made through the call', async () => {
    const { c } = await member();
    expect((await c.send('POST', SESSION_API.enrollment(camp.uuid))).statusCode).toBe(201);
    expect(await page(c)).toContain(inHtml(CONTENT_TEXTS.enrolled));
  });

  it('answers an address the session had before a rename with a permanent redirect', async () => {
    await keepOldSlug(db, 'camp', camp.id, 'bake-a-long', 'bake-along');
    const moved = await client().request({
      method: 'GET',
      url: '/sessions/classes/bake-a-long',
      headers: BROWSER_HEADERS,
    });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/sessions/classes/bake-along');
    const unknown = await client().request({
      method: 'GET',
      url: '/sessions/classes/no-such-session',
      headers: BROWSER_HEADERS,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a form post without the CSRF token', async () => {
    const { c } = await member();
    const response = await c.request({
      method: 'POST',
      url: '/sessions/classes/bake-along',
      headers: { ...BROWSER_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(response.statusCode).toBe(422);
  });
});
