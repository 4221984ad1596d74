import type { MetaDescriptor } from 'react-router';
import { seoMeta } from '~/app/lib/seo';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import { statusName } from '~/shared/error-catalogue';
import { metaDescription } from './format';

type Matches = Parameters<typeof seoMeta>[0];

/**
 * The meta of a content page; when its loader found nothing (the not-found page renders),
 * just a title saying so.
 */
export function contentMeta(matches: Matches, page: Parameters<typeof seoMeta>[1] | null): MetaDescriptor[] {
  if (page) return seoMeta(matches, page);
  const root = matches.find((m) => m?.id === 'root')?.data as { site?: { productName?: string } } | undefined;
  return [{ title: `${statusName(404)} | ${root?.site?.productName ?? 'Atelier'}` }];
}

type CourseSummary = {
  title: string;
  tagline: string;
  description: string;
  path: string;
  slug: string;
  instructor: { name: string };
};

/** The meta tags of a class, series or documentary overview page. */
export function courseMeta(matches: Matches, data: { course: CourseSummary } | undefined): MetaDescriptor[] {
  return contentMeta(
    matches,
    data
      ? {
          title: `${data.course.title} with ${data.course.instructor.name}`,
          description: metaDescription(data.course.tagline, data.course.description),
          path: data.course.path,
          image: artworkPath('course', data.course.slug),
        }
      : null,
  );
}

/** The meta tags of a lesson or episode page. */
export function lessonMeta(
  matches: Matches,
  data:
    | {
        course: Pick<CourseSummary, 'title' | 'tagline' | 'slug'>;
        lesson: { title: string; description: string; path: string };
      }
    | undefined,
): MetaDescriptor[] {
  return contentMeta(
    matches,
    data
      ? {
          title: `${data.lesson.title} | ${data.course.title}`,
          description: metaDescription(data.lesson.description, data.course.tagline),
          path: data.lesson.path,
          image: artworkPath('course', data.course.slug),
          type: 'video.other',
        }
      : null,
  );
}
