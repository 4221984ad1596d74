import type { ArticleSection } from '~/features/catalog/catalog.table';
import type { Db } from '~/server/db/database';
import { campPath, coursePath, lessonPath } from '~/shared/content';
import { longDate, plural } from '~/shared/format';
import * as repo from './search.repository';
import type { ArtworkRef, SearchDocument } from './search.types';

/** Where a search for a name goes when the instructor has no class yet. */
export function searchPath(query: string): string {
  return `/library-search?q=${encodeURIComponent(query)}`;
}

/** The generated artwork of a piece of content (route /art/:kind/:slug.svg). */
export const artwork = {
  course: (slug: string, hue: number): ArtworkRef => ({ kind: 'course', slug, hue }),
  instructor: (slug: string, hue: number): ArtworkRef => ({ kind: 'instructor', slug, hue }),
  article: (slug: string, hue: number): ArtworkRef => ({ kind: 'article', slug, hue }),
  camp: (slug: string, hue: number): ArtworkRef => ({ kind: 'camp', slug, hue }),
};

/** Trending rank 1 → 1, rank 10 → 0.1, not trending → 0. */
function popularity(trendingRank: number | null): number {
  return trendingRank && trendingRank > 0 ? Math.max(0, (11 - trendingRank) / 10) : 0;
}

function articleText(body: unknown): string {
  const sections = (typeof body === 'string' ? JSON.parse(body) : body) as ArticleSection[] | null;
  if (!Array.isArray(sections)) return '';
  return sections.map((s) => [s.heading, ...(s.paragraphs ?? [])].join('\n')).join('\n');
}

/** Every searchable document of the catalog, read in six queries. */
export async function loadSearchDocuments(db: Db): Promise<SearchDocument[]> {
  const [courses, lessons, instructors, articles, camps, campModules] = await Promise.all([
    repo.listCourses(db),
    repo.listLessons(db),
    repo.listInstructors(db),
    repo.listArticles(db),
    repo.listCamps(db),
    repo.listCampModules(db),
  ]);
  const docs: SearchDocument[] = [];

  // An instructor's card opens their first class: the earliest one out, else the earliest announced.
  const firstCourse = new Map<number, (typeof courses)[number]>();
  for (const course of courses) {
    const known = firstCourse.get(course.instructor_id);
    const better =
      !known ||
      (course.status === 'available' && known.status !== 'available') ||
      (course.status === known.status && course.released_at < known.released_at);
    if (better) firstCourse.set(course.instructor_id, course);
  }

  for (const c of courses) {
    docs.push({
      id: `${c.kind}:${c.id}`,
      type: c.kind,
      title: c.title,
      instructor: c.instructor_name,
      summary: c.tagline,
      body: c.description,
      url: coursePath(c.kind, c.slug),
      artwork: artwork.course(c.slug, c.hue),
      category: { slug: c.category_slug, name: c.category_name },
      context: c.instructor_name,
      popularity: popularity(c.trending_rank),
      comingSoon: c.status === 'coming_soon',
      releasedAt: c.released_at.toISOString(),
    });
  }
  for (const l of lessons) {
    const noun = l.course_kind === 'series' ? 'Episode' : 'Lesson';
    docs.push({
      id: `lesson:${l.id}`,
      type: 'lesson',
      title: l.title,
      instructor: null,
      summary: '',
      body: l.description,
      url: lessonPath(l.course_kind, l.course_slug, l.slug),
      artwork: artwork.course(l.course_slug, l.course_hue),
      category: { slug: l.category_slug, name: l.category_name },
      context: `${noun} ${l.number} · ${l.course_title}`,
      popularity: 0,
      comingSoon: l.course_status === 'coming_soon',
      releasedAt: l.released_at.toISOString(),
    });
  }
  for (const i of instructors) {
    const course = firstCourse.get(i.id);
    docs.push({
      id: `instructor:${i.id}`,
      type: 'instructor',
      title: i.name,
      instructor: null,
      summary: i.headline,
      body: i.bio,
      url: course ? coursePath(course.kind, course.slug) : searchPath(i.name),
      artwork: artwork.instructor(i.slug, i.hue),
      category: course ? { slug: course.category_slug, name: course.category_name } : null,
      context: i.headline,
      popularity: 0,
      comingSoon: false,
      releasedAt: null,
    });
  }
  for (const a of articles) {
    docs.push({
      id: `article:${a.id}`,
      type: 'article',
      title: a.title,
      instructor: a.author_name,
      summary: a.summary,
      body: articleText(a.body_json),
      url: `/articles/${encodeURIComponent(a.slug)}`,
      artwork: artwork.article(a.slug, a.hue),
      category: { slug: a.category_slug, name: a.category_name },
      context: `By ${a.author_name}`,
      popularity: 0,
      comingSoon: false,
      releasedAt: null,
    });
  }
  const moduleTitles = new Map<number, string[]>();
  for (const m of campModules) moduleTitles.set(m.camp_id, [...(moduleTitles.get(m.camp_id) ?? []), m.title]);
  for (const s of camps) {
    docs.push({
      id: `session:${s.id}`,
      type: 'session',
      title: s.title,
      instructor: s.instructor_name,
      summary: s.tagline,
      // Its modules' titles after the description: a search for what it teaches finds it.
      body: [s.description, ...(moduleTitles.get(s.id) ?? [])].join('\n'),
      url: campPath(s.slug),
      artwork: artwork.camp(s.slug, s.hue),
      category: { slug: s.category_slug, name: s.category_name },
      // Said the same way before and after it starts, so the index needs no rebuild on the day.
      context: `${s.instructor_name} · ${plural(s.weeks, 'week')} from ${longDate(s.starts_at)}`,
      popularity: 0,
      // Coming soon is its status (a waitlist), not its start: an open session taking
      // enrolments before it starts is not "coming soon".
      comingSoon: s.status === 'coming_soon',
      releasedAt: null,
    });
  }
  return docs;
}
