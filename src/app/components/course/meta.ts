import type { MetaDescriptor } from 'react-router';
import { seoMeta } from '~/app/lib/seo';
import { artworkPath } from '~/features/artwork/artwork-kinds';
import { titleWithInstructor } from '~/shared/content';
import { metaDescription } from '~/shared/format';

type Matches = Parameters<typeof seoMeta>[0];

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
  return seoMeta(
    matches,
    data
      ? {
          title: titleWithInstructor(data.course.title, data.course.instructor.name),
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
  return seoMeta(
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
