import type { Kysely } from 'kysely';
import { weeksBetween } from '~/features/authoring/session-document';
import type { SlugRedirectKind } from '~/features/catalog/catalog.table';
import { DomainError } from '~/server/core/domain-error';
import { insertRows, insertRowsReturningIds } from '~/server/db/batch';
import type { Db } from '~/server/db/database';
import { CATALOG_SECTIONS, type CatalogBundle, type CatalogSection, catalogBundle } from './transfer.schema';

/*
 * Reading a catalog file (transfer.schema.ts) into the database: first every check that
 * needs no database (the format, each record, references within the file), then the
 * records it would clash with, then every insert, in the caller's transaction: a file that
 * fails anywhere leaves the catalog as it was. Each refusal names the record.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const refused = (message: string, field?: string) =>
  new DomainError('catalog_import_invalid', { message, ...(field ? { field } : {}) });

/** “course “pasta-at-home”” or “course 3” for a record of a section. */
function recordName(section: CatalogSection, record: unknown, index: number): string {
  const label = CATALOG_SECTIONS[section].label;
  const key = typeof record === 'object' && record !== null ? Reflect.get(record, 'slug') : undefined;
  return typeof key === 'string' && key ? `${label} “${key}”` : `${label} ${index + 1}`;
}

/**
 * The file as a catalog, or a refusal naming the first record that breaks a rule and the
 * field, such as `course “pasta-at-home”, lessons.2.title: Too small…`.
 */
export function parseCatalog(input: unknown): CatalogBundle {
  const result = catalogBundle.safeParse(input);
  if (result.success) {
    checkReferences(result.data);
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const [section, index, ...rest] = issue.path;
  if (typeof section === 'string' && section in CATALOG_SECTIONS && typeof index === 'number') {
    const name = CATALOG_SECTIONS[section as CatalogSection];
    const record = (input as Record<string, unknown[]>)[section]?.[index];
    const where = rest.length ? `, ${rest.join('.')}` : '';
    throw refused(
      `${recordName(section as CatalogSection, record, index)}${where}: ${issue.message}`,
      name.file,
    );
  }
  if (issue.path.length === 0 || issue.path[0] === 'format' || issue.path[0] === 'version')
    throw refused(
      `This is not an Atelier catalog export of a version this instance reads (${issue.message}).`,
      issue.path.join('.') || undefined,
    );
  throw refused(`${issue.path.join('.')}: ${issue.message}`, issue.path.join('.'));
}

/** Each key appears once in the section, or the second one is named. */
function unique<T>(section: CatalogSection, records: readonly T[], keyOf: (r: T) => string, what: string) {
  const seen = new Set<string>();
  records.forEach((record, index) => {
    const key = keyOf(record);
    if (seen.has(key))
      throw refused(
        `${recordName(section, record, index)}: another ${CATALOG_SECTIONS[section].label} has the ${what} ${key}.`,
      );
    seen.add(key);
  });
  return seen;
}

/** Every reference in the file points at a record of the file. */
function checkReferences(bundle: CatalogBundle): void {
  const categories = unique('categories', bundle.categories, (c) => c.slug, 'slug');
  const subcategories = unique('subcategories', bundle.subcategories, (s) => s.slug, 'slug');
  const instructors = unique('instructors', bundle.instructors, (i) => i.slug, 'slug');
  const courses = unique('courses', bundle.courses, (c) => c.slug, 'slug');
  unique('courses', bundle.courses, (c) => c.uuid, 'uuid');
  const lessons = new Set<string>();
  const articles = unique('articles', bundle.articles, (a) => a.slug, 'slug');
  unique('articles', bundle.articles, (a) => a.uuid, 'uuid');
  unique('camps', bundle.camps, (c) => c.slug, 'slug');
  unique('camps', bundle.camps, (c) => c.uuid, 'uuid');
  unique('outcomes', bundle.outcomes, (o) => o.slug, 'slug');
  unique('skills', bundle.skills, (s) => s.slug, 'slug');
  unique('collections', bundle.collections, (c) => `${c.kind}/${c.slug}`, 'kind and slug');
  unique('collections', bundle.collections, (c) => c.uuid, 'uuid');
  unique('pieces', bundle.pieces, (p) => p.slug, 'slug');
  unique('pieces', bundle.pieces, (p) => p.uuid, 'uuid');
  unique('media', bundle.media, (m) => m.lesson, 'lesson');

  const need = (section: CatalogSection, record: unknown, index: number) => {
    return (known: Set<string>, value: string | null, field: string, kind: string) => {
      if (value !== null && !known.has(value))
        throw refused(
          `${recordName(section, record, index)}, ${field}: no ${kind} “${value}” in this file.`,
          CATALOG_SECTIONS[section].file,
        );
    };
  };
  for (const [i, s] of bundle.subcategories.entries())
    need('subcategories', s, i)(categories, s.category, 'category', 'category');
  bundle.courses.forEach((c, i) => {
    const check = need('courses', c, i);
    check(instructors, c.instructor, 'instructor', 'instructor');
    check(categories, c.category, 'category', 'category');
    check(subcategories, c.subcategory, 'subcategory', 'subcategory');
    const slugs = new Set<string>();
    c.lessons.forEach((lesson, l) => {
      if (slugs.has(lesson.slug) || lessons.has(lesson.uuid))
        throw refused(`${recordName('courses', c, i)}, lessons.${l}: another lesson has this slug or uuid.`);
      slugs.add(lesson.slug);
      lessons.add(lesson.uuid);
    });
  });
  // Related courses may point forward in the file: checked once every course is known.
  bundle.courses.forEach((c, i) => {
    for (const [r, slug] of c.related.entries())
      need('courses', c, i)(courses, slug, `related.${r}`, 'course');
  });
  for (const [i, s] of bundle.studentStories.entries())
    need('studentStories', s, i)(courses, s.course, 'course', 'course');
  bundle.camps.forEach((c, i) => {
    const check = need('camps', c, i);
    check(instructors, c.instructor, 'instructor', 'instructor');
    check(categories, c.category, 'category', 'category');
    if (new Set(c.modules.map((m) => m.slug)).size !== c.modules.length)
      throw refused(`${recordName('camps', c, i)}, modules: two modules have the same slug.`);
    // The studio's rules for a session's dates (decision 0042), so an import never holds one it refuses.
    const starts = Date.parse(c.startsAt);
    const ends = c.endsAt ? Date.parse(c.endsAt) : starts + c.weeks * WEEK_MS;
    if (ends <= starts) throw refused(`${recordName('camps', c, i)}, endsAt: it ends before it starts.`);
    // The studio derives the weeks from the dates; the public pages show the weeks.
    const span = weeksBetween(new Date(starts), new Date(ends));
    if (c.endsAt && c.weeks !== span)
      throw refused(`${recordName('camps', c, i)}, weeks: ${c.weeks} weeks, but its dates span ${span}.`);
    if (c.opensAt && Date.parse(c.opensAt) > starts)
      throw refused(`${recordName('camps', c, i)}, opensAt: enrolment opens after the start.`);
    for (const [mi, m] of c.modules.entries())
      for (const [ai, a] of m.activities.entries()) {
        const due = a.dueAt ? Date.parse(a.dueAt) : null;
        if (due !== null && (due < starts || due > ends))
          throw refused(
            `${recordName('camps', c, i)}, modules.${mi}.activities.${ai}.dueAt: due while the session does not run.`,
          );
        const field = `modules.${mi}.activities.${ai}.lesson`;
        if ((a.kind === 'lesson') !== (a.lesson !== null))
          throw refused(
            `${recordName('camps', c, i)}, ${field}: a lesson activity names a lesson, a task none.`,
          );
        check(lessons, a.lesson, field, 'lesson');
      }
  });
  bundle.articles.forEach((a, i) => {
    const check = need('articles', a, i);
    check(categories, a.category, 'category', 'category');
    check(instructors, a.instructor, 'instructor', 'instructor');
  });
  bundle.outcomes.forEach((o, i) => {
    for (const [c, slug] of o.courses.entries())
      need('outcomes', o, i)(courses, slug, `courses.${c}`, 'course');
  });
  bundle.skills.forEach((s, i) => {
    for (const [c, slug] of s.courses.entries())
      need('skills', s, i)(courses, slug, `courses.${c}`, 'course');
  });
  bundle.collections.forEach((c, i) => {
    const check = need('collections', c, i);
    c.items.forEach((item, n) => {
      if ('course' in item) check(courses, item.course, `items.${n}.course`, 'course');
      else if ('lesson' in item) check(lessons, item.lesson, `items.${n}.lesson`, 'lesson');
      else check(articles, item.article, `items.${n}.article`, 'article');
    });
  });
  bundle.pieces.forEach((p, i) => {
    const check = need('pieces', p, i);
    check(instructors, p.instructor, 'instructor', 'instructor');
    check(categories, p.category, 'category', 'category');
  });
  for (const [i, m] of bundle.media.entries()) need('media', m, i)(lessons, m.lesson, 'lesson', 'lesson');
}

type Clash = {
  table:
    | 'categories'
    | 'subcategories'
    | 'instructors'
    | 'courses'
    | 'slug_redirects'
    | 'lessons'
    | 'camps'
    | 'articles'
    | 'outcomes'
    | 'skills'
    | 'collections'
    | 'ten_minute_pieces';
  column: 'slug' | 'uuid' | 'old_slug';
  /** Only the rows of this kind (slug_redirects holds every kind's old addresses). */
  kind?: SlugRedirectKind;
};

/** Keys looked up per query: well within both databases' bound-parameter limits. */
const CLASH_CHUNK = 1000;

/**
 * A record of the file whose slug or uuid the catalog already has, refused by name before
 * anything is written (the unique indexes would otherwise fail half way through).
 */
export async function checkClashes(tx: Db, bundle: CatalogBundle): Promise<void> {
  const lessonUuids = bundle.courses.flatMap((c) => c.lessons.map((l) => l.uuid));
  const courseSlugs = bundle.courses.map((c) => c.slug);
  const checks: [Clash, CatalogSection, string[]][] = [
    [{ table: 'categories', column: 'slug' }, 'categories', bundle.categories.map((c) => c.slug)],
    [{ table: 'subcategories', column: 'slug' }, 'subcategories', bundle.subcategories.map((s) => s.slug)],
    [{ table: 'instructors', column: 'slug' }, 'instructors', bundle.instructors.map((i) => i.slug)],
    [{ table: 'courses', column: 'slug' }, 'courses', courseSlugs],
    // An old address of a class here answers with a redirect: a new class may not take it.
    [{ table: 'slug_redirects', column: 'old_slug', kind: 'course' }, 'courses', courseSlugs],
    [{ table: 'courses', column: 'uuid' }, 'courses', bundle.courses.map((c) => c.uuid)],
    [{ table: 'lessons', column: 'uuid' }, 'courses', lessonUuids],
    [{ table: 'camps', column: 'slug' }, 'camps', bundle.camps.map((c) => c.slug)],
    [{ table: 'camps', column: 'uuid' }, 'camps', bundle.camps.map((c) => c.uuid)],
    [{ table: 'articles', column: 'slug' }, 'articles', bundle.articles.map((a) => a.slug)],
    [{ table: 'articles', column: 'uuid' }, 'articles', bundle.articles.map((a) => a.uuid)],
    [{ table: 'outcomes', column: 'slug' }, 'outcomes', bundle.outcomes.map((o) => o.slug)],
    [{ table: 'skills', column: 'slug' }, 'skills', bundle.skills.map((s) => s.slug)],
    [{ table: 'collections', column: 'uuid' }, 'collections', bundle.collections.map((c) => c.uuid)],
    [{ table: 'ten_minute_pieces', column: 'slug' }, 'pieces', bundle.pieces.map((p) => p.slug)],
    [{ table: 'ten_minute_pieces', column: 'uuid' }, 'pieces', bundle.pieces.map((p) => p.uuid)],
  ];
  const clash = (section: CatalogSection, what: string) =>
    refused(
      `${CATALOG_SECTIONS[section].label} ${what}: this catalog already has one. Import into a catalog without it.`,
      CATALOG_SECTIONS[section].file,
    );
  // Table and column vary by check: the same query, untyped.
  const untyped = tx as unknown as Kysely<any>;
  for (const [{ table, column, kind }, section, keys] of checks)
    for (let i = 0; i < keys.length; i += CLASH_CHUNK) {
      let query = untyped
        .selectFrom(table)
        .select(`${column} as key`)
        .where(column, 'in', keys.slice(i, i + CLASH_CHUNK));
      if (kind) query = query.where('kind', '=', kind);
      const found: { key: string } | undefined = await query.limit(1).executeTakeFirst();
      if (found) throw clash(section, column === 'uuid' ? found.key : `“${found.key}”`);
    }
  // Collections are unique by kind and slug: a playlist and a program may share a slug.
  const collectionSlugs = bundle.collections.map((c) => c.slug);
  for (let i = 0; i < collectionSlugs.length; i += CLASH_CHUNK) {
    const existing = await tx
      .selectFrom('collections')
      .select(['kind', 'slug'])
      .where('slug', 'in', collectionSlugs.slice(i, i + CLASH_CHUNK))
      .execute();
    const taken = new Set(existing.map((row) => `${row.kind}/${row.slug}`));
    const found = bundle.collections.find((c) => taken.has(`${c.kind}/${c.slug}`));
    if (found) throw clash('collections', `“${found.slug}” (${found.kind})`);
  }
}

const at = (iso: string) => new Date(iso);
type Ids = Map<string, number>;
const id = (ids: Ids, key: string) => ids.get(key)!;
const maybe = (ids: Ids, key: string | null) => (key === null ? null : ids.get(key)!);

/**
 * Writes a checked catalog (parseCatalog) in `tx`, in file order so that an empty database
 * gets the ids the exporting one had. Refuses a record whose slug or uuid the catalog
 * already has. The caller bumps the catalog's content version in the same transaction.
 */
export async function writeCatalog(tx: Db, bundle: CatalogBundle, now: Date): Promise<void> {
  await checkClashes(tx, bundle);
  const categories = await insertRowsReturningIds(
    tx,
    'categories',
    bundle.categories.map(({ slug, name, description, position, hue }) => ({
      slug,
      name,
      description,
      position,
      hue,
    })),
    'slug',
  );
  const subcategories = await insertRowsReturningIds(
    tx,
    'subcategories',
    bundle.subcategories.map((s) => ({
      slug: s.slug,
      category_id: id(categories, s.category),
      name: s.name,
      description: s.description,
      position: s.position,
    })),
    'slug',
  );
  const instructors = await insertRowsReturningIds(
    tx,
    'instructors',
    bundle.instructors.map((i) => ({
      slug: i.slug,
      name: i.name,
      headline: i.headline,
      bio: i.bio,
      hue: i.hue,
      is_featured: i.featured,
    })),
    'slug',
  );
  const courses = await insertRowsReturningIds(
    tx,
    'courses',
    bundle.courses.map((c) => {
      // As a publication counts them (class-publication.ts): the trailer is not a lesson.
      const body = c.lessons.filter((l) => l.role !== 'trailer');
      const seconds = body.reduce((sum, l) => sum + l.durationSeconds, 0);
      return {
        uuid: c.uuid,
        slug: c.slug,
        title: c.title,
        tagline: c.tagline,
        instructor_id: id(instructors, c.instructor),
        category_id: id(categories, c.category),
        status: c.status,
        trending_rank: c.trendingRank,
        lesson_count: body.length,
        duration_minutes: Math.round(seconds / 60),
        hue: c.hue,
        released_at: at(c.releasedAt),
        unpublished_at: c.unpublishedAt ? at(c.unpublishedAt) : null,
        kind: c.kind,
        subcategory_id: maybe(subcategories, c.subcategory),
        description: c.description,
        launch_state: c.launchState,
        skill_level: c.skillLevel,
        is_mature: c.mature,
        rating_tenths: c.rating.tenths,
        ratings_count: c.rating.count,
      };
    }),
    'slug',
  );
  const lessons = await insertRowsReturningIds(
    tx,
    'lessons',
    bundle.courses.flatMap((c) =>
      c.lessons.map((l) => ({
        uuid: l.uuid,
        slug: l.slug,
        number: l.number,
        title: l.title,
        description: l.description,
        section_title: l.chapter,
        duration_seconds: l.durationSeconds,
        role: l.role,
        released_at: at(l.releasedAt),
        course_id: id(courses, c.slug),
      })),
    ),
    'uuid',
  );
  await insertRows(
    tx,
    'course_faqs',
    bundle.courses.flatMap((c) =>
      c.faqs.map((faq, i) => ({ course_id: id(courses, c.slug), position: i + 1, ...faq })),
    ),
  );
  await insertRows(
    tx,
    'related_courses',
    bundle.courses.flatMap((c) =>
      c.related.map((other, i) => ({
        course_id: id(courses, c.slug),
        related_course_id: id(courses, other),
        position: i + 1,
      })),
    ),
  );
  await insertRows(
    tx,
    'student_stories',
    bundle.studentStories.map((s) => ({
      name: s.name,
      location: s.location,
      quote: s.quote,
      course_id: maybe(courses, s.course),
      position: s.position,
    })),
  );
  await writeCamps(tx, bundle, { categories, instructors, lessons });
  await writeLibrary(tx, bundle, { categories, instructors, courses, lessons });
  await insertRows(
    tx,
    'media_assets',
    bundle.media.map((m) => ({
      lesson_id: id(lessons, m.lesson),
      asset_key: m.assetKey,
      status: 'ready' as const,
      progress_percent: 100,
      duration_seconds: m.durationSeconds,
      caption_languages_json: JSON.stringify(m.captionLanguages),
      created_at: now,
      updated_at: now,
    })),
  );
}

async function writeCamps(
  tx: Db,
  bundle: CatalogBundle,
  ids: { categories: Ids; instructors: Ids; lessons: Ids },
) {
  const camps = await insertRowsReturningIds(
    tx,
    'camps',
    bundle.camps.map((c) => ({
      uuid: c.uuid,
      slug: c.slug,
      title: c.title,
      tagline: c.tagline,
      description: c.description,
      instructor_id: id(ids.instructors, c.instructor),
      category_id: id(ids.categories, c.category),
      status: c.status,
      opens_at: c.opensAt ? at(c.opensAt) : null,
      starts_at: at(c.startsAt),
      ends_at: c.endsAt ? at(c.endsAt) : null,
      weeks: c.weeks,
      hue: c.hue,
    })),
    'slug',
  );
  // Module slugs are unique within a session only: one insert per session keeps the ids apart.
  const modules: number[][] = [];
  for (const c of bundle.camps) {
    const moduleIds = await insertRowsReturningIds(
      tx,
      'camp_modules',
      c.modules.map((m, i) => ({
        camp_id: id(camps, c.slug),
        slug: m.slug,
        title: m.title,
        description: m.description,
        position: i + 1,
      })),
      'slug',
    );
    modules.push(c.modules.map((m) => id(moduleIds, m.slug)));
  }
  await insertRows(
    tx,
    'camp_activities',
    bundle.camps.flatMap((c, ci) =>
      c.modules.flatMap((m, mi) =>
        m.activities.map((a, i) => ({
          module_id: modules[ci]![mi]!,
          slug: a.slug,
          title: a.title,
          kind: a.kind,
          description: a.description,
          lesson_id: maybe(ids.lessons, a.lesson),
          due_at: a.dueAt ? at(a.dueAt) : null,
          position: i + 1,
        })),
      ),
    ),
  );
}

async function writeLibrary(
  tx: Db,
  bundle: CatalogBundle,
  ids: { categories: Ids; instructors: Ids; courses: Ids; lessons: Ids },
) {
  const articles = await insertRowsReturningIds(
    tx,
    'articles',
    bundle.articles.map((a) => ({
      uuid: a.uuid,
      slug: a.slug,
      title: a.title,
      summary: a.summary,
      category_id: id(ids.categories, a.category),
      author_name: a.authorName,
      instructor_id: maybe(ids.instructors, a.instructor),
      body_json: JSON.stringify(a.sections),
      read_minutes: a.readMinutes,
      recipe_json: a.recipe ? JSON.stringify(a.recipe) : null,
      rating_tenths: a.rating.tenths,
      ratings_count: a.rating.count,
      hue: a.hue,
      published_at: at(a.publishedAt),
      last_updated_at: at(a.updatedAt),
      unpublished_at: a.unpublishedAt ? at(a.unpublishedAt) : null,
    })),
    'slug',
  );
  const outcomes = await insertRowsReturningIds(
    tx,
    'outcomes',
    bundle.outcomes.map(({ slug, name, description, hue }) => ({ slug, name, description, hue })),
    'slug',
  );
  await insertRows(
    tx,
    'content_outcomes',
    bundle.outcomes.flatMap((o) =>
      o.courses.map((slug, i) => ({
        outcome_id: id(outcomes, o.slug),
        course_id: id(ids.courses, slug),
        position: i + 1,
      })),
    ),
  );
  const skills = await insertRowsReturningIds(
    tx,
    'skills',
    bundle.skills.map((s) => ({
      slug: s.slug,
      name: s.name,
      skill_category_slug: s.categorySlug,
      skill_category_name: s.categoryName,
      description: s.description,
    })),
    'slug',
  );
  await insertRows(
    tx,
    'course_skills',
    bundle.skills.flatMap((s) =>
      s.courses.map((slug) => ({ skill_id: id(skills, s.slug), course_id: id(ids.courses, slug) })),
    ),
  );
  const collections = await insertRowsReturningIds(
    tx,
    'collections',
    bundle.collections.map((c) => ({
      uuid: c.uuid,
      kind: c.kind,
      slug: c.slug,
      title: c.title,
      description: c.description,
      hue: c.hue,
      is_published: c.published,
    })),
    'uuid',
  );
  await insertRows(
    tx,
    'collection_items',
    bundle.collections.flatMap((c) =>
      c.items.map((item, i) => ({
        collection_id: id(collections, c.uuid),
        position: i + 1,
        course_id: 'course' in item ? id(ids.courses, item.course) : null,
        lesson_id: 'lesson' in item ? id(ids.lessons, item.lesson) : null,
        article_id: 'article' in item ? id(articles, item.article) : null,
      })),
    ),
  );
  await insertRows(
    tx,
    'ten_minute_pieces',
    bundle.pieces.map((p) => ({
      uuid: p.uuid,
      slug: p.slug,
      title: p.title,
      description: p.description,
      instructor_id: id(ids.instructors, p.instructor),
      category_id: id(ids.categories, p.category),
      duration_seconds: p.durationSeconds,
      hue: p.hue,
    })),
  );
  await insertRows(
    tx,
    'faq_entries',
    bundle.helpFaq.map((f) => ({
      group_key: f.group,
      position: f.position,
      question: f.question,
      answer: f.answer,
    })),
  );
}
