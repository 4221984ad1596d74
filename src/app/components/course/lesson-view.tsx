import { Link, useLocation } from 'react-router';
import { MembershipCta, useViewer } from '~/app/components/membership-cta';
import { loginHref } from '~/app/lib/auth-links';
import type { LessonPage } from '~/features/catalog/courses.service';
import { clockDuration, isoDuration } from '~/shared/content';
import { CONTENT_TEXTS } from '~/shared/spec';
import { ContentArt, VIDEO_SIZE } from './course-art';
import { longDate } from './format';
import { PageJsonLd } from './json-ld';
import { GetNotified } from './notify';
import { videoJsonLd } from './structured-data';

const UNIT = { class: 'Lesson', series: 'Episode', documentary: 'Chapter' } as const;
const CONTAINER = { class: 'class', series: 'series', documentary: 'film' } as const;

/** The page of one lesson or episode: where to watch it, what it is, where it sits in the plan. */
export function LessonView({ page }: { page: LessonPage }) {
  const { course, lesson, lessons, previous, next } = page;
  const unit = UNIT[course.kind];
  const label = lesson.role === 'trailer' ? 'Trailer' : `${unit} ${lesson.number}`;
  return (
    <div className="lesson-page">
      <header className="lesson-header">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <Link to={course.path}>{course.title}</Link>
            </li>
            <li aria-current="page">{label}</li>
          </ol>
        </nav>
        <h1>{lesson.title}</h1>
        <p className="lesson-meta">
          {label} ·{' '}
          <time dateTime={isoDuration(lesson.durationSeconds)}>{clockDuration(lesson.durationSeconds)}</time>{' '}
          · with {course.instructor.name}
        </p>
      </header>
      <div className="lesson-layout">
        <div className="lesson-main">
          <VideoArea page={page} />
          <section className="lesson-about" aria-labelledby="lesson-about-title">
            <h2 id="lesson-about-title">About this {unit.toLowerCase()}</h2>
            <p>{lesson.description}</p>
            <p className="lesson-instructor">
              <strong>{course.instructor.name}</strong>, {course.instructor.headline}
            </p>
          </section>
          <nav className="prev-next" aria-label={`Previous and next ${unit.toLowerCase()}`}>
            {previous ? (
              <Link to={previous.path} rel="prev" className="prev-next-link">
                <span className="prev-next-label">
                  <span aria-hidden="true">← </span>Previous
                </span>
                <span className="prev-next-title">{previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {next ? (
              <Link to={next.path} rel="next" className="prev-next-link prev-next-next">
                <span className="prev-next-label">
                  Next<span aria-hidden="true"> →</span>
                </span>
                <span className="prev-next-title">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        </div>
        <aside className="lesson-list" aria-labelledby="lesson-list-title">
          <h2 id="lesson-list-title">
            {course.kind === 'series' ? 'Episodes' : `${unit}s`} in this {CONTAINER[course.kind]}
          </h2>
          <ol>
            {lessons.map((item) => {
              const current = item.uuid === lesson.uuid;
              return (
                <li key={item.uuid} className={current ? 'is-current' : undefined}>
                  <Link to={item.path} aria-current={current ? 'page' : undefined}>
                    <span className="lesson-list-number">{item.role === 'trailer' ? '▶' : item.number}</span>
                    <span className="lesson-list-title">{item.title}</span>
                    <span className="lesson-list-meta">
                      {item.isReleased ? clockDuration(item.durationSeconds) : CONTENT_TEXTS.comingSoon}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ol>
        </aside>
      </div>
      <PageJsonLd build={(site) => videoJsonLd(course, lesson, site)} />
    </div>
  );
}

/**
 * Where the video goes (the player comes with playback): a poster for what is free to
 * watch, the membership paywall for the rest, the get-notified button for an episode
 * that is not out yet.
 */
function VideoArea({ page }: { page: LessonPage }) {
  const { course, lesson } = page;
  const viewer = useViewer();
  const location = useLocation();
  if (!lesson.isReleased) {
    const releaseText = `on ${longDate(lesson.releasedAt)}`;
    return (
      <div className="video-area video-soon">
        <ContentArt slug={course.slug} hue={course.hue} size={VIDEO_SIZE} className="video-art" priority />
        <div className="video-overlay">
          <p className="video-state">
            <span className="badge">{CONTENT_TEXTS.comingSoon}</span>{' '}
            <time dateTime={lesson.releasedAt}>{longDate(lesson.releasedAt)}</time>
          </p>
          <GetNotified uuid={lesson.uuid} title={lesson.title} releaseText={releaseText} />
        </div>
      </div>
    );
  }
  if (lesson.isFree || viewer.member) {
    return (
      <figure className="video-area video-poster">
        <ContentArt slug={course.slug} hue={course.hue} size={VIDEO_SIZE} className="video-art" priority>
          <span className="play-mark play-mark-large">▶</span>
        </ContentArt>
        <figcaption className="video-caption">
          <span className="badge badge-ok">{lesson.role === 'trailer' ? 'Trailer' : 'Free lesson'}</span>{' '}
          {lesson.title}
        </figcaption>
      </figure>
    );
  }
  return (
    <section className="video-area paywall" aria-labelledby="paywall-title">
      <ContentArt slug={course.slug} hue={course.hue} size={VIDEO_SIZE} className="video-art" priority />
      <div className="video-overlay">
        <h2 id="paywall-title" className="paywall-title">
          Watch this {UNIT[course.kind].toLowerCase()} with a membership
        </h2>
        <p>
          Members watch all {course.lessonCount} {course.kind === 'series' ? 'episodes' : 'lessons'} of{' '}
          {course.title}, and every other title, on any device.
        </p>
        <MembershipCta />
        {viewer.signedIn ? null : (
          <p className="paywall-login">
            Already a member? <Link to={loginHref(`${location.pathname}${location.search}`)}>Log in</Link>
          </p>
        )}
      </div>
    </section>
  );
}
