import { useLocation, useNavigate } from 'react-router';
import { LessonView } from '~/app/components/course/lesson-view';
import { currentVideoTime } from '~/app/components/player/player-clock';
import type { LessonState } from '~/app/routes/personal.server';
import type { LessonPage } from '~/features/catalog/courses.service';
import type { PageWatch } from '~/features/watch/watch.service';
import { BookmarkButton } from './bookmark-button';
import { MyListButton } from './my-list-button';
import { NotesPanel } from './notes-panel';
import { ShareButton } from './share-button';
import { SurveyForm } from './survey-form';
import './personal.css';
import './lesson-tools.css';

/**
 * The signed-in viewer's things beside a lesson's video: bookmark, My List, share, notes at
 * the video's time (a note's time seeks the player through `?t=`), and the rating survey.
 */
export function LessonTools({
  lessonUuid,
  state,
  canWatch,
}: {
  lessonUuid: string;
  state: LessonState;
  canWatch: boolean;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const seek = (seconds: number) =>
    navigate(`${location.pathname}?t=${Math.floor(seconds)}`, { replace: true, preventScrollReset: true });
  return (
    <>
      <div className="lesson-tools-row">
        <BookmarkButton
          uuid={lessonUuid}
          initiallyBookmarked={state.bookmarked}
          getCurrentTime={currentVideoTime}
        />
        <MyListButton courseUuid={state.courseUuid} initiallySaved={state.saved} />
        <ShareButton uuid={lessonUuid} />
      </div>
      {canWatch ? (
        <>
          <NotesPanel
            lessonUuid={lessonUuid}
            initialNotes={state.notes}
            getCurrentTime={currentVideoTime}
            onSeek={seek}
          />
          <SurveyForm contentUuid={lessonUuid} />
        </>
      ) : null}
    </>
  );
}

/** A lesson or episode page: the lesson, its video, and the signed-in viewer's tools beside it. */
export function LessonWithTools({
  data,
}: {
  data: LessonPage & { watch: PageWatch; personal: LessonState | null; startAt: number | null };
}) {
  const { watch, personal, lesson } = data;
  return (
    <LessonView
      page={data}
      watch={watch}
      startAt={data.startAt}
      tools={
        personal ? (
          <LessonTools lessonUuid={lesson.uuid} state={personal} canWatch={watch.state === 'playable'} />
        ) : undefined
      }
    />
  );
}
