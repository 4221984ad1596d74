import { Link } from 'react-router';
import { Artwork } from '~/app/components/artwork';
import type { ContinueWatchingItem } from '~/features/progress/progress.service';
import { spokenDuration } from '~/shared/format';
import { ProgressBar } from './progress-bar';
import '../shell/page-shell.css';
import '../ui/card.css';
import '../ui/carousel.css';

/** A lesson card laid out like the class cards, with how much of it was watched. */
function LessonCard({ item }: { item: ContinueWatchingItem }) {
  const left = Math.max(0, item.durationSeconds - item.positionSeconds);
  return (
    <article className="course-card">
      <Link to={item.lesson.path} className="course-link">
        <div className="course-art" aria-hidden="true">
          <Artwork
            kind="course"
            slug={item.course.slug}
            alt=""
            width={400}
            height={250}
            hue={item.course.hue}
          />
        </div>
        <h3 className="course-title">{item.lesson.title}</h3>
      </Link>
      <p className="course-meta">{`${item.course.title} · Lesson ${item.lesson.number}`}</p>
      <ProgressBar
        value={item.percent}
        max={100}
        label={`${item.percent}% watched, ${spokenDuration(left)} left`}
      />
    </article>
  );
}

/** The member home's 'Continue watching' row: lessons the current profile started, latest first. */
export function ContinueWatching({ items }: { items: ContinueWatchingItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className="carousel" aria-labelledby="continue-watching">
      <div className="carousel-head">
        <h2 id="continue-watching" className="carousel-title">
          Continue watching
        </h2>
        <Link to="/my-progress" className="text-link">
          My progress
        </Link>
      </div>
      <ul className="card-row">
        {items.map((item) => (
          <li key={item.lesson.uuid}>
            <LessonCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
