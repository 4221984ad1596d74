import {
  CATALOG_FORMAT,
  CATALOG_FORMAT_VERSION,
  type CatalogBundle,
} from '~/features/catalog-transfer/transfer.schema';
import { demoUuid } from '~/server/seed/demo-ids';

/**
 * A small catalog file whose every slug and uuid carries `key`, so several can be imported
 * into one database: a category, an instructor, a class with a trailer and a lesson (each
 * with a stream), an article and a playlist of both.
 */
export function catalogFile(key: string): CatalogBundle {
  const lesson = (slug: string, number: number, role: 'trailer' | 'sample') => ({
    uuid: demoUuid('test-lesson', `${key}/${slug}`),
    slug,
    number,
    title: `${slug} of ${key}`,
    description: 'A lesson.',
    chapter: null,
    durationSeconds: 600,
    role,
    releasedAt: '2025-12-01T00:00:00.000Z',
  });
  const lessons = [lesson('trailer', 0, 'trailer'), lesson('first-steps', 1, 'sample')];
  return {
    format: CATALOG_FORMAT,
    version: CATALOG_FORMAT_VERSION,
    exportedAt: '2026-01-15T12:00:00.000Z',
    categories: [{ slug: `${key}-craft`, name: `Craft ${key}`, description: '', position: 50, hue: 20 }],
    subcategories: [],
    instructors: [
      {
        slug: `${key}-teacher`,
        name: `Teacher ${key}`,
        headline: 'Teaches',
        bio: '',
        hue: 30,
        featured: false,
      },
    ],
    courses: [
      {
        uuid: demoUuid('test-course', key),
        slug: `${key}-class`,
        kind: 'class',
        title: `Class ${key}`,
        tagline: 'A class.',
        description: 'About the class.',
        instructor: `${key}-teacher`,
        category: `${key}-craft`,
        subcategory: null,
        status: 'available',
        launchState: null,
        skillLevel: 'beginner',
        mature: false,
        trendingRank: null,
        releasedAt: '2025-12-01T00:00:00.000Z',
        hue: 40,
        rating: { tenths: 45, count: 10 },
        lessons,
        faqs: [{ question: 'Who is it for?', answer: 'Everyone.' }],
        related: [],
      },
    ],
    studentStories: [],
    camps: [],
    articles: [
      {
        uuid: demoUuid('test-article', key),
        slug: `${key}-notes`,
        title: `Notes ${key}`,
        summary: 'Notes.',
        category: `${key}-craft`,
        authorName: 'The Editors',
        instructor: null,
        sections: [{ heading: 'Start', paragraphs: ['One.', 'Two.'] }],
        readMinutes: 1,
        recipe: null,
        rating: { tenths: null, count: 0 },
        hue: 50,
        publishedAt: '2025-12-02T00:00:00.000Z',
        updatedAt: '2025-12-02T00:00:00.000Z',
      },
    ],
    outcomes: [],
    skills: [],
    collections: [
      {
        uuid: demoUuid('test-collection', key),
        kind: 'playlist',
        slug: `${key}-picks`,
        title: `Picks ${key}`,
        description: 'Picks.',
        hue: 60,
        published: true,
        items: [{ course: `${key}-class` }, { lesson: lessons[1]!.uuid }, { article: `${key}-notes` }],
      },
    ],
    pieces: [],
    helpFaq: [],
    media: lessons.map((l) => ({
      lesson: l.uuid,
      assetKey: 'demo/clip-1',
      durationSeconds: 24,
      captionLanguages: ['en'],
    })),
  };
}
