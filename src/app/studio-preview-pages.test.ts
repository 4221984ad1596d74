import { describe, expect, it } from 'vitest';
import { ARTWORK_CACHE_CONTROL } from '~/features/artwork/artwork.routes';
import type { ClassDocument } from '~/features/authoring/class-document';
import { systemActor } from '~/features/staff/staff.service';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { PAGE_TEXTS } from '~/shared/spec';
import { PREVIEW_ACCOUNT, PREVIEW_PATHS, PREVIEW_TEXTS } from '~/shared/studio-preview';
import { buildCategory, buildInstructor } from '../../tests/factories/courses';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { clientFor, makeAccount } from '../../tests/staff';
import type { TestClient } from '../../tests/test-app';

// The previews of drafts (decision 0039) through the real React Router build, with the page
// cache on: a preview must never be kept, while the public page it stands beside is.
const pages = await createPageApp({ env: { PAGE_CACHE_MB: '16' } });
const deps = { ...pages, clock: pages.services.clock };
const { db, services } = pages;
await seedDemoOffers(db, { now: deps.clock.now() });

const get = (client: TestClient, url: string) =>
  client.request({ method: 'GET', url, headers: BROWSER_HEADERS });
const signedIn = async (role: string | null, instructorId?: number) => {
  const account = await makeAccount(deps, role ? { role, instructorId } : {});
  return clientFor(deps, account.userId);
};
const system = systemActor('tests');
const catalogActor = { ...system, ownInstructorId: null };

const [teacher, category] = await Promise.all([buildInstructor(db), buildCategory(db)]);
const other = await buildInstructor(db);

// A published class (a free sample, a paid lesson with a stream), then a draft that renames it.
const started = await services.authoring.create(catalogActor, {
  title: 'Knife Skills',
  instructorId: teacher.id,
  categoryId: category.id,
});
const [sampleUuid, paidUuid] = [crypto.randomUUID(), crypto.randomUUID()];
const document: ClassDocument = {
  ...started.document,
  tagline: 'Cut like a chef.',
  released_on: '2020-01-01',
  chapters: [
    {
      title: '',
      lessons: [
        {
          uuid: sampleUuid,
          slug: 'the-grip',
          title: 'The Grip',
          description: '',
          role: 'sample',
          released_on: null,
        },
        {
          uuid: paidUuid,
          slug: 'the-dice',
          title: 'The Dice',
          description: '',
          role: 'lesson',
          released_on: null,
        },
      ],
    },
  ],
};
const saved = await services.authoring.save(catalogActor, started.uuid, started.version, document);
const published = await services.authoring.publish(catalogActor, started.uuid, saved.version, null);
const paid = await db
  .selectFrom('lessons')
  .select('id')
  .where('uuid', '=', paidUuid)
  .executeTakeFirstOrThrow();
const now = deps.clock.now();
await db
  .insertInto('media_assets')
  .values({
    lesson_id: paid.id,
    asset_key: 'demo/clip-1',
    status: 'ready',
    duration_seconds: 24,
    caption_languages_json: '[]',
    created_at: now,
    updated_at: now,
  })
  .execute();
await services.authoring.save(catalogActor, started.uuid, published.version, {
  ...document,
  title: 'Knife Skills, Second Edition',
});
const classUuid = started.uuid;

const plans = await db
  .selectFrom('products')
  .innerJoin('purchase_plans', 'purchase_plans.id', 'products.purchase_plan_id')
  .select(['products.uuid', 'products.name', 'purchase_plans.name as plan_name'])
  .where('products.kind', '=', 'membership')
  .where('products.archived_at', 'is', null)
  .execute();
const plan = plans[0]!;

const editor = await signedIn('editor');
const getAtelier = inHtml(PAGE_TEXTS.ctaGetProduct('Atelier'));

describe('the preview of a class draft', () => {
  it('shows the draft, not the live class, with the banner, never kept, never indexed', async () => {
    const visitorPage = await get(pages.client(), '/classes/knife-skills');
    expect(visitorPage.statusCode).toBe(200);
    const preview = await get(editor, PREVIEW_PATHS.classPage(classUuid));
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Knife Skills, Second Edition');
    expect(preview.body).toContain(inHtml(PREVIEW_TEXTS.banner(PREVIEW_TEXTS.visitor)));
    expect(preview.body).toContain(`href="/studio/catalog/classes/${classUuid}"`);
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.headers['x-robots-tag']).toBe('noindex');
    const again = await get(editor, PREVIEW_PATHS.classPage(classUuid));
    expect(again.headers['x-cache']).toBeUndefined();
    // The lessons link to the preview's own pages, from the same viewpoint.
    expect(preview.body).toContain(`href="${PREVIEW_PATHS.lessonPage(classUuid, paidUuid)}"`);
    // The public page keeps the published title until the draft is published.
    const publicPage = await get(pages.client(), '/classes/knife-skills');
    expect(publicPage.body).not.toContain('Second Edition');
    expect(publicPage.body).toContain('Knife Skills');
  });

  it('offers a visitor, an account and a member of every plan, and the call to action follows', async () => {
    const visitor = await get(editor, PREVIEW_PATHS.classPage(classUuid));
    for (const option of plans)
      expect(visitor.body).toContain(inHtml(PREVIEW_TEXTS.member(option.plan_name, option.name)));
    expect(visitor.body).toContain(inHtml(PREVIEW_TEXTS.account));
    expect(visitor.body.split('id="main"')[1]).toContain(getAtelier);
    const member = await get(editor, PREVIEW_PATHS.classPage(classUuid, plan.uuid));
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain(
      inHtml(PREVIEW_TEXTS.banner(PREVIEW_TEXTS.member(plan.plan_name, plan.name))),
    );
    // A member is offered nothing to buy (the staff member viewing is not a member either).
    expect(member.body.split('id="main"')[1]).not.toContain(getAtelier);
    expect(member.body).toContain(`href="${PREVIEW_PATHS.lessonPage(classUuid, paidUuid, plan.uuid)}"`);
    expect((await get(editor, PREVIEW_PATHS.classPage(classUuid, 'nobody'))).statusCode).toBe(404);
  });

  it('locks the paid lesson for a visitor and an account, and a member would play it', async () => {
    const paywall = inHtml('Watch this lesson with a membership');
    const visitor = await get(editor, PREVIEW_PATHS.lessonPage(classUuid, paidUuid));
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain(paywall);
    expect(visitor.body).toContain('Already a member?');
    const account = await get(editor, PREVIEW_PATHS.lessonPage(classUuid, paidUuid, PREVIEW_ACCOUNT));
    expect(account.body).toContain(paywall);
    expect(account.body).not.toContain('Already a member?');
    const member = await get(editor, PREVIEW_PATHS.lessonPage(classUuid, paidUuid, plan.uuid));
    expect(member.body).not.toContain(paywall);
    expect(member.body).toContain(inHtml(PREVIEW_TEXTS.wouldPlay));
    // No playback token is signed in a preview.
    expect(member.body).not.toContain('token=');
    // The free sample is open to a visitor too; it has no stream yet.
    const sample = await get(editor, PREVIEW_PATHS.lessonPage(classUuid, sampleUuid));
    expect(sample.body).not.toContain(paywall);
    expect(sample.body).toContain('Free lesson');
    expect((await get(editor, PREVIEW_PATHS.lessonPage(classUuid, crypto.randomUUID()))).statusCode).toBe(
      404,
    );
  });

  it('writes nothing', async () => {
    const count = async () =>
      Promise.all(
        (['audit_log', 'grants', 'orders', 'playback_progress'] as const).map(async (table) =>
          Number(
            (
              await db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    const before = await count();
    await get(editor, PREVIEW_PATHS.classPage(classUuid, plan.uuid));
    await get(editor, PREVIEW_PATHS.lessonPage(classUuid, paidUuid, plan.uuid));
    expect(await count()).toEqual(before);
  });

  it('draws the draft’s artwork, for staff only and never kept; the public artwork keeps the live row', async () => {
    const preview = await get(editor, PREVIEW_PATHS.classPage(classUuid));
    expect(preview.body).toContain(`src="${PREVIEW_PATHS.classArtwork(classUuid)}"`);
    const lesson = await get(editor, PREVIEW_PATHS.lessonPage(classUuid, paidUuid));
    expect(lesson.body).toContain(`src="${PREVIEW_PATHS.classArtwork(classUuid)}"`);
    const art = await get(editor, PREVIEW_PATHS.classArtwork(classUuid));
    expect(art.statusCode, art.body).toBe(200);
    expect(art.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(art.headers['cache-control']).toBe('private, no-store');
    expect(art.body).toContain('<title id="t">Knife Skills, Second Edition</title>');
    const again = await get(editor, PREVIEW_PATHS.classArtwork(classUuid));
    expect(again.headers['x-cache']).toBeUndefined();
    const live = await get(pages.client(), '/art/course/knife-skills.svg');
    expect(live.statusCode).toBe(200);
    expect(live.body).not.toContain('Second Edition');
    expect(live.headers['cache-control']).toBe(ARTWORK_CACHE_CONTROL);
    const visitor = await get(pages.client(), PREVIEW_PATHS.classArtwork(classUuid));
    expect(visitor.statusCode).toBe(302);
    expect((await get(await signedIn('support'), PREVIEW_PATHS.classArtwork(classUuid))).statusCode).toBe(
      403,
    );
    expect(
      (await get(await signedIn('instructor', other.id), PREVIEW_PATHS.classArtwork(classUuid))).statusCode,
    ).toBe(403);
    expect((await get(editor, PREVIEW_PATHS.classArtwork(crypto.randomUUID()))).statusCode).toBe(404);
  });

  it('is for staff who edit the class: a visitor signs in, others get 403', async () => {
    const url = PREVIEW_PATHS.classPage(classUuid);
    const visitor = await get(pages.client(), url);
    expect(visitor.statusCode).toBe(302);
    expect(visitor.headers.location).toContain('/auth/login');
    expect((await get(await signedIn(null), url)).statusCode).toBe(403);
    expect((await get(await signedIn('support'), url)).statusCode).toBe(403);
    expect((await get(await signedIn('instructor', other.id), url)).statusCode).toBe(403);
    expect((await get(await signedIn('instructor', teacher.id), url)).statusCode).toBe(200);
    for (const role of ['owner', 'admin'])
      expect((await get(await signedIn(role), url)).statusCode).toBe(200);
    expect((await get(editor, PREVIEW_PATHS.classPage(crypto.randomUUID()))).statusCode).toBe(404);
  });
});

// An article published, then renamed in its draft.
const article = await services.articleAuthoring.create(system, {
  title: 'Sharpening a Knife',
  instructorId: teacher.id,
  categoryId: category.id,
});
const body = '## The stone\n\nSoak the stone first.';
const articleDraft = await services.articleAuthoring.save(system, article.uuid, article.version, {
  ...article.document,
  body_markdown: body,
});
const liveArticle = await services.articleAuthoring.publish(system, article.uuid, articleDraft.version, null);
await services.articleAuthoring.save(system, article.uuid, liveArticle.version, {
  ...liveArticle.document,
  title: 'Sharpening a Knife on a Stone',
});
const articleUrl = PREVIEW_PATHS.articlePage(article.uuid);

describe('the preview of an article draft', () => {
  it('shows the draft through the article page, the public page keeps the published one', async () => {
    const preview = await get(editor, articleUrl);
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('Sharpening a Knife on a Stone');
    expect(preview.body).toContain('Soak the stone first.');
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body).toContain('Log in to save');
    const member = await get(editor, PREVIEW_PATHS.articlePage(article.uuid, plan.uuid));
    expect(member.body).not.toContain('Log in to save');
    const publicPage = await get(pages.client(), `/articles/${liveArticle.document.slug}`);
    expect(publicPage.body).not.toContain('on a Stone');
  });

  it('is for staff who edit articles', async () => {
    expect((await get(pages.client(), articleUrl)).statusCode).toBe(302);
    expect((await get(await signedIn(null), articleUrl)).statusCode).toBe(403);
    expect((await get(await signedIn('support'), articleUrl)).statusCode).toBe(403);
    expect((await get(await signedIn('instructor', teacher.id), articleUrl)).statusCode).toBe(403);
  });
});
