import { useCallback, useEffect, useState } from 'react';
import { StudioBadge, StudioPanel } from '../studio-page';
import { CaptionsForm } from './captions-form';
import { type LessonMediaData, lessonMediaApi } from './lesson-media-api';
import { StreamList } from './stream-list';
import { TranscriptForm } from './transcript-form';
import { VideoUpload } from './video-upload';
import './lesson-media.css';

/** How often the panel asks for progress while a conversion runs. */
const POLL_MS = 2000;

/**
 * A lesson's media, self-contained (the catalog editor links here or embeds it): upload the
 * video, follow its conversion, add captions and the transcript. Starts from the loader's
 * data and refreshes itself from the studio API.
 */
export function LessonMedia({ initial }: { initial: LessonMediaData }) {
  const [media, setMedia] = useState(initial);
  const uuid = media.lesson.uuid;
  const refresh = useCallback(async () => {
    try {
      setMedia(await lessonMediaApi.overview(uuid));
    } catch {
      // A failed poll is retried at the next tick; the page keeps what it showed.
    }
  }, [uuid]);
  const working = media.streams.some((s) => s.stage === 'queued' || s.stage === 'converting');

  useEffect(() => {
    if (!working) return;
    const timer = window.setInterval(refresh, POLL_MS);
    return () => window.clearInterval(timer);
  }, [working, refresh]);

  return (
    <>
      <StudioPanel
        id="lesson-video"
        title="Video"
        description={
          <>
            {media.playable ? (
              <StudioBadge tone="ok">Playable: the lesson can be published</StudioBadge>
            ) : (
              <StudioBadge tone="warning">No playable video yet</StudioBadge>
            )}{' '}
            Uploads resume after a dropped connection or a reload.
          </>
        }
      >
        <VideoUpload lessonUuid={uuid} limitBytes={media.uploadLimitBytes} onUploaded={refresh} />
        <h3 className="lesson-media-subtitle">Conversions</h3>
        <StreamList lessonUuid={uuid} streams={media.streams} onChanged={refresh} />
      </StudioPanel>
      <StudioPanel
        id="lesson-captions"
        title="Captions"
        description="Members choose them in the player’s captions menu."
      >
        <CaptionsForm lessonUuid={uuid} captions={media.captions} onChanged={refresh} />
      </StudioPanel>
      <StudioPanel id="lesson-transcript" title="Transcript">
        <TranscriptForm lessonUuid={uuid} transcript={media.transcript} />
      </StudioPanel>
    </>
  );
}
