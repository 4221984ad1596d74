import { Link } from 'react-router';
import { Artwork } from '~/app/components/artwork';
import type { CourseCard as Course } from '~/features/catalog/catalog.service';
import { coursePath } from '~/shared/content';

// One formatter for every card: building one per call costs ~80x more (bench profile).
const RELEASE_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours}h ${rest}m` : `${rest}m`;
}

/** Generated artwork: a gradient from the class's hue, so nothing is fetched. */
export function artStyle(hue: number): React.CSSProperties {
  return {
    backgroundImage: `radial-gradient(circle at 30% 20%, hsl(${hue} 70% 62%), transparent 60%), linear-gradient(135deg, hsl(${hue} 55% 30%), hsl(${(hue + 40) % 360} 45% 14%))`,
  };
}

export function CourseCard({ course, rank }: { course: Course; rank?: number }) {
  const comingSoon = course.status === 'coming_soon';
  return (
    <article className="course-card">
      <Link to={coursePath(course.kind, course.slug)} className="course-link">
        <div className="course-art" aria-hidden="true">
          {/* The artwork names the instructor; the title follows as text, so it is decorative. */}
          <Artwork kind="course" slug={course.slug} alt="" width={400} height={250} hue={course.hue} />
          {rank ? <span className="course-rank">{rank}</span> : null}
        </div>
        <h3 className="course-title">{course.title}</h3>
      </Link>
      <p className="course-meta">
        {comingSoon ? (
          <>
            Coming{' '}
            <time dateTime={course.releasedAt}>{RELEASE_DATE.format(new Date(course.releasedAt))}</time>
          </>
        ) : (
          `${course.lessonCount} lessons · ${formatDuration(course.durationMinutes)}`
        )}
      </p>
    </article>
  );
}
