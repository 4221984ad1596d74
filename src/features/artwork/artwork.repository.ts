import { listed } from '~/features/catalog/visibility';
import type { Db } from '~/server/db/database';
import { type ArtworkKind, shortCourseTitle } from './artwork-kinds';
import type { ArtworkSubject } from './artwork-svg';

const COURSE_LABELS = { class: 'Class', series: 'Series', documentary: 'Documentary' } as const;
const COLLECTION_LABELS = {
  program: 'Program',
  package: 'Package',
  playlist: 'Playlist',
  project: 'Project',
} as const;

/** What a class's artwork shows, from its title, kind, hue and instructor's name (the preview's too). */
export function courseArtworkSubject(row: {
  title: string;
  kind: keyof typeof COURSE_LABELS;
  hue: number;
  name: string;
}): ArtworkSubject {
  const isClass = row.kind === 'class';
  return {
    title: row.title,
    heading: isClass ? row.name : row.title,
    // A series or documentary title often names its host already.
    caption: isClass ? shortCourseTitle(row.title) : row.title.includes(row.name) ? null : row.name,
    label: COURSE_LABELS[row.kind],
    hue: row.hue,
  };
}

/**
 * What the artwork of one item shows: one query on a unique (or, for collections,
 * indexed) slug. Null when there is no such item.
 */
export async function findArtworkSubject(
  db: Db,
  kind: ArtworkKind,
  slug: string,
): Promise<ArtworkSubject | null> {
  switch (kind) {
    case 'course': {
      const row = await db
        .selectFrom('courses')
        .innerJoin('instructors', 'instructors.id', 'courses.instructor_id')
        .select(['courses.title', 'courses.hue', 'courses.kind', 'instructors.name'])
        .where('courses.slug', '=', slug)
        .where(listed())
        .executeTakeFirst();
      return row ? courseArtworkSubject(row) : null;
    }
    case 'instructor': {
      const row = await db
        .selectFrom('instructors')
        .select(['name', 'headline', 'hue'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row
        ? { title: row.name, heading: row.name, caption: row.headline, label: 'Instructor', hue: row.hue }
        : null;
    }
    case 'category': {
      const row = await db
        .selectFrom('categories')
        .select(['name', 'hue'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? { title: row.name, heading: row.name, label: 'Category', hue: row.hue } : null;
    }
    case 'article': {
      const row = await db
        .selectFrom('articles')
        .innerJoin('categories', 'categories.id', 'articles.category_id')
        .select(['articles.title', 'articles.hue', 'articles.author_name', 'categories.name'])
        .where('articles.slug', '=', slug)
        .where(listed('articles'))
        .executeTakeFirst();
      return row
        ? { title: row.title, heading: row.title, caption: row.author_name, label: row.name, hue: row.hue }
        : null;
    }
    case 'camp': {
      const row = await db
        .selectFrom('camps')
        .innerJoin('instructors', 'instructors.id', 'camps.instructor_id')
        .select(['camps.title', 'camps.hue', 'instructors.name'])
        .where('camps.slug', '=', slug)
        .executeTakeFirst();
      return row
        ? { title: row.title, heading: row.title, caption: row.name, label: 'Session', hue: row.hue }
        : null;
    }
    case 'collection': {
      // Slugs are unique per collection kind; should two kinds share one, the first is drawn.
      const row = await db
        .selectFrom('collections')
        .select(['title', 'hue', 'kind'])
        .where('slug', '=', slug)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return row
        ? { title: row.title, heading: row.title, label: COLLECTION_LABELS[row.kind], hue: row.hue }
        : null;
    }
    case 'piece': {
      const row = await db
        .selectFrom('ten_minute_pieces')
        .innerJoin('instructors', 'instructors.id', 'ten_minute_pieces.instructor_id')
        .select(['ten_minute_pieces.title', 'ten_minute_pieces.hue', 'instructors.name'])
        .where('ten_minute_pieces.slug', '=', slug)
        .executeTakeFirst();
      return row
        ? { title: row.title, heading: row.title, caption: row.name, label: '10 minutes', hue: row.hue }
        : null;
    }
    case 'outcome': {
      const row = await db
        .selectFrom('outcomes')
        .select(['name', 'description', 'hue'])
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? { title: row.name, heading: row.name, label: 'Outcome', hue: row.hue } : null;
    }
  }
}
