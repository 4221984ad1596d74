import { describe, expect, it } from 'vitest';
import { PERSONAL_API } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { buildArticle, buildInstructor } from '../../../tests/factories/discovery';
import { member } from '../../../tests/personal';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';

const t = await createTestApp();
const { db, clock, services } = t;
const editor = await signedInStaff(t, 'editor');
const author = await buildInstructor(db);
const articleUrl = (uuid: string) => `${STUDIO_API.articles}/${uuid}`;
const system = {
  userId: null,
  label: 'scheduler',
  ip: null,
  userAgent: null,
  requestId: null,
  permissions: 'all' as const,
};

let n = 0;
/** A published article (live row, no draft yet: version 0), with a word only it has in its title. */
async function publishedArticle() {
  const word = `Brioche${String.fromCharCode(97 + n++)}`;
  const article = await buildArticle(db, {
    title: `${word} at home`,
    slug: `${word.toLowerCase()}-at-home`,
    instructor: author,
  });
  return { ...article, word };
}
const found = async (word: string) =>
  (await services.search.search({ q: word })).hits
    .map((hit) => hit.title)
    .filter((title) => title.includes(word));
const listedSlugs = async () =>
  (await services.articles.listArticles({ page: 1 }))!.articles.map((a) => a.slug);
// The app's own sitemap, which keeps what it rendered until the content version moves.
const inSitemap = async (slug: string) =>
  (await services.sitemap.sitemap('https://atelier.test')).includes(`/articles/${slug}<`);
const unpublish = (uuid: string, version: number, at?: string) =>
  editor.client.send('POST', `${articleUrl(uuid)}/unpublication`, { version, at: at ?? null });
const cancel = (uuid: string, version: number) =>
  editor.client.send('POST', `${articleUrl(uuid)}/unpublication/cancellation`, { version });
const audited = (uuid: string) =>
  db
    .selectFrom('audit_log')
    .select(['action', 'actor_label', 'before_json', 'after_json'])
    .where('resource_id', '=', uuid)
    .orderBy('id')
    .execute();

describe('unpublishing an article', () => {
  it('takes it off its page, the list, search, the sitemap and bookmarks now; publishing brings it back', async () => {
    const article = await publishedArticle();
    const reader = await member(t);
    expect((await reader.c.send('PATCH', PERSONAL_API.bookmark(article.uuid))).statusCode).toBe(200);
    const bookmarked = async () =>
      (await reader.c.request({ method: 'GET', url: `${PERSONAL_API.bookmarks}?kind=article` }))
        .json<{ bookmarks: { uuid: string }[] }>()
        .bookmarks.map((row) => row.uuid);
    expect(await found(article.word)).not.toEqual([]);
    expect(await listedSlugs()).toContain(article.slug);
    expect(await inSitemap(article.slug)).toBe(true);
    expect(await bookmarked()).toContain(article.uuid);
    const before = await services.contentVersion.current();

    const answer = await unpublish(article.uuid, 0);
    expect(answer.statusCode, answer.body).toBe(200);
    const unpublished = answer.json().article;
    expect(unpublished).toMatchObject({ state: 'unpublished', unpublished_at: clock.now().toISOString() });
    expect(await services.articles.getArticlePage(article.slug)).toBeNull();
    expect(await listedSlugs()).not.toContain(article.slug);
    expect(await found(article.word)).toEqual([]);
    expect(await inSitemap(article.slug)).toBe(false);
    expect(await bookmarked()).not.toContain(article.uuid);
    expect(await services.contentVersion.current()).not.toBe(before);
    // The row and the member's bookmark stay, for the day it comes back.
    expect(
      await db.selectFrom('bookmarks').select('id').where('article_id', '=', article.id).execute(),
    ).toHaveLength(1);

    const listed = (await editor.client.request({ method: 'GET', url: STUDIO_API.articles })).json();
    expect(listed.articles.find((row: { uuid: string }) => row.uuid === article.uuid)).toMatchObject({
      state: 'unpublished',
      unpublished_at: clock.now().toISOString(),
    });
    expect(await audited(article.uuid)).toEqual([
      {
        action: 'catalog.article_unpublish',
        actor_label: editor.email,
        before_json: { state: 'published' },
        after_json: { state: 'unpublished', by: editor.email },
      },
    ]);

    const again = await unpublish(article.uuid, unpublished.version);
    expect([again.statusCode, again.json().errors[0].code]).toEqual([409, 'article_not_published']);

    const republished = await editor.client.send('POST', `${articleUrl(article.uuid)}/publication`, {
      version: unpublished.version,
    });
    expect(republished.json().article).toMatchObject({ state: 'published', unpublished_at: null });
    expect(await services.articles.getArticlePage(article.slug)).not.toBeNull();
    expect(await found(article.word)).not.toEqual([]);
    expect(await bookmarked()).toContain(article.uuid);
  });

  it('raises the draft’s version, so an editor opened before the unpublication is told to reload', async () => {
    const article = await publishedArticle();
    const opened = (await editor.client.request({ method: 'GET', url: articleUrl(article.uuid) })).json()
      .article;
    const other = await signedInStaff(t, 'editor');
    const answer = await other.client.send('POST', `${articleUrl(article.uuid)}/unpublication`, {
      version: opened.version,
      at: null,
    });
    expect(answer.json().article.version).toBeGreaterThan(opened.version);
    const save = await editor.client.send('PUT', articleUrl(article.uuid), {
      version: opened.version,
      document: opened.document,
    });
    expect([save.statusCode, save.json().errors[0].code]).toEqual([409, 'catalog_stale']);
    expect(save.json().errors[0].message).toContain(other.email);
  });

  it('unpublishes at the scheduled time through the recurring job, not before', async () => {
    const article = await publishedArticle();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = await unpublish(article.uuid, 0, at.toISOString());
    expect(scheduled.json().article).toMatchObject({ state: 'published', unpublish_at: at.toISOString() });
    expect(await services.articleAuthoring.publishDue(system)).toBe(0);
    expect(await services.articles.getArticlePage(article.slug)).not.toBeNull();
    clock.advance(61 * 60 * 1000);
    expect(await services.articleAuthoring.publishDue(system)).toBe(1);
    expect(await services.articles.getArticlePage(article.slug)).toBeNull();
    const state = await services.articleAuthoring.get(article.uuid);
    expect([state.state, state.unpublishAt]).toEqual(['unpublished', null]);
    expect((await audited(article.uuid)).map((row) => [row.action, row.actor_label])).toEqual([
      ['catalog.article_schedule_unpublish', editor.email],
      ['catalog.article_unpublish', 'scheduler'],
    ]);
  });

  it('calls off a scheduled unpublication: the article stays on the site, and the change is audited', async () => {
    const article = await publishedArticle();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = (await unpublish(article.uuid, 0, at.toISOString())).json().article;
    expect((await cancel(article.uuid, scheduled.version + 1)).json().errors[0].code).toBe('catalog_stale');
    const before = await services.contentVersion.current();
    const cancelled = await cancel(article.uuid, scheduled.version);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().article).toMatchObject({ state: 'published', unpublish_at: null });
    expect(await services.contentVersion.current()).toBe(before);
    clock.advance(61 * 60 * 1000);
    await services.articleAuthoring.publishDue(system);
    expect(await services.articles.getArticlePage(article.slug)).not.toBeNull();
    expect((await audited(article.uuid)).at(-1)).toMatchObject({
      action: 'catalog.article_cancel_unpublish',
      before_json: { unpublish_at: at.toISOString() },
      after_json: { unpublish_at: null },
    });
    const again = await cancel(article.uuid, cancelled.json().article.version);
    expect([again.statusCode, again.json().errors[0].code]).toEqual([
      409,
      'article_unpublication_not_scheduled',
    ]);
  });

  it('keeps a scheduled unpublication through a publication of changes', async () => {
    const article = await publishedArticle();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = (await unpublish(article.uuid, 0, at.toISOString())).json().article;
    const published = await editor.client.send('POST', `${articleUrl(article.uuid)}/publication`, {
      version: scheduled.version,
    });
    expect(published.json().article).toMatchObject({ state: 'published', unpublish_at: at.toISOString() });
  });

  it('refuses an article never published, and one person without articles:publish', async () => {
    const created = await editor.client.send('POST', STUDIO_API.articles, {
      title: 'Never out',
      instructor_id: author.id,
      category_id: (await db.selectFrom('categories').select('id').executeTakeFirstOrThrow()).id,
    });
    const draft = created.json().article;
    const refused = await unpublish(draft.uuid, draft.version);
    expect([refused.statusCode, refused.json().errors[0].code]).toEqual([409, 'article_not_published']);
    const article = await publishedArticle();
    const support = await signedInStaff(t, 'support');
    const denied = await support.client.send('POST', `${articleUrl(article.uuid)}/unpublication`, {
      version: 0,
    });
    expect(denied.statusCode).toBe(403);
    expect(await services.articles.getArticlePage(article.slug)).not.toBeNull();
  });
});
