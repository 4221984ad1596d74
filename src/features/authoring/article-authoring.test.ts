import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { STUDIO_API } from '~/shared/studio';
import { signedInStaff } from '../../../tests/staff';
import { createTestApp } from '../../../tests/test-app';
import type { ArticleDocument } from './article-document';

const t = await createTestApp();
const { db, clock, services } = t;

const editor = await signedInStaff(t, 'editor');
const otherEditor = await signedInStaff(t, 'editor');
const articles = STUDIO_API.articles;
const articleUrl = (uuid: string) => `${articles}/${uuid}`;

let n = 0;
const instructor = await db
  .insertInto('instructors')
  .values({ slug: 'ada-baker', name: 'Ada Baker', headline: 'Baker', bio: 'Bakes.', hue: 30 })
  .returning('id')
  .executeTakeFirstOrThrow();
const category = await db
  .insertInto('categories')
  .values({ slug: 'baking', name: 'Baking', description: '', position: 1, hue: 40 })
  .returning('id')
  .executeTakeFirstOrThrow();

const BODY = [
  '## Why rolls',
  '',
  'Soft **dinner rolls** are the *easiest* bread. See [our class](/classes/bread) first.',
  '<script>alert(1)</script><img src=x onerror="alert(2)">',
  '[click](javascript:alert(3))',
  '',
  '## What you need',
  '',
  '- flour',
  '- yeast',
].join('\n');
const RECIPE: ArticleDocument['recipe'] = {
  prep_minutes: 20,
  cook_minutes: 15,
  total_minutes: 95,
  makes: '12 rolls',
  ingredients: ['500 g flour', '', '7 g yeast'],
  steps: ['Mix.', 'Bake.'],
};

type Answer = { uuid: string; version: number; document: ArticleDocument; state: string; live_path: string };

/** An article drafted by the editor with a body and a recipe. */
async function draftedArticle(title = `Dinner rolls ${++n}`): Promise<Answer> {
  const created = await editor.client.send('POST', articles, {
    title,
    instructor_id: instructor.id,
    category_id: category.id,
  });
  expect(created.statusCode, created.body).toBe(201);
  const draft = created.json().article;
  const saved = await editor.client.send('PUT', articleUrl(draft.uuid), {
    version: draft.version,
    document: { ...draft.document, summary: 'Soft rolls at home.', body_markdown: BODY, recipe: RECIPE },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json().article;
}
const publish = async (article: Pick<Answer, 'uuid' | 'version'>, client = editor.client) => {
  const response = await client.send('POST', `${articleUrl(article.uuid)}/publication`, {
    version: article.version,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().article as Answer;
};
const pageOf = async (slug: string) => {
  const found = await services.articles.getArticlePage(slug);
  return found && 'page' in found ? found.page : null;
};

describe('drafts and publication', () => {
  it('keeps a draft off the public pages, stores its body sanitised, then shows it with its recipe at once', async () => {
    const draft = await draftedArticle('Dinner Rolls');
    expect(draft.state).toBe('draft');
    expect(draft.document.body_markdown).not.toMatch(/script|onerror|javascript|alert\(/);
    expect(draft.document.body_markdown).toContain('[our class](/classes/bread)');
    expect(draft.document.recipe?.ingredients).toEqual(['500 g flour', '7 g yeast']);
    expect(await pageOf('dinner-rolls')).toBeNull();

    const published = await publish(draft);
    expect(published).toMatchObject({ state: 'published', live_path: '/articles/dinner-rolls' });
    const page = await pageOf('dinner-rolls');
    expect(page?.article).toMatchObject({
      title: 'Dinner Rolls',
      summary: 'Soft rolls at home.',
      authorName: 'Ada Baker',
      instructor: { slug: 'ada-baker', name: 'Ada Baker' },
      readMinutes: 1,
      recipe: { prepMinutes: 20, cookMinutes: 15, totalMinutes: 95, makes: '12 rolls' },
    });
    expect(page?.article.sections.map((section) => section.id)).toEqual(['why-rolls', 'what-you-need']);
    expect(page?.article.sections[0]?.blocks[0]).toEqual({
      kind: 'paragraph',
      spans: [
        { text: 'Soft ' },
        { text: 'dinner rolls', style: 'strong' },
        { text: ' are the ' },
        { text: 'easiest', style: 'em' },
        { text: ' bread. See ' },
        { text: 'our class', href: '/classes/bread' },
        { text: ' first.' },
      ],
    });
    // The HTML line went, the unsafe link kept its text only.
    expect(page?.article.sections[0]?.blocks[1]).toEqual({ kind: 'paragraph', spans: [{ text: 'click' }] });
    expect(page?.article.sections[1]?.blocks).toEqual([
      { kind: 'list', items: [[{ text: 'flour' }], [{ text: 'yeast' }]] },
    ]);
    const listed = (await services.articles.listArticles({ page: 1 }))?.articles.map((a) => a.slug);
    expect(listed).toContain('dinner-rolls');
    const results = await services.search.search({ q: 'dinner rolls' });
    expect(JSON.stringify(results)).toContain('/articles/dinner-rolls');
  });

  it('renders a body stored with HTML in it as text, never as markup', async () => {
    const draft = await draftedArticle();
    await publish(draft);
    await db
      .updateTable('articles')
      .set({ body_markdown: '## Hi\n\n<b onclick="x()">bold</b> [x](javascript:alert(1))' })
      .where('uuid', '=', draft.uuid)
      .execute();
    const page = await pageOf(draft.document.slug);
    expect(page?.article.sections[0]?.blocks).toEqual([
      { kind: 'paragraph', spans: [{ text: '<b onclick="x()">bold</b> ' }, { text: 'x' }] },
    ]);
  });

  it('marks unpublished changes and keeps revisions to restore', async () => {
    const draft = await draftedArticle();
    const first = await publish(draft);
    const saved = (
      await editor.client.send('PUT', articleUrl(draft.uuid), {
        version: first.version,
        document: { ...first.document, title: 'Renamed' },
      })
    ).json().article;
    expect(saved.state).toBe('changed');
    expect((await pageOf(draft.document.slug))?.article.title).toBe(draft.document.title);
    const listed = (await editor.client.request({ method: 'GET', url: articles })).json().articles;
    expect(listed.find((row: { uuid: string }) => row.uuid === draft.uuid).state).toBe('changed');

    const second = await publish(saved);
    const revisions = (
      await editor.client.request({ method: 'GET', url: `${articleUrl(draft.uuid)}/revisions` })
    ).json().revisions;
    expect(revisions.map((r: { title: string }) => r.title)).toEqual(['Renamed', draft.document.title]);
    const restored = await editor.client.send(
      'POST',
      `${articleUrl(draft.uuid)}/revisions/${revisions[1].id}/restoration`,
      { version: second.version },
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().article).toMatchObject({
      state: 'changed',
      document: { title: draft.document.title },
    });
  });

  it('publishes at the scheduled time, not before', async () => {
    const draft = await draftedArticle();
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const scheduled = await editor.client.send('POST', `${articleUrl(draft.uuid)}/publication`, {
      version: draft.version,
      at: at.toISOString(),
    });
    expect(scheduled.json().article).toMatchObject({ state: 'draft', publish_at: at.toISOString() });
    const system = { userId: null, label: 'scheduler', ip: null, userAgent: null, requestId: null };
    const actor = { ...system, permissions: 'all' as const };
    expect(await services.articleAuthoring.publishDue(actor)).toBe(0);
    clock.advance(61 * 60 * 1000);
    expect(await services.articleAuthoring.publishDue(actor)).toBe(1);
    expect(await pageOf(draft.document.slug)).not.toBeNull();
  });

  it('audits every action with who did it', async () => {
    const draft = await draftedArticle();
    await publish(draft);
    const entries = await db
      .selectFrom('audit_log')
      .select(['action', 'actor_label'])
      .where('resource_type', '=', 'article')
      .where('resource_id', '=', draft.uuid)
      .orderBy('id')
      .execute();
    expect(entries.map((entry) => entry.action)).toEqual([
      'catalog.article_create',
      'catalog.article_save',
      'catalog.article_publish',
    ]);
    expect(entries.every((entry) => entry.actor_label === editor.email)).toBe(true);
  });
});

describe('a seeded article', () => {
  it('opens from its live row, its paragraphs as Markdown, and asks for an author among the instructors', async () => {
    const uuid = randomUUID();
    await db
      .insertInto('articles')
      .values({
        uuid,
        slug: `seeded-${++n}`,
        title: 'Seeded',
        summary: 'From the demo data.',
        category_id: category.id,
        author_name: 'A guest',
        instructor_id: null,
        body_json: JSON.stringify([{ heading: 'One', paragraphs: ['First.', 'Second.'] }]),
        read_minutes: 3,
        recipe_json: null,
        rating_tenths: null,
        hue: 3,
        published_at: clock.now(),
        last_updated_at: clock.now(),
      })
      .execute();
    const opened = (await editor.client.request({ method: 'GET', url: articleUrl(uuid) })).json().article;
    expect(opened).toMatchObject({ version: 0, state: 'published' });
    expect(opened.document).toMatchObject({
      instructor_id: null,
      body_markdown: '## One\n\nFirst.\n\nSecond.',
    });
    const refused = await editor.client.send('PUT', articleUrl(uuid), {
      version: 0,
      document: opened.document,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0].field).toBe('instructor_id');
    const saved = await editor.client.send('PUT', articleUrl(uuid), {
      version: 0,
      document: { ...opened.document, instructor_id: instructor.id },
    });
    expect(saved.json().article).toMatchObject({ version: 1, state: 'changed' });
  });
});

describe('two editors saving the same article', () => {
  it('refuses the second save with who changed it and when', async () => {
    const draft = await draftedArticle();
    const mine = await editor.client.send('PUT', articleUrl(draft.uuid), {
      version: draft.version,
      document: { ...draft.document, summary: 'Mine' },
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await otherEditor.client.send('PUT', articleUrl(draft.uuid), {
      version: draft.version,
      document: { ...draft.document, summary: 'Theirs' },
    });
    expect(theirs.statusCode).toBe(409);
    expect(theirs.json().errors[0].message).toMatch(
      new RegExp(`^Changed by ${editor.email} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d UTC: reload`),
    );
  });
});

describe('bad input', () => {
  it('answers field errors, never a half-written draft', async () => {
    const draft = await draftedArticle();
    const cases: [Partial<ArticleDocument>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ slug: 'Not A Slug' }, 'slug'],
      [{ body_markdown: 'No heading first.\n\n## Then one' }, 'body_markdown'],
      [{ recipe: { ...RECIPE!, total_minutes: 10 } }, 'recipe.total_minutes'],
      [{ recipe: { ...RECIPE!, makes: ' ' } }, 'recipe.makes'],
      [{ instructor_id: 999999 }, 'instructor_id'],
      [{ category_id: 999999 }, 'category_id'],
    ];
    for (const [change, field] of cases) {
      const response = await editor.client.send('PUT', articleUrl(draft.uuid), {
        version: draft.version,
        document: { ...draft.document, ...change },
      });
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[0].field).toBe(field);
    }
    for (const minutes of [-1, 1.5])
      expect(
        (
          await editor.client.send('PUT', articleUrl(draft.uuid), {
            version: draft.version,
            document: { ...draft.document, recipe: { ...RECIPE!, prep_minutes: minutes } },
          })
        ).statusCode,
      ).toBe(400);
    const after = (await editor.client.request({ method: 'GET', url: articleUrl(draft.uuid) })).json()
      .article;
    expect(after.version).toBe(draft.version);
  });

  it('refuses a slug another article has, and answers 404 for an article that does not exist', async () => {
    const one = await draftedArticle();
    const two = await draftedArticle();
    const response = await editor.client.send('PUT', articleUrl(two.uuid), {
      version: two.version,
      document: { ...two.document, slug: one.document.slug },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe('slug');
    expect((await editor.client.request({ method: 'GET', url: articleUrl(randomUUID()) })).statusCode).toBe(
      404,
    );
  });
});

describe('a slug change', () => {
  it('keeps the old address working with a permanent move', async () => {
    const draft = await draftedArticle();
    const first = await publish(draft);
    const renamed = (
      await editor.client.send('PUT', articleUrl(draft.uuid), {
        version: first.version,
        document: { ...first.document, slug: `${first.document.slug}-renamed` },
      })
    ).json().article;
    await publish(renamed);
    expect(await services.articles.getArticlePage(first.document.slug)).toEqual({
      movedTo: `/articles/${first.document.slug}-renamed`,
    });
  });
});
