import { Link } from 'react-router';
import type { CourseDetail, CoursePage, Lesson } from '~/features/catalog/courses.service';
import { SKILL_LEVELS } from '~/shared/content';
import { clockDuration, isoDuration, plural, spokenDuration } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import { ContentArt, VIDEO_SIZE } from './course-art';
import '../ui/button.css';
import './course.css';

/** The trailer as a poster with a 'Watch trailer' button (the player comes with playback). */
export function TrailerBlock({ course, trailer }: { course: CourseDetail; trailer: Lesson }) {
  return (
    <section className="content-section trailer" aria-labelledby="trailer-title">
      <h2 id="trailer-title">Trailer</h2>
      <div className="poster">
        <ContentArt slug={course.slug} hue={course.hue} size={VIDEO_SIZE} className="poster-art" />
        <Link to={trailer.path} className="button button-primary poster-play">
          <span aria-hidden="true">▶</span> {CONTENT_TEXTS.watchTrailer}
        </Link>
      </div>
      <p className="poster-meta">
        {course.title}: trailer ·{' '}
        <time dateTime={isoDuration(trailer.durationSeconds)}>{clockDuration(trailer.durationSeconds)}</time>
      </p>
    </section>
  );
}

/** The free sample lesson. */
export function SampleLesson({ course, sample }: { course: CourseDetail; sample: Lesson }) {
  return (
    <section className="content-section sample" aria-labelledby="sample-title">
      <h2 id="sample-title">Watch a free lesson</h2>
      <Link to={sample.path} className="sample-card">
        <ContentArt slug={course.slug} hue={course.hue} size={VIDEO_SIZE} className="sample-art">
          <span className="play-mark">▶</span>
        </ContentArt>
        <span className="sample-copy">
          <span className="sample-title">{sample.title}</span>
          <span className="sample-meta">
            {course.kind === 'series' ? 'Episode' : 'Lesson'} {sample.number} ·{' '}
            {spokenDuration(sample.durationSeconds)} · Free
          </span>
          <span className="sample-description">{sample.description}</span>
        </span>
      </Link>
    </section>
  );
}

const UNIT = {
  class: { one: 'lesson', label: 'Lessons', title: 'Class info' },
  series: { one: 'episode', label: 'Episodes', title: 'Series info' },
  documentary: { one: 'chapter', label: 'Chapters', title: 'About the film' },
} as const;

/** Lessons count, total duration, skill level and rating. */
export function CourseInfo({ course }: { course: CourseDetail }) {
  return (
    <section className="content-section course-info" aria-labelledby="info-title">
      <h2 id="info-title">{UNIT[course.kind].title}</h2>
      <p className="course-description">{course.description || course.tagline}</p>
      <dl className="facts">
        <div>
          <dt>{UNIT[course.kind].label}</dt>
          <dd>{plural(course.lessonCount, UNIT[course.kind].one)}</dd>
        </div>
        <div>
          <dt>Total duration</dt>
          <dd>{spokenDuration(course.durationSeconds)}</dd>
        </div>
        <div>
          <dt>Skill level</dt>
          <dd>{SKILL_LEVELS[course.skillLevel]}</dd>
        </div>
        <div>
          <dt>Rating</dt>
          <dd>
            {course.rating !== null ? (
              <>
                <span aria-hidden="true">★ </span>
                {course.rating.toFixed(1)} of 5{' '}
                <span className="facts-note">({plural(course.ratingsCount, 'rating')})</span>
              </>
            ) : (
              'Not rated yet'
            )}
          </dd>
        </div>
      </dl>
      <div className="instructor-note">
        <h3>About {course.instructor.name}</h3>
        <p>{course.instructor.bio}</p>
      </div>
    </section>
  );
}

/** Questions as native disclosures: keyboard and screen readers work without script. */
export function CourseFaq({ faqs }: { faqs: CoursePage['faqs'] }) {
  if (faqs.length === 0) return null;
  return (
    <section className="content-section faq" aria-labelledby="faq-title">
      <h2 id="faq-title">Frequently asked questions</h2>
      <div className="faq-list">
        {faqs.map((faq) => (
          <details key={faq.id} className="faq-item">
            <summary>{faq.question}</summary>
            <p>{faq.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
