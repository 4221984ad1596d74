import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Artwork } from '~/app/components/artwork';
import { seedDemoData } from '~/server/seed/seed';
import { createTestApp } from '../../../tests/test-app';
import { createTestDb } from '../../../tests/test-db';
import { ARTWORK_KINDS, ARTWORK_SIZES, type ArtworkKind, artworkPath } from './artwork-kinds';
import { escapeXml, hsl, renderArtwork, wrap } from './artwork-svg';

let queries = 0;
const testDb = await createTestDb({ log: () => queries++ });
const { app, db, clock } = await createTestApp({ testDb });
await seedDemoData(db, { now: new Date('2026-01-15T12:00:00.000Z') });

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

/** One seeded slug of every kind. */
const SAMPLES: Record<ArtworkKind, string> = {
  course: 'bread-from-first-principles',
  instructor: 'alma-reyes',
  category: 'food-drink',
  article: 'the-everyday-country-loaf',
  camp: 'bread-school',
  collection: 'staff-picks',
  piece: 'find-the-pole-star',
  outcome: 'cook-with-confidence',
};

describe('GET /art/{kind}/{slug}.svg', () => {
  it('draws every kind as an accessible SVG of its natural size, cacheable for a week', async () => {
    for (const kind of ARTWORK_KINDS) {
      const response = await get(artworkPath(kind, SAMPLES[kind]));
      expect(response.statusCode, kind).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['set-cookie']).toBeUndefined();
      const [width, height] = ARTWORK_SIZES[kind];
      const svg = response.body;
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).toContain(`width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain('role="img" aria-labelledby="t"');
      expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
      expect(svg.endsWith('</svg>')).toBe(true);
    }
  });

  it('names the item and its instructor, and is the same for the same item', async () => {
    clock.advance(11 * 60 * 1000); // past the rendered pictures' lifetime
    queries = 0;
    const first = await get('/art/course/bread-from-first-principles.svg');
    expect(queries).toBe(1);
    expect(first.body).toContain('<title id="t">Alma Reyes Teaches Bread from First Principles</title>');
    expect(first.body).toContain('>Alma Reyes<');
    expect(first.body).toContain('>Bread from First Principles<');
    const again = await get('/art/course/bread-from-first-principles.svg');
    expect(queries, 'the second is served from memory').toBe(1);
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await get('/art/course/the-weeknight-kitchen.svg');
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('shows an edited title once the rendered picture is older than ten minutes', async () => {
    const url = '/art/course/the-weeknight-kitchen.svg';
    const before = await get(url);
    const { title } = await db
      .selectFrom('courses')
      .select('title')
      .where('slug', '=', 'the-weeknight-kitchen')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('courses')
      .set({ title: 'The Weeknight Table' })
      .where('slug', '=', 'the-weeknight-kitchen')
      .execute();
    expect((await get(url)).headers.etag).toBe(before.headers.etag);
    clock.advance(10 * 60 * 1000 + 1);
    const after = await get(url);
    expect(after.body).toContain('The Weeknight Table');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await db.updateTable('courses').set({ title }).where('slug', '=', 'the-weeknight-kitchen').execute();
    clock.advance(10 * 60 * 1000 + 1);
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await get('/art/instructor/alma-reyes.svg');
    const etag = String(first.headers.etag);
    for (const header of [etag, etag.replace(/^W\//, ''), `"other", ${etag}`]) {
      const cached = await get('/art/instructor/alma-reyes.svg', { 'if-none-match': header });
      expect(cached.statusCode).toBe(304);
      expect(cached.body).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    expect((await get('/art/instructor/alma-reyes.svg', { 'if-none-match': '"stale"' })).statusCode).toBe(
      200,
    );
  });

  it('is a 404 JSON error for an unknown kind', async () => {
    const response = await get('/art/poster/bread-from-first-principles.svg');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      errors: [expect.objectContaining({ status: 404, code: 'not_found' })],
    });
  });

  it('is a 404 with a neutral placeholder for an unknown slug, without asking the database for an impossible one', async () => {
    const response = await get('/art/course/no-such-class.svg');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toContain('<title id="t">Artwork unavailable</title>');
    expect(response.body).toContain('viewBox="0 0 800 500"');

    queries = 0;
    const weird = await get(`/art/course/${encodeURIComponent('<script>')}.svg`);
    expect(weird.statusCode).toBe(404);
    expect(weird.body).not.toContain('<script>');
    expect(queries).toBe(0);
  });
});

describe('renderArtwork', () => {
  it('escapes text and wraps long titles', () => {
    const svg = renderArtwork('article', 'x', {
      title: 'Salt & <Fire> "Quoted"',
      heading:
        'Salt & <Fire> "Quoted" and a very long heading that certainly needs more than one line to fit',
      label: "Cook's notes",
      hue: 400,
    });
    expect(svg).toContain('Salt &amp; &lt;Fire&gt; &quot;Quoted&quot;');
    expect(svg).not.toContain('<Fire>');
    expect(escapeXml(`a'b`)).toBe('a&apos;b');
    const lines = wrap('one two three four five six seven eight nine ten', 10, 3);
    expect(lines).toHaveLength(3);
    expect(lines.every((l) => l.length <= 10)).toBe(true);
    expect(lines[2]!.endsWith('\u2026')).toBe(true);
    expect(hsl(0, 100, 50)).toBe('#ff0000');
    expect(hsl(120, 100, 25)).toBe('#008000');
  });
});

describe('<Artwork>', () => {
  it('reserves its box and loads lazily unless it is a priority', () => {
    const lazy = renderToStaticMarkup(
      createElement(Artwork, { kind: 'course', slug: 'bread-from-first-principles', alt: '' }),
    );
    expect(lazy).toContain('src="/art/course/bread-from-first-principles.svg"');
    expect(lazy).toContain('width="800"');
    expect(lazy).toContain('height="500"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('decoding="async"');
    expect(lazy).toContain('alt=""');
    expect(lazy).toContain('class="artwork artwork-course"');

    const hero = renderToStaticMarkup(
      createElement(Artwork, {
        kind: 'instructor',
        slug: 'alma-reyes',
        alt: 'Alma Reyes',
        width: 300,
        priority: true,
        hue: 5,
      }),
    );
    expect(hero).toContain('width="300"');
    expect(hero).toContain('height="375"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('background-color:hsl(5 45% 22%)');
  });
});
