import { Link } from 'react-router';
import { CourseCard } from '~/app/components/catalog/course-card';
import type { CardView as Course } from '~/features/catalog/catalog.service';
import '../shell/page-shell.css';
import '../ui/card.css';
import '../ui/carousel.css';

/**
 * A titled row of class cards that scrolls sideways. The heading's id is the anchor of the
 * row (/categories/baking#breads jumps here), so it must be unique on the page.
 */
export function CourseCarousel({
  id,
  title,
  description,
  courses,
  more,
  empty,
  level = 2,
}: {
  id: string;
  /** The heading level: 3 inside a titled section. */
  level?: 2 | 3;
  title: string;
  description?: string;
  courses: Course[];
  more?: { to: string; label: string };
  empty?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="carousel" aria-labelledby={id}>
      <div className="carousel-head">
        <Heading id={id} className="carousel-title">
          {title}
        </Heading>
        {more ? (
          <Link to={more.to} className="text-link">
            {more.label}
          </Link>
        ) : null}
      </div>
      {description ? <p className="carousel-description">{description}</p> : null}
      {courses.length > 0 ? (
        <ul className="card-row">
          {courses.map((course) => (
            <li key={course.uuid}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{empty ?? 'New classes are on their way.'}</p>
      )}
    </section>
  );
}

/** A wrapping grid of class cards, for pages that list every class of something. */
export function CourseGrid({ courses, label }: { courses: Course[]; label: string }) {
  return (
    <ul className="card-grid card-list" aria-label={label}>
      {courses.map((course) => (
        <li key={course.uuid}>
          <CourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
