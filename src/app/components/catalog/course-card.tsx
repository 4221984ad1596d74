import { Link } from 'react-router';
import { Artwork } from '~/app/components/artwork';
import type { CardView } from '~/features/catalog/catalog.service';
import { type ContentKind, coursePath } from '~/shared/content';
import { longDate, plural, spokenDuration } from '~/shared/format';
import '../ui/card.css';

/** A title's length on its card: '12 lessons · 2 hr 3 min', '8 episodes · 1 hr 23 min'. */
export function lengthText(title: {
  kind: ContentKind;
  lessonCount: number;
  durationMinutes: number;
}): string {
  return `${plural(title.lessonCount, title.kind === 'series' ? 'episode' : 'lesson')} · ${spokenDuration(title.durationMinutes * 60)}`;
}

/** Generated artwork: a gradient from the class's hue, so nothing is fetched. */
export function artStyle(hue: number): React.CSSProperties {
  return {
    backgroundImage: `radial-gradient(circle at 30% 20%, hsl(${hue} 70% 62%), transparent 60%), linear-gradient(135deg, hsl(${hue} 55% 30%), hsl(${(hue + 40) % 360} 45% 14%))`,
  };
}

export function CourseCard({ course, rank }: { course: CardView; rank?: number }) {
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
            Coming <time dateTime={course.releasedAt}>{longDate(course.releasedAt)}</time>
          </>
        ) : (
          lengthText(course)
        )}
      </p>
    </article>
  );
}
