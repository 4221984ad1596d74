import { Link } from 'react-router';
import { STUDIO_PATHS } from '~/shared/studio';
import { StudioBadge, StudioEmpty, StudioRows } from '../studio-page';
import '../catalog-lists.css';

export type LessonVideoRow = { uuid: string; title: string; playable: boolean };

/**
 * A class's published lessons, each linked to its video, captions and transcript page, with
 * whether a stream of it plays (a lesson can be published once one does).
 */
export function LessonVideos({ lessons }: { lessons: readonly LessonVideoRow[] }) {
  if (lessons.length === 0)
    return (
      <StudioEmpty>
        No lesson is published yet: publish the class, then add each lesson’s video here.
      </StudioEmpty>
    );
  return (
    <StudioRows label="Lesson videos" className="catalog-rows">
      {lessons.map((lesson) => (
        <li key={lesson.uuid}>
          <Link to={STUDIO_PATHS.lessonMedia(lesson.uuid)} className="catalog-row-title">
            {lesson.title}
            <span className="visually-hidden">: video and captions</span>
          </Link>
          {lesson.playable ? (
            <StudioBadge tone="ok">Plays</StudioBadge>
          ) : (
            <StudioBadge tone="warning">No video yet</StudioBadge>
          )}
        </li>
      ))}
    </StudioRows>
  );
}
