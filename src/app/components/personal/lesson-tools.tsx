import { useLocation, useNavigate } from 'react-router';
import { currentVideoTime } from '~/app/components/player/player-clock';
import type { LessonState } from '~/app/routes/personal.server';
import { BookmarkButton } from './bookmark-button';
import { MyListButton } from './my-list-button';
import { NotesPanel } from './notes-panel';
import { ShareButton } from './share-button';
import { SurveyForm } from './survey-form';

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
