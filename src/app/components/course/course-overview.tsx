import type { CoursePage } from '~/features/catalog/courses.service';
import { CONTENT_TEXTS } from '~/shared/spec';
import { CourseHero } from './course-hero';
import { CourseFaq, CourseInfo, SampleLesson, TrailerBlock } from './course-sections';
import { PageJsonLd } from './json-ld';
import { LessonPlan } from './lesson-plan';
import { RelatedTitles } from './related-titles';
import { courseJsonLd, documentaryJsonLd } from './structured-data';
import './course.css';

const RELATED_HEADING = {
  class: 'Related classes',
  series: 'More to watch',
  documentary: 'More to watch',
} as const;

/** The page of a class, a series or a documentary (product.md 2.2). */
export function CourseOverview({ page }: { page: CoursePage }) {
  const { course, trailer, sample } = page;
  const badge =
    course.kind === 'series' && course.launchState ? CONTENT_TEXTS.cadence[course.launchState] : undefined;
  return (
    <div className={`content-page content-${course.kind}`}>
      <CourseHero course={course} trailer={trailer} badge={badge} />
      <div className="content-body">
        {trailer ? <TrailerBlock course={course} trailer={trailer} /> : null}
        {sample ? <SampleLesson course={course} sample={sample} /> : null}
        <CourseInfo course={course} />
        <LessonPlan course={course} lessons={page.lessons} sections={page.sections} />
        <CourseFaq faqs={page.faqs} />
        <RelatedTitles titles={page.related} heading={RELATED_HEADING[course.kind]} />
      </div>
      <PageJsonLd
        build={(site) =>
          course.kind === 'documentary' ? documentaryJsonLd(page, site) : courseJsonLd(page, site)
        }
      />
    </div>
  );
}
