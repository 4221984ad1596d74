import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every file that reads courses, lessons or articles either applies `listed()`
 * (catalog/visibility.ts), so an unpublished class or article stays off its pages, or is named
 * here with why it may see one. A new public read that forgets the filter fails this test
 * (decision 0039). A file reading articles must apply it to them (`listed('article…')`), not
 * only to a class it also reads.
 */
const NOT_PUBLIC: Record<string, string> = {
  'src/server/seed/synthetic.ts': 'writes the synthetic catalog',
  'src/features/jobs/jobs.repository.ts': 'the studio’s jobs page names the lesson a transcode is for',
  'src/features/media/media.repository.ts':
    'media by lesson, reached only with a playback token a watch bundle gave',
  'src/features/media/lesson-media.repository.ts': 'the studio’s media panel of a lesson',
  'src/features/media/demo-media.ts': 'attaches the demo clips to the seeded lessons',
  'src/features/access/access.service.ts': 'the Lite scope the studio curates',
  'src/features/access/access.repository.ts': 'a member’s grants stay whole while their class is unpublished',
  'src/features/authoring/class-publication.ts':
    'publishing writes the live rows (and clears unpublished_at)',
  'src/features/authoring/authoring.repository.ts': 'the studio lists and edits every class, unpublished too',
  'src/features/authoring/article-authoring.repository.ts':
    'the studio lists and edits every article, unpublished too',
  'src/features/authoring/preview.repository.ts':
    'the studio previews a draft of any class or article, unpublished too, for staff only (decision 0039)',
  'src/features/authoring/collection-records.repository.ts':
    'the studio picks a collection’s items from every class, and keeps an unpublished one’s',
  'src/features/authoring/discovery-records.service.ts':
    'an outcome gathers classes in the studio, unpublished too',
  'src/features/authoring/session-authoring.repository.ts':
    'a task may link a lesson of any class in the studio',
  'src/features/catalog-transfer/transfer.export.ts': 'the catalog file carries every class and article',
  'src/features/personal/personal.repository.ts':
    'a member removing a note, bookmark or list item of a class or article finds it; the pages 404 first',
  'src/features/personal/my-list.repository.ts':
    'whether an item is on the list (the list itself is filtered)',
  'src/features/personal/personal.service.ts':
    'a lesson page’s personal state, asked only after the page is found',
};

const root = join(import.meta.dirname, '../../..');
const READS = /(selectFrom|Join)\('(courses|lessons|articles)\b/;
const READS_ARTICLES = /(selectFrom|Join)\('articles\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('the public-read filter', () => {
  const readers = sources(join(root, 'src'))
    .filter((path) => READS.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path));

  it('is applied by every file that reads classes, lessons or articles, or the file says why not', () => {
    const forgotten = readers.filter((path) => {
      if (path in NOT_PUBLIC) return false;
      const text = readFileSync(join(root, path), 'utf8');
      return READS_ARTICLES.test(text) ? !text.includes("listed('article") : !text.includes('listed(');
    });
    expect(forgotten).toEqual([]);
  });

  it('names no file that no longer reads them', () => {
    expect(Object.keys(NOT_PUBLIC).filter((path) => !readers.includes(path))).toEqual([]);
  });
});
