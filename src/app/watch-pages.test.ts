import { describe, expect, it } from 'vitest';
import { assignDemoMedia } from '~/features/media/demo-media';
import { PLAYER_PATHS } from '~/shared/player';
import { CONSENT_BANNER_EXCLUDED_PATHS, HEADERS, PATHS } from '~/shared/spec';
import { buildCourse } from '../../tests/factories/courses';
import { buildCollection } from '../../tests/factories/discovery';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import type { TestClient } from '../../tests/test-app';
import { castMessage, receiverSource } from './components/player/receiver-source';
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from './lib/held-scripts';

// The pages that play video, through the real React Router build served by the real app.
const { app, db, services, client } = await createPageApp();
const DAY_MS = 86_400_000;

const course = await buildCourse(db, { slug: 'still-life', title: 'Still Life' });
const other = await buildCourse(db, { slug: 'other-class' });
await assignDemoMedia(db, new Date());
const [trailer, , first, second] = course.lessons;
const firstPath = `/classes/still-life/chapters/${first!.slug}`;
const playlist = await buildCollection(db, {
  kind: 'playlist',
  slug: 'quiet-mornings',
  title: 'Quiet Mornings',
  items: [{ lessonId: first!.id }, { courseId: other.id }, { lessonId: second!.id }],
});

let accounts = 0;
async function member(): Promise<TestClient> {
  const c = client();
  const response = await c.send('POST', '/auth/identity/register', {
    email: `watch-pages${++accounts}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Mo Member',
  });
  expect(response.statusCode).toBe(200);
  await services.access.grant({
    userId: response.json<{ user_id: number }>().user_id,
    scope: 'class',
    scopeRefId: course.id,
    source: 'admin',
    endsAt: new Date(Date.now() + 30 * DAY_MS),
  });
  return c;
}

async function page(url: string, c?: TestClient): Promise<string> {
  const response = c
    ? await c.request({ method: 'GET', url, headers: BROWSER_HEADERS })
    : await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });
  expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBe(200);
  // Without React's text separators.
  return response.body.replaceAll('<!-- -->', '');
}

const hasPlayer = (html: string, title: string) =>
  html.includes(`class="player" aria-label="${inHtml(`Video player: ${title}`)}"`);

describe('lesson page', () => {
  it('gives a member the player: its poster, play button, early-play script and the bundle in the page data', async () => {
    const c = await member();
    const html = await page(firstPath, c);
    expect(hasPlayer(html, first!.title)).toBe(true);
    expect(html).toMatch(
      new RegExp(
        `<video class="player-video" poster="/media/${first!.uuid}/poster.jpg\\?token=[^"]*" preload="none"`,
      ),
    );
    expect(html).toMatch(
      /<button type="button" id="player-play" class="player-big-play">.*Play<\/span><\/button>/,
    );
    expect(html).toContain(`/media/${first!.uuid}/master.m3u8?token=`);
    expect(html).toContain(PLAYER_PATHS.progress(first!.uuid));
    expect(html).not.toContain('with a membership');
    // It carries this viewer's token: no shared cache keeps it (entry.server.tsx's rule for pages).
    const response = await c.request({ method: 'GET', url: firstPath, headers: BROWSER_HEADERS });
    expect(response.headers['cache-control']).toMatch(/^private/);
  });

  it('offers to start where the profile stopped, or at ?t=', async () => {
    const c = await member();
    const bundle = (await c.request({ method: 'GET', url: PLAYER_PATHS.watchBundle(second!.uuid) })).json();
    const beat = await c.request({
      method: 'PATCH',
      url: PLAYER_PATHS.progress(second!.uuid),
      headers: { [HEADERS.csrf]: await c.csrfToken(), [HEADERS.playbackToken]: bundle.stream.token },
      payload: { position_seconds: 12, duration_seconds: 24, event: 'pause' },
    });
    expect(beat.statusCode, beat.body).toBe(204);
    await services.progress.flush();
    const secondPath = `/classes/still-life/chapters/${second!.slug}`;
    expect(await page(secondPath, c)).toContain('Play from 0:12');
    expect(await page(`${secondPath}?t=7`, c)).toContain('Play from 0:07');
    // Not a time: ignored.
    expect(await page(`${secondPath}?t=soon`, c)).toContain('Play from 0:12');
  });

  it('gives a visitor the paywall on a paid lesson, with no stream in the page', async () => {
    const html = await page(firstPath);
    expect(html).toContain('Watch this lesson with a membership');
    expect(html).not.toContain('class="player"');
    expect(html).not.toContain('master.m3u8');
  });

  it('gives a visitor the player on the trailer, a free preview', async () => {
    const html = await page(`/classes/still-life/chapters/${trailer!.slug}`);
    expect(hasPlayer(html, trailer!.title)).toBe(true);
    expect(html).not.toContain('with a membership');
  });

  it('preloads the stream’s first files from the head, unless the browser asks to save data', async () => {
    const url = `/classes/still-life/chapters/${trailer!.slug}`;
    const streamPreload = new RegExp(`<link rel="preload" href="/media/${trailer!.uuid}/[^"]*" as="fetch"`);
    const plain = await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS });
    expect(plain.body).toMatch(streamPreload);
    expect(plain.headers.vary).toBe('Save-Data');
    const saving = await app.inject({
      method: 'GET',
      url,
      headers: { ...BROWSER_HEADERS, 'save-data': 'on' },
    });
    expect(saving.statusCode).toBe(200);
    expect(saving.body).not.toMatch(streamPreload);
    expect(hasPlayer(saving.body.replaceAll('<!-- -->', ''), trailer!.title)).toBe(true);
  });

  it('writes the page’s scripts held, for the <head> script to release', async () => {
    const url = `/classes/still-life/chapters/${trailer!.slug}`;
    // With a stream preload or without one (Save-Data), and on a page without a player.
    for (const page of [
      await app.inject({ method: 'GET', url, headers: BROWSER_HEADERS }),
      await app.inject({ method: 'GET', url, headers: { ...BROWSER_HEADERS, 'save-data': 'on' } }),
      await app.inject({ method: 'GET', url: firstPath, headers: BROWSER_HEADERS }),
    ]) {
      expect(page.body).not.toContain('rel="modulepreload"');
      expect(page.body).toContain(`<link rel="${HELD_PRELOAD_REL}" href="/assets/entry.client-`);
      expect(page.body).toContain(`" type="${HELD_SCRIPT_TYPE}" async="">`);
      expect(page.body).not.toContain('type="module"');
    }
  });
});

describe('/chromecast/receiver', () => {
  it('is the page alone: no header, footer, promo slot or consent banner', async () => {
    expect(CONSENT_BANNER_EXCLUDED_PATHS).toContain(PATHS.chromecastReceiver);
    const src = `/media/${trailer!.uuid}/master.m3u8?token=abc`;
    const html = await page(`${PATHS.chromecastReceiver}?src=${encodeURIComponent(src)}`);
    expect(html).toContain('class="receiver-video"');
    expect(html).toContain(JSON.stringify(src).slice(1, -1));
    // In the body: the root's stylesheets (site-header.css...) are linked in the head of every page.
    const body = html.slice(html.indexOf('<body'));
    for (const chrome of ['site-header', 'site-footer', 'skip-link', 'promo-slot', 'consent'])
      expect(body, chrome).not.toMatch(new RegExp(`class="[^"]*\\b${chrome}`));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('plays only playlists of this site’s media route, keeping nothing but the token', () => {
    const origin = 'https://learn.example.com';
    const uuid = trailer!.uuid;
    expect(receiverSource(`/media/${uuid}/master.m3u8?token=a.b`, origin)).toBe(
      `/media/${uuid}/master.m3u8?token=a.b`,
    );
    expect(receiverSource(`${origin}/media/${uuid}/v1.m3u8`, origin)).toBe(`/media/${uuid}/v1.m3u8`);
    for (const bad of [
      `https://evil.example/media/${uuid}/master.m3u8`,
      `//evil.example/media/${uuid}/master.m3u8`,
      `/media/${uuid}/v1_000.ts`,
      `/media/${uuid}/../secret.m3u8`,
      `/api/v3/watch-bundles/${uuid}`,
      `/media/${uuid}/master.m3u8?token=a&next=x`,
      `/media/${uuid}/master.m3u8?token=a&token=b`,
      'javascript:alert(1)',
      42,
    ])
      expect(receiverSource(bad, origin), String(bad)).toBeNull();
    expect(
      castMessage({ type: 'atelier:cast', src: `/media/${uuid}/master.m3u8`, startAt: 30 }, origin),
    ).toEqual({
      src: `/media/${uuid}/master.m3u8`,
      startAt: 30,
    });
    expect(castMessage({ type: 'other', src: `/media/${uuid}/master.m3u8` }, origin)).toBeNull();
  });
});

describe('playlists', () => {
  it('lists the published playlists with their first items', async () => {
    const html = await page(PATHS.playlists);
    expect(html).toContain('<h1>Playlists</h1>');
    expect(html).toContain(`href="/playlist/${playlist.slug}"`);
    expect(html).toContain(`${first!.title} · Class`);
  });

  it('plays the first track by default, beside the track list', async () => {
    const c = await member();
    const html = await page(`/playlist/${playlist.slug}`, c);
    expect(html).toContain('<h1>Quiet Mornings</h1>');
    expect(hasPlayer(html, first!.title)).toBe(true);
    expect(html).toMatch(
      new RegExp(
        `aria-current="true"[^>]*href="/playlist/quiet-mornings\\?track=${first!.uuid}"|href="/playlist/quiet-mornings\\?track=${first!.uuid}"[^>]*aria-current="true"`,
      ),
    );
    expect(html).toContain('Classes in this playlist');
  });

  it('plays the track asked for; a track not in it is not found', async () => {
    const c = await member();
    const html = await page(`/playlist/${playlist.slug}?track=${second!.uuid}`, c);
    expect(hasPlayer(html, second!.title)).toBe(true);
    expect(html).toMatch(
      new RegExp(
        `href="/playlist/quiet-mornings\\?track=${second!.uuid}"[^>]*aria-current="true"|aria-current="true"[^>]*href="/playlist/quiet-mornings\\?track=${second!.uuid}"`,
      ),
    );
    const missing = await app.inject({
      method: 'GET',
      url: `/playlist/${playlist.slug}?track=${trailer!.uuid}`,
      headers: BROWSER_HEADERS,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/playlist/no-such-list', headers: BROWSER_HEADERS }))
        .statusCode,
    ).toBe(404);
  });

  it('gives a visitor the paywall where the video would be', async () => {
    const html = await page(`/playlist/${playlist.slug}`);
    expect(html).toContain('Watch this playlist with a membership');
    expect(html).not.toContain('master.m3u8');
  });
});
