import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Player } from '~/app/components/player/player';
import type { LessonPage } from '~/features/catalog/courses.service';
import type { PageWatch, PreviewWatch } from '~/features/watch/watch.service';
import { namesInstructor } from '~/shared/content';
import { ERRORS } from '~/shared/error-catalogue';
import { clockDuration, isoDuration, longDate } from '~/shared/format';
import { CONTENT_TEXTS } from '~/shared/spec';
import { PREVIEW_TEXTS } from '~/shared/studio-preview';
import { ContentArt, VIDEO_SIZE } from './course-art';
import { PageJsonLd } from './json-ld';
import { GetNotified } from './notify';
import { Paywall } from './paywall';
import { videoJsonLd } from './structured-data';
import '../ui/badge.css';
import './lesson-view.css';
import '../personal/lesson-tools.css';

const UNIT = { class: 'Lesson', series: 'Episode', documentary: 'Chapter' } as const;
const CONTAINER = { class: 'class', series: 'series', documentary: 'film' } as const;

/**
 * The page of one lesson or episode: where to watch it, what it is, where it sits in the
 * plan. `tools` is the slot beside the video for the viewer's own things (notes, bookmark,
 * My List, share).
 */
export function LessonView({
  page,
  watch,
  startAt = null,
  tools,
}: {
  page: LessonPage;
  /** 'would_play': the studio's preview of a draft, for a viewer who may watch it. */
  watch: PageWatch | PreviewWatch;
  startAt?: number | null;
  tools?: ReactNode;
}) {
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
          <time dateTime={isoDuration(lesson.durationSeconds)}>{clockDuration(lesson.durationSeconds)}</time>
          {/* The class's title in the breadcrumb may name the instructor already. */}
          {namesInstructor(course.title, course.instructor.name) ? null : ` · with ${course.instructor.name}`}
        </p>
      </header>
      <div className="lesson-layout">
        <div className="lesson-main">
          <VideoArea page={page} watch={watch} startAt={startAt} />
          {tools ? (
            <aside className="lesson-tools" aria-label="Your notes and saves">
              {tools}
            </aside>
          ) : null}
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
 * Where the video goes: the player when the viewer may watch it (the watch bundle came
 * with the page), the membership paywall when not, the get-notified button for an episode
 * that is not out yet, and the artwork while a lesson has no stream yet.
 */
function VideoArea({
  page,
  watch,
  startAt,
}: {
  page: LessonPage;
  watch: PageWatch | PreviewWatch;
  startAt: number | null;
}) {
  const { course, lesson } = page;
  const art = (
    <ContentArt slug={course.slug} hue={course.hue} size={VIDEO_SIZE} className="video-art" priority />
  );
  if (!lesson.isReleased) {
    const releaseText = `on ${longDate(lesson.releasedAt)}`;
    return (
      <div className="video-area video-soon">
        {art}
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
  if (watch.state === 'playable') {
    return (
      <div className="video-area">
        <Player key={watch.bundle.contentUuid} bundle={watch.bundle} startAt={startAt} />
      </div>
    );
  }
  if (watch.state === 'locked') {
    return (
      <Paywall art={art} heading={`Watch this ${UNIT[course.kind].toLowerCase()} with a membership`}>
        Members watch all {course.lessonCount} {course.kind === 'series' ? 'episodes' : 'lessons'} of{' '}
        {course.title}, and every other title, on any device.
      </Paywall>
    );
  }
  if (watch.state === 'would_play')
    return (
      <figure className="video-area video-poster">
        {art}
        <figcaption className="video-caption">
          <span className="badge badge-ok">{PREVIEW_TEXTS.wouldPlay}</span> {PREVIEW_TEXTS.playbackOff}
        </figcaption>
      </figure>
    );
  return (
    <figure className="video-area video-poster">
      {art}
      <figcaption className="video-caption">
        {lesson.isFree ? (
          <>
            <span className="badge badge-ok">
              {lesson.role === 'trailer' ? 'Trailer' : 'Free lesson'}
            </span>{' '}
          </>
        ) : null}
        {ERRORS.media_not_ready.message}
      </figcaption>
    </figure>
  );
}
