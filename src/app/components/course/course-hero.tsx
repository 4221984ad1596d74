import { Link } from 'react-router';
import { MembershipCta } from '~/app/components/membership-cta';
import type { CourseDetail, Lesson } from '~/features/catalog/courses.service';
import { longDate } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import { ContentArt } from './course-art';
import '../shell/page-shell.css';
import '../ui/button.css';
import '../ui/hero.css';
import '../ui/card.css';
import '../ui/badge.css';
import './course.css';

/** Hero of a class, series or documentary: artwork, title, instructor, call to action. */
export function CourseHero({
  course,
  trailer,
  badge,
}: {
  course: CourseDetail;
  trailer: Lesson | null;
  /** A state label above the title (a series' cadence). */
  badge?: string;
}) {
  const comingSoon = course.status === 'coming_soon';
  return (
    <section className="course-hero" aria-labelledby="course-title">
      <ContentArt slug={course.slug} hue={course.hue} className="course-hero-art" priority />
      <div className="course-hero-copy">
        <p className="eyebrow">
          {course.category.name}
          {course.subcategory ? ` · ${course.subcategory.name}` : ''}
        </p>
        {badge ? <p className="badge content-badge">{badge}</p> : null}
        <h1 id="course-title">{course.title}</h1>
        <p className="course-hero-instructor">
          <span className="visually-hidden">Taught by </span>
          <strong>{course.instructor.name}</strong>
          <span className="course-hero-headline"> · {course.instructor.headline}</span>
        </p>
        <p className="hero-lede">{course.tagline}</p>
        {comingSoon ? (
          <p className="course-release">
            {CONTENT_TEXTS.comingSoon}:{' '}
            <time dateTime={course.releasedAt}>{longDate(course.releasedAt)}</time>
          </p>
        ) : null}
        <div className="hero-actions">
          <MembershipCta large />
          {trailer ? (
            <Link to={trailer.path} className="button button-ghost button-large">
              <span aria-hidden="true">▶</span> {CONTENT_TEXTS.watchTrailer}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
