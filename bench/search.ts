/**
 * Search latency and memory of the built-in engine:
 *   npx tsx bench/search.ts [--classes 5000] [--lessons 20] [--articles 500] [--runs 3] [--pg]
 * (node flags pass through: `npx tsx --expose-gc bench/search.ts` makes the memory figures exact.)
 *
 * 1. The demo catalog (the seed), searched through the service and through the API
 *    (app.inject: routing, zod validation and serialisation included).
 * 2. A synthetic catalog of `--classes` classes with `--lessons` lessons each (default
 *    5,000 and 100,000), 1,000 instructors and `--articles` articles, inserted into a fresh
 *    database and loaded through the same queries the app uses.
 * Queries mix whole words (common to rare), as-you-type prefixes, typos, two-word queries,
 * instructor names and a category filter. Target: p95 under 50 ms on the demo catalog.
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createContentVersionService } from '~/features/content-version/content-version.service';
import { loadSearchDocuments } from '~/features/search/documents';
import { buildIndex } from '~/features/search/memory-engine';
import { createSearchService } from '~/features/search/search.service';
import { createSitemapService } from '~/features/seo/sitemap.service';
import { buildApp } from '~/server/app';
import { loadConfig } from '~/server/config';
import { systemClock } from '~/server/core/clock';
import { connect } from '~/server/db/connect';
import type { Db } from '~/server/db/database';
import { migrateToLatest } from '~/server/db/migrate';
import { seedDemoData } from '~/server/seed/seed';

const { values: args } = parseArgs({
  options: {
    classes: { type: 'string', default: '5000' },
    lessons: { type: 'string', default: '20' },
    articles: { type: 'string', default: '500' },
    runs: { type: 'string', default: '3' },
    pg: { type: 'boolean', default: false },
  },
});
const CLASSES = Number(args.classes);
const LESSONS_PER_CLASS = Number(args.lessons);
const ARTICLES = Number(args.articles);
const RUNS = Number(args.runs);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function memory() {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, buffers: m.arrayBuffers, rss: m.rss };
}

/** A deterministic random source (mulberry32), so every run searches the same catalog. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

type Row = { label: string; n: number; p50: number; p95: number; p99: number; max: number; cpu: number };

async function measure(label: string, queries: string[], run: (q: string) => Promise<unknown>): Promise<Row> {
  for (const q of queries.slice(0, 20)) await run(q); // warm-up
  const times: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let r = 0; r < RUNS; r++) {
    for (const q of queries) {
      const started = performance.now();
      await run(q);
      times.push(performance.now() - started);
    }
  }
  const cpu = process.cpuUsage(cpuBefore);
  times.sort((a, b) => a - b);
  return {
    // CPU time per query, averaged: less sensitive than wall time to other processes on the machine.
    cpu: (cpu.user + cpu.system) / 1000 / times.length,
    label,
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1] ?? 0,
  };
}

function table(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log(
    '  queries                               n      p50 ms   p95 ms   p99 ms   max ms  cpu/query ms',
  );
  for (const r of rows)
    console.log(
      `  ${r.label.padEnd(34)} ${String(r.n).padStart(5)} ${r.p50.toFixed(2).padStart(9)} ${r.p95.toFixed(2).padStart(8)} ${r.p99.toFixed(2).padStart(8)} ${r.max.toFixed(2).padStart(8)} ${r.cpu.toFixed(2).padStart(13)}`,
    );
}

/** Every prefix of each phrase of at least two characters: what as-you-type sends. */
function typing(phrases: string[]): string[] {
  return phrases.flatMap((p) => Array.from({ length: p.length - 1 }, (_, i) => p.slice(0, i + 2)));
}

async function freshDatabase(): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (!args.pg) {
    const db = connect({ dialect: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    return { db, drop: () => db.destroy() };
  }
  const schema = `bench_search_${process.pid}`;
  const admin = connect({ dialect: 'postgres', connectionString: PG_URL }, { poolSize: 1 });
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin);
  await sql`create schema ${sql.id(schema)}`.execute(admin);
  const db = connect({ dialect: 'postgres', connectionString: PG_URL }, { searchPath: schema, poolSize: 5 });
  await migrateToLatest(db, { schema });
  return {
    db,
    drop: async () => {
      await db.destroy();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
      await admin.destroy();
    },
  };
}

async function demo(): Promise<void> {
  const { db, drop } = await freshDatabase();
  await seedDemoData(db, { now: new Date() });
  const search = createSearchService({ db, clock: systemClock });
  const before = memory();
  const started = performance.now();
  await search.refresh({ force: true });
  const buildMs = performance.now() - started;
  const after = memory();
  const status = search.status().index;
  console.log(
    `demo catalog: ${status.documents} documents, ${status.terms} words, ${status.postings} postings; built in ${buildMs.toFixed(0)} ms; heap +${mb(after.heap - before.heap)}, array buffers +${mb(after.buffers - before.buffers)}`,
  );

  const words = ['bread', 'photography', 'novel', 'songwriting', 'kitchen', 'portrait', 'business', 'fire'];
  const typos = ['sourdugh', 'photograpy', 'noval', 'bred', 'kitchn', 'busines', 'portriat', 'dialouge'];
  const multi = ['street photography', 'alma reyes', 'weeknight kitchen', 'writing dialogue', 'bread first'];
  const typed = typing(['street photography', 'sourdough', 'idris calloway']);
  const rows = [
    await measure('whole words', words, (q) => search.search({ q })),
    await measure('typos', typos, (q) => search.search({ q })),
    await measure('two words / names', multi, (q) => search.search({ q })),
    await measure('as you type (every prefix)', typed, (q) => search.search({ q, limit: 6 })),
    await measure('with a category filter', words, (q) => search.search({ q, category: 'food-drink' })),
  ];
  table('Demo catalog, search service (in-process)', rows);

  const { app } = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SESSION_SECRET: 'x'.repeat(40) }),
    db,
    logger: false,
  });
  // The API's own service: warm its index first.
  await app.inject({ method: 'GET', url: '/api/v3/search?q=warm' });
  const api = (q: string) => app.inject({ method: 'GET', url: `/api/v3/search?q=${encodeURIComponent(q)}` });
  table('Demo catalog, GET /api/v3/search (app.inject: routing, validation, serialisation)', [
    await measure('whole words', words, api),
    await measure('typos', typos, api),
    await measure('as you type (every prefix)', typed, api),
  ]);
  await app.close();
  await drop();
}

/** Pseudo-words from syllables, so the vocabulary is large and spelled like words. */
function vocabulary(rand: () => number, size: number): string[] {
  const onsets = [
    'b',
    'c',
    'd',
    'f',
    'g',
    'h',
    'k',
    'l',
    'm',
    'n',
    'p',
    'r',
    's',
    't',
    'v',
    'br',
    'st',
    'tr',
    'pl',
    'gr',
    'ch',
    'sh',
  ];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ea', 'ou'];
  const codas = ['', '', 'n', 'r', 's', 't', 'l', 'ng', 'rd', 'st'];
  const words = new Set<string>([
    'sourdough',
    'photography',
    'portrait',
    'novel',
    'dialogue',
    'kitchen',
    'bread',
    'fire',
    'song',
    'guitar',
    'design',
    'colour',
    'business',
    'pricing',
    'leadership',
    'running',
    'chess',
    'garden',
  ]);
  while (words.size < size) {
    const syllables = 1 + Math.floor(rand() * 3.2);
    let w = '';
    for (let s = 0; s < syllables; s++)
      w +=
        onsets[Math.floor(rand() * onsets.length)]! +
        vowels[Math.floor(rand() * vowels.length)]! +
        codas[Math.floor(rand() * codas.length)]!;
    if (w.length >= 3) words.add(w);
  }
  return [...words];
}

async function synthetic(): Promise<void> {
  const rand = random(42);
  const vocab = vocabulary(rand, 20_000);
  // Zipf-like: low ranks are common words.
  const word = () => vocab[Math.floor(vocab.length * rand() ** 2.2)]!;
  const words = (n: number) => Array.from({ length: n }, word).join(' ');
  const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

  const { db, drop } = await freshDatabase();
  const insertStarted = performance.now();
  const categories = await db
    .insertInto('categories')
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        slug: `cat-${i}`,
        name: `${cap(word())} ${i}`,
        description: words(8),
        position: i,
        hue: i * 30,
      })),
    )
    .returning('id')
    .execute();
  const instructorNames = Array.from({ length: 1000 }, (_, i) => `${cap(word())} ${cap(word())}${i}`);
  const instructors: { id: number }[] = [];
  for (let i = 0; i < instructorNames.length; i += 500)
    instructors.push(
      ...(await db
        .insertInto('instructors')
        .values(
          instructorNames.slice(i, i + 500).map((name, j) => ({
            slug: `instructor-${i + j}`,
            name,
            headline: words(4),
            bio: words(40),
            hue: 0,
          })),
        )
        .returning('id')
        .execute()),
    );
  const now = Date.now();
  const courseIds: number[] = [];
  for (let i = 0; i < CLASSES; i += 500) {
    const rows = Array.from({ length: Math.min(500, CLASSES - i) }, (_, j) => {
      const n = i + j;
      return {
        uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
        slug: `class-${n}`,
        title: `${instructorNames[n % 1000]} Teaches ${cap(words(2 + Math.floor(rand() * 3)))}`,
        tagline: cap(words(12)),
        description: cap(words(60)),
        instructor_id: instructors[n % 1000]!.id,
        category_id: categories[n % 12]!.id,
        status: (n % 20 === 0 ? 'coming_soon' : 'available') as 'available' | 'coming_soon',
        trending_rank: n < 10 ? n + 1 : null,
        lesson_count: LESSONS_PER_CLASS,
        duration_minutes: 200,
        hue: n % 360,
        released_at: new Date(now - n * 3_600_000),
        kind: (n % 10 === 0 ? 'series' : n % 25 === 0 ? 'documentary' : 'class') as
          | 'class'
          | 'series'
          | 'documentary',
      };
    });
    courseIds.push(
      ...(await db.insertInto('courses').values(rows).returning('id').execute()).map((r) => r.id),
    );
  }
  let lessonRows: Parameters<ReturnType<Db['insertInto']>['values']>[0][] = [];
  let lessonCount = 0;
  for (const [c, courseId] of courseIds.entries()) {
    for (let l = 1; l <= LESSONS_PER_CLASS; l++) {
      lessonRows.push({
        uuid: `l-${c}-${l}`,
        course_id: courseId,
        slug: `lesson-${l}`,
        number: l,
        title: cap(words(2 + Math.floor(rand() * 4))),
        description: cap(words(25 + Math.floor(rand() * 15))),
        duration_seconds: 600,
        role: l === 1 ? 'trailer' : 'lesson',
      });
    }
    if (lessonRows.length >= 2000 || c === courseIds.length - 1) {
      await db
        .insertInto('lessons')
        .values(lessonRows as never)
        .execute();
      lessonCount += lessonRows.length;
      lessonRows = [];
    }
  }
  for (let i = 0; i < ARTICLES; i += 100) {
    await db
      .insertInto('articles')
      .values(
        Array.from({ length: Math.min(100, ARTICLES - i) }, (_, j) => ({
          uuid: `a-${i + j}`,
          slug: `article-${i + j}`,
          title: cap(words(5)),
          summary: cap(words(20)),
          category_id: categories[(i + j) % 12]!.id,
          author_name: instructorNames[(i + j) % 1000]!,
          body_json: JSON.stringify(
            Array.from({ length: 5 }, () => ({ heading: cap(words(3)), paragraphs: [words(60), words(60)] })),
          ),
          read_minutes: 5,
          hue: 0,
          published_at: new Date(now),
          last_updated_at: new Date(now),
        })),
      )
      .execute();
  }
  console.log(
    `\nsynthetic catalog: ${CLASSES} classes, ${lessonCount} lessons (one trailer each, not indexed), 1000 instructors, ${ARTICLES} articles; inserted in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s (${args.pg ? 'PostgreSQL' : 'SQLite'})`,
  );

  // The two halves of a build, timed apart (and released before the memory figures below).
  await (async () => {
    const loadStarted = performance.now();
    const docs = await loadSearchDocuments(db);
    const loadMs = performance.now() - loadStarted;
    const indexStarted = performance.now();
    await buildIndex(docs);
    const indexMs = performance.now() - indexStarted;
    console.log(`build parts: load ${(loadMs / 1000).toFixed(2)} s, index ${(indexMs / 1000).toFixed(2)} s`);
  })();

  const search = createSearchService({ db, clock: systemClock });
  const before = memory();
  const started = performance.now();
  await search.refresh({ force: true });
  const buildMs = performance.now() - started;
  const after = memory();
  const status = search.status().index;
  console.log(
    `index: ${status.documents} documents, ${status.terms} words, ${status.postings} postings, ${status.trigramEntries} trigram entries; built (load + index) in ${(buildMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `memory: heap +${mb(after.heap - before.heap)}, array buffers +${mb(after.buffers - before.buffers)} (typed arrays by count ${mb(status.typedArrayBytes ?? 0)}), rss now ${mb(after.rss)}${gc ? '' : ' (run with --expose-gc for exact figures)'}`,
  );

  const q = random(7);
  const pick = (from: number, to: number) => vocab[Math.floor(from + (to - from) * q())]!;
  const sample = (n: number, f: () => string) => Array.from({ length: n }, f);
  const typo = (w: string) => {
    const i = 1 + Math.floor(q() * (w.length - 2));
    return w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
  };
  const rows = [
    await measure(
      'common words (top 50)',
      sample(50, () => pick(0, 50)),
      (t) => search.search({ q: t }),
    ),
    await measure(
      'mid words (rank 500-2000)',
      sample(50, () => pick(500, 2000)),
      (t) => search.search({ q: t }),
    ),
    await measure(
      'rare words (rank 10k+)',
      sample(50, () => pick(10_000, 20_000)),
      (t) => search.search({ q: t }),
    ),
    await measure(
      'typos (swapped letters)',
      sample(50, () => typo(pick(200, 20_000).padEnd(6, 'e'))),
      (t) => search.search({ q: t }),
    ),
    await measure(
      '2-letter prefixes',
      sample(50, () => pick(0, 20_000).slice(0, 2)),
      (t) => search.search({ q: t, limit: 6 }),
    ),
    await measure(
      '4-letter prefixes',
      sample(50, () => pick(0, 20_000).slice(0, 4)),
      (t) => search.search({ q: t, limit: 6 }),
    ),
    await measure(
      'two words',
      sample(50, () => `${pick(0, 3000)} ${pick(0, 3000)}`),
      (t) => search.search({ q: t }),
    ),
    await measure(
      'instructor names',
      sample(50, () => instructorNames[Math.floor(q() * 1000)]!.replace(/\d+$/, '')),
      (t) => search.search({ q: t }),
    ),
    await measure(
      'as you type (every prefix)',
      typing(sample(10, () => `${pick(0, 5000)} ${pick(0, 5000)}`)),
      (t) => search.search({ q: t, limit: 6 }),
    ),
    await measure(
      'common word + category filter',
      sample(50, () => pick(0, 50)),
      (t) => search.search({ q: t, category: 'cat-3' }),
    ),
  ];
  table(`Synthetic catalog (${CLASSES} classes, ${lessonCount} lessons), search service`, rows);

  // The sitemap at this size: an index of parts of at most 50,000 URLs (uncached timings).
  const sitemap = createSitemapService({
    db,
    clock: systemClock,
    contentVersion: createContentVersionService({ db, clock: systemClock }),
  });
  let started2 = performance.now();
  const index = await sitemap.sitemap('https://learn.example.com');
  const indexMs = performance.now() - started2;
  const parts = [...index.matchAll(/sitemaps\/([a-z-]+-\d+)\.xml/g)].map((m) => m[1]!);
  started2 = performance.now();
  const biggest = await sitemap.sitemapPart('https://learn.example.com', 'lessons-2');
  console.log(
    `\nsitemap: index of ${parts.length} parts (${parts.join(', ')}) in ${indexMs.toFixed(0)} ms; part lessons-2: ${(biggest ?? '').split('<url>').length - 1} URLs, ${mb((biggest ?? '').length)} in ${(performance.now() - started2).toFixed(0)} ms`,
  );
  await drop();
}

await demo();
await synthetic();
