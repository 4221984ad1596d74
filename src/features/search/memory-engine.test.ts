import { describe, expect, it } from 'vitest';
import { MemorySearchEngine } from './memory-engine';
import type { SearchDocument, SearchQuery } from './search.types';
import { boundedEditDistance, tokenize, trigrams } from './text';

const food = { slug: 'food-drink', name: 'Food & Drink' };
const photo = { slug: 'photography', name: 'Photography' };
const writing = { slug: 'writing', name: 'Writing' };

function doc(overrides: Partial<SearchDocument> & Pick<SearchDocument, 'id' | 'title'>): SearchDocument {
  return {
    type: 'class',
    instructor: null,
    summary: '',
    body: '',
    url: `/classes/${overrides.id}`,
    artwork: null,
    category: food,
    context: null,
    popularity: 0,
    comingSoon: false,
    releasedAt: null,
    ...overrides,
  };
}

const DOCS: SearchDocument[] = [
  doc({
    id: 'class:1',
    title: 'Sourdough Bread at Home',
    instructor: 'Alma Reyes',
    summary: 'Flour, water, salt and time.',
    body: 'Build a starter and bake a loaf a week.',
  }),
  doc({
    id: 'class:2',
    title: 'Pizza Nights',
    instructor: 'Marco Bellini',
    summary: 'A blistered sourdough crust from a home oven.',
    body: 'Dough, sauce and a very hot stone.',
  }),
  doc({
    id: 'class:3',
    title: 'Kitchen Science',
    instructor: 'Priya Ramanathan',
    summary: 'Why recipes work.',
    body: 'Fermentation explains why a sourdough rises more slowly than a yeasted loaf.',
  }),
  doc({
    id: 'lesson:10',
    type: 'lesson',
    title: 'Feeding a sourdough starter',
    body: 'Twice a day, at the same time.',
    context: 'Lesson 2 · Sourdough Bread at Home',
  }),
  doc({
    id: 'instructor:1',
    type: 'instructor',
    title: 'Alma Reyes',
    summary: 'Baker and author',
    body: 'Alma has run a neighbourhood bakery for twenty years.',
  }),
  doc({
    id: 'class:4',
    title: 'Street Photography',
    instructor: 'Ines Carvalho-Brandt',
    summary: 'Read the street and wait for the picture.',
    body: 'One lens, a lot of patience.',
    category: photo,
    popularity: 1,
  }),
  doc({
    id: 'class:5',
    title: 'Portrait Photography with Natural Light',
    instructor: 'Tomás Aguilar',
    summary: 'Windows, reflectors and patience.',
    category: photo,
  }),
  doc({
    id: 'article:1',
    type: 'article',
    title: 'Photographing Food for Your Menu',
    instructor: 'Grace Ojo',
    summary: 'Light a plate like a portrait.',
    body: 'Side light from a window does most of the work.',
    category: food,
  }),
  doc({
    id: 'class:6',
    title: 'The Architecture of a Novel',
    instructor: 'Idris Calloway',
    summary: 'Plan a book that holds its weight.',
    category: writing,
  }),
];

async function engineWith(docs: SearchDocument[] = DOCS): Promise<MemorySearchEngine> {
  const engine = new MemorySearchEngine();
  await engine.index(docs);
  return engine;
}

const engine = await engineWith();
const search = (text: string, rest: Partial<SearchQuery> = {}) => engine.search({ text, limit: 20, ...rest });
const ids = (text: string, rest: Partial<SearchQuery> = {}) => search(text, rest).hits.map((h) => h.id);

describe('text', () => {
  it('normalises case, accents and apostrophes, and drops one-letter words', () => {
    expect(tokenize("Tomás's CRÈME brûlée, a 2-step")).toEqual(['tomass', 'creme', 'brulee', 'step']);
  });

  it('counts a swap of neighbours as one edit and stops past the bound', () => {
    expect(boundedEditDistance('sourdugh', 'sourdough', 2)).toBe(1);
    expect(boundedEditDistance('photo', 'pohto', 1)).toBe(1);
    expect(boundedEditDistance('bread', 'pizza', 2)).toBe(3);
  });

  it('pads trigrams so word edges count', () => {
    expect(trigrams('abc')).toEqual(['\u0002ab', 'abc', 'bc\u0003']);
  });
});

describe('memory engine', () => {
  it('finds sourdough despite the typo "sourdugh", and suggests the correction', () => {
    const results = search('sourdugh');
    expect(results.hits[0]?.id).toBe('class:1');
    expect(results.hits.map((h) => h.id)).toContain('class:3');
    expect(results.didYouMean).toBe('sourdough');
  });

  it('matches prefixes as one types: "photo" finds photography', () => {
    const found = ids('photo');
    expect(found).toEqual(expect.arrayContaining(['class:4', 'class:5', 'article:1']));
    expect(ids('phot')).toEqual(expect.arrayContaining(['class:4', 'class:5']));
  });

  it('ranks title over instructor over tagline over body', () => {
    // class:1 has it in the title, the lesson too (lessons weigh less), class:2 in the tagline, class:3 in the body.
    expect(ids('sourdough')).toEqual(['class:1', 'lesson:10', 'class:2', 'class:3']);
    // The instructor's own card first (title), then the class that names her as instructor.
    expect(ids('alma reyes').slice(0, 2)).toEqual(['instructor:1', 'class:1']);
  });

  it('boosts exact titles and title prefixes', () => {
    expect(ids('street photography')[0]).toBe('class:4');
    expect(ids('portrait')[0]).toBe('class:5');
    expect(ids('kitchen sci')[0]).toBe('class:3');
  });

  it('requires every word, and falls back to any word when nothing has them all', () => {
    expect(ids('sourdough pizza')).toEqual(['class:2']);
    const loose = ids('sourdough zzzzzz');
    expect(loose[0]).toBe('class:1');
  });

  it('counts matches per category and filters by one', () => {
    // Most matches first, then by name.
    expect(search('photo').facets.categories).toEqual([
      { ...photo, count: 2 },
      { ...food, count: 1 },
    ]);
    const all = search('light');
    expect(all.facets.categories).toEqual([
      { ...food, count: 1 },
      { ...photo, count: 1 },
    ]);
    const filtered = search('light', { category: 'food-drink' });
    expect(filtered.hits.map((h) => h.id)).toEqual(['article:1']);
    expect(filtered.total).toBe(1);
    // Facets ignore the category filter, so the other chips keep their counts.
    expect(filtered.facets.categories).toEqual(all.facets.categories);
    expect(search('light', { category: 'no-such-category' }).total).toBe(0);
  });

  it('filters by type and counts per type', () => {
    const results = search('sourdough', { type: 'lesson' });
    expect(results.hits.map((h) => h.id)).toEqual(['lesson:10']);
    expect(results.facets.types).toEqual([
      { type: 'class', count: 3 },
      { type: 'lesson', count: 1 },
    ]);
  });

  it('gives a snippet around the match and the matched words', () => {
    const hit = search('fermentation').hits[0];
    expect(hit?.id).toBe('class:3');
    expect(hit?.snippet).toContain('Fermentation explains');
    expect(search('crust').hits[0]?.snippet).toBe('A blistered sourdough crust from a home oven.');
    expect(search('photo').matchedTerms).toEqual(expect.arrayContaining(['photography', 'photographing']));
  });

  it('respects the limit but still counts everything', () => {
    const results = search('sourdough', { limit: 2 });
    expect(results.hits).toHaveLength(2);
    expect(results.total).toBe(4);
  });

  it('answers empty, stopword-only, long and odd queries without failing', () => {
    for (const text of [
      '',
      '   ',
      'a',
      '!!!',
      '\u0000\u0001',
      '🍞🍞',
      "'; drop table courses; --",
      '%_*?[]()',
    ]) {
      const results = search(text);
      expect(results.hits).toEqual([]);
      expect(results.total).toBe(0);
    }
    expect(ids('the')).toContain('class:6');
    expect(search('bread '.repeat(500)).hits[0]?.id).toBe('class:1');
    expect(search('x'.repeat(10_000)).total).toBe(0);
    expect(ids('TOMÁS')).toEqual(['class:5']);
  });

  it('answers nothing before the first index, and replaces the index whole', async () => {
    const fresh = new MemorySearchEngine();
    expect(fresh.search({ text: 'bread', limit: 5 }).total).toBe(0);
    await fresh.index(DOCS);
    expect(fresh.search({ text: 'bread', limit: 5 }).total).toBe(1);
    await fresh.index([doc({ id: 'class:99', title: 'Rye Bread' })]);
    expect(fresh.search({ text: 'bread', limit: 5 }).hits.map((h) => h.id)).toEqual(['class:99']);
    expect(fresh.stats().documents).toBe(1);
  });

  it('breaks score ties by popularity', async () => {
    const tied = await engineWith([
      doc({ id: 'class:a', title: 'Knife Skills' }),
      doc({ id: 'class:b', title: 'Knife Skills', popularity: 0.5 }),
    ]);
    expect(tied.search({ text: 'knife', limit: 5 }).hits.map((h) => h.id)).toEqual(['class:b', 'class:a']);
  });
});

describe('snippets', () => {
  it('start at the line or sentence of the match and join lines', async () => {
    const long = `${'Intro words go here. '.repeat(10)}Why this loaf\nThis is the bread I bake most weeks, the one I would choose if I could only bake one loaf for the rest of my life. ${'More text follows. '.repeat(10)}`;
    const engine = await engineWith([
      doc({ id: 'article:9', type: 'article', title: 'Country Loaf', body: long }),
    ]);
    const snippet = engine.search({ text: 'bake', limit: 1 }).hits[0]?.snippet ?? '';
    expect(snippet.startsWith('…This is the bread I bake most weeks')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet.length).toBeLessThan(200);
    const short = await engineWith([
      doc({ id: 'article:8', title: 'Rye', body: 'Why rye\nRye bread is dense.' }),
    ]);
    expect(short.search({ text: 'dense', limit: 1 }).hits[0]?.snippet).toBe('…Rye bread is dense.');
    expect(short.search({ text: 'rye', limit: 1 }).hits[0]?.snippet).toBe('Why rye · Rye bread is dense.');
  });
});
