import { artworkPath } from '~/features/artwork/artwork-kinds';
import type { CampPage, CampSummary } from '~/features/catalog/camps.service';
import type { CourseDetail, CoursePage, Lesson } from '~/features/catalog/courses.service';
import { SKILL_LEVELS } from '~/shared/content';
import { isoDuration } from '~/shared/format';

/** schema.org data of the content pages (the JsonLd component adds @context). */

type Site = { origin: string; productName: string };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

function provider(site: Site) {
  return { '@type': 'Organization', name: site.productName, url: site.origin || undefined };
}

function rating(course: CourseDetail) {
  return course.rating !== null && course.ratingsCount > 0
    ? {
        '@type': 'AggregateRating',
        ratingValue: course.rating,
        ratingCount: course.ratingsCount,
        bestRating: 5,
      }
    : undefined;
}

function person(instructor: { name: string; headline?: string }) {
  return { '@type': 'Person', name: instructor.name, description: instructor.headline };
}

/** A class or a series: Course, with its lessons as the syllabus. */
export function courseJsonLd(page: CoursePage, site: Site): Record<string, unknown> {
  const { course } = page;
  return {
    '@type': 'Course',
    name: course.title,
    description: course.tagline,
    url: `${site.origin}${course.path}`,
    image: `${site.origin}${artworkPath('course', course.slug)}`,
    provider: provider(site),
    instructor: person(course.instructor),
    inLanguage: 'en',
    educationalLevel: SKILL_LEVELS[course.skillLevel],
    timeRequired: isoDuration(course.durationSeconds),
    aggregateRating: rating(course),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: isoDuration(course.durationSeconds),
    },
    syllabusSections: page.lessons.map((lesson) => ({
      '@type': 'Syllabus',
      name: lesson.title,
      description: lesson.description,
      timeRequired: isoDuration(lesson.durationSeconds),
    })),
  };
}

/** A documentary: a Movie of the Documentary genre. */
export function documentaryJsonLd(page: CoursePage, site: Site): Record<string, unknown> {
  const { course } = page;
  return {
    '@type': 'Movie',
    name: course.title,
    description: course.tagline,
    genre: 'Documentary',
    url: `${site.origin}${course.path}`,
    image: `${site.origin}${artworkPath('course', course.slug)}`,
    director: person(course.instructor),
    duration: isoDuration(course.durationSeconds),
    dateCreated: course.releasedAt,
    productionCompany: provider(site),
    aggregateRating: rating(course),
  };
}

/** A lesson or an episode: VideoObject, free or behind the membership. */
export function videoJsonLd(course: CourseDetail, lesson: Lesson, site: Site): Record<string, unknown> {
  return {
    '@type': 'VideoObject',
    name: lesson.title,
    description: lesson.description || course.tagline,
    thumbnailUrl: [`${site.origin}${artworkPath('course', course.slug)}`],
    uploadDate: lesson.releasedAt,
    duration: isoDuration(lesson.durationSeconds),
    url: `${site.origin}${lesson.path}`,
    isAccessibleForFree: lesson.isFree,
    creator: person(course.instructor),
    publisher: provider(site),
    isPartOf: {
      '@type': course.kind === 'documentary' ? 'Movie' : 'Course',
      name: course.title,
      url: `${site.origin}${course.path}`,
    },
  };
}

/** A session: a Course with one dated, online CourseInstance. */
export function campJsonLd(page: CampPage, site: Site): Record<string, unknown> {
  const { camp } = page;
  const start = new Date(camp.startsAt);
  return {
    '@type': 'Course',
    name: camp.title,
    description: camp.tagline,
    url: `${site.origin}${camp.path}`,
    image: `${site.origin}${artworkPath('camp', camp.slug)}`,
    provider: provider(site),
    instructor: person(camp.instructor),
    syllabusSections: page.modules.map((m) => ({
      '@type': 'Syllabus',
      name: m.title,
      description: m.description,
    })),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'online',
      startDate: camp.startsAt,
      endDate: new Date(start.getTime() + camp.weeks * WEEK_MS).toISOString(),
      instructor: person(camp.instructor),
      courseSchedule: {
        '@type': 'Schedule',
        repeatFrequency: 'P1W',
        repeatCount: camp.weeks,
        startDate: camp.startsAt,
      },
    },
  };
}

/** /sessions: the list of sessions. */
export function campListJsonLd(camps: CampSummary[], site: Site): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    itemListElement: camps.map((camp, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      url: `${site.origin}${camp.path}`,
      name: camp.title,
    })),
  };
}
