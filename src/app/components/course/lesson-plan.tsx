import { Link } from 'react-router';
import type { CourseDetail, CoursePage, Lesson } from '~/features/catalog/courses.service';
import { clockDuration, isoDuration, longDate } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import '../shell/page-shell.css';
import '../ui/badge.css';
import './course.css';

const TITLES = { class: 'Lesson plan', series: 'Episodes', documentary: 'Chapters' } as const;

/**
 * The lesson plan, or the chapter plan grouped by section when the class has sections;
 * for a series, its episodes, released or coming soon.
 */
export function LessonPlan({
  course,
  lessons,
  sections,
}: {
  course: CourseDetail;
  lessons: Lesson[];
  sections: CoursePage['sections'];
}) {
  if (lessons.length === 0) return null;
  const grouped = course.kind === 'class' && sections;
  return (
    <section className="content-section lesson-plan" aria-labelledby="plan-title">
      <h2 id="plan-title">{grouped ? 'Chapter plan' : TITLES[course.kind]}</h2>
      {grouped ? (
        sections.map((section) => (
          <div key={section.lessons[0]?.uuid} className="plan-section">
            <h3>{section.title}</h3>
            <PlanList lessons={section.lessons} />
          </div>
        ))
      ) : (
        <PlanList lessons={lessons} />
      )}
    </section>
  );
}

function PlanList({ lessons }: { lessons: Lesson[] }) {
  return (
    <ol className="plan-list">
      {lessons.map((lesson) => (
        <li key={lesson.uuid} className={lesson.isReleased ? 'plan-item' : 'plan-item plan-item-soon'}>
          <span className="plan-number" aria-hidden="true">
            {lesson.number}
          </span>
          <div className="plan-copy">
            <Link to={lesson.path} className="plan-title">
              <span className="visually-hidden">{lesson.number}. </span>
              {lesson.title}
            </Link>
            <p className="plan-meta">
              {lesson.isReleased ? (
                <>
                  <time dateTime={isoDuration(lesson.durationSeconds)}>
                    {clockDuration(lesson.durationSeconds)}
                  </time>
                  {lesson.isFree ? <span className="badge badge-ok">Free</span> : null}
                </>
              ) : (
                <>
                  <span className="badge">{CONTENT_TEXTS.comingSoon}</span>{' '}
                  <time dateTime={lesson.releasedAt}>{longDate(lesson.releasedAt)}</time>
                </>
              )}
            </p>
            <p className="plan-description">{lesson.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
