import { Link } from 'react-router';
import { Artwork } from '~/app/components/artwork';
import type { LessonBookmark } from '~/features/personal/bookmarks.service';
import type { CamelCased } from '~/shared/api-client';
import { clockDuration } from '~/shared/format';
import { PERSONAL_PATHS, PERSONAL_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';
import { EmptyState, RemoveButton, useRemovableList } from './removable-list';
import '../shell/page-shell.css';
import '../ui/card.css';
import '../discovery/discovery-page.css';
import '../progress/progress.css';

export type BookmarkedLesson = CamelCased<LessonBookmark>;

/**
 * The profile's bookmarked lessons, newest first: each opens the lesson (at the bookmarked
 * time, when it has one) and can be removed; none left shows the way to the classes.
 */
export function BookmarkedLessons({ initial }: { initial: BookmarkedLesson[] }) {
  const { items, remove, feedback } = useRemovableList(
    initial,
    (lesson) => personalApi.unbookmark(lesson.uuid),
    PERSONAL_TEXTS.bookmarkRemoved,
  );
  return (
    <section className="page-section" aria-labelledby="bookmarked-lessons-title">
      <h2 id="bookmarked-lessons-title">{PERSONAL_TEXTS.lessonsHeading}</h2>
      {feedback}
      {items.length > 0 ? (
        <ul className="progress-list">
          {items.map((lesson) => (
            <li key={lesson.uuid} className="progress-item">
              <div className="progress-art" aria-hidden="true">
                <Artwork kind="course" slug={lesson.course.slug} alt="" width={160} height={100} />
              </div>
              <div className="progress-body bookmarked-lesson">
                <p className="eyebrow">{lesson.course.title}</p>
                <h3 className="course-title">
                  <Link
                    to={
                      lesson.timestampSeconds === null
                        ? lesson.path
                        : PERSONAL_PATHS.atTime(lesson.path, lesson.timestampSeconds)
                    }
                  >
                    {PERSONAL_TEXTS.lessonNumber(lesson.number)}: {lesson.title}
                  </Link>
                </h3>
                {lesson.timestampSeconds === null ? null : (
                  <p className="course-meta">
                    {PERSONAL_TEXTS.bookmarkedAt(clockDuration(lesson.timestampSeconds))}
                  </p>
                )}
                <RemoveButton
                  label={PERSONAL_TEXTS.removeBookmark}
                  title={lesson.title}
                  onClick={() => remove(lesson)}
                />
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          message={PERSONAL_TEXTS.noLessonBookmarks}
          to="/categories"
          label={PERSONAL_TEXTS.browseClasses}
        />
      )}
    </section>
  );
}
