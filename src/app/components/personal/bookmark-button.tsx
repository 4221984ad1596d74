import { PERSONAL_TEXTS } from '~/shared/spec';
import { personalApi } from './personal-api';
import { ToggleButton } from './toggle-button';

/**
 * Bookmarks a lesson or an article for the current profile (PATCH/DELETE bookmarks/{uuid}).
 * `getCurrentTime`, on a lesson page, bookmarks the lesson at the video's time.
 */
export function BookmarkButton({
  uuid,
  initiallyBookmarked,
  getCurrentTime,
}: {
  uuid: string;
  initiallyBookmarked: boolean;
  getCurrentTime?: () => number;
}) {
  return (
    <ToggleButton
      className="bookmark-button"
      label={PERSONAL_TEXTS.bookmark}
      icons={['☆', '★']}
      initiallyOn={initiallyBookmarked}
      turnOn={() => personalApi.bookmark(uuid, getCurrentTime ? Math.floor(getCurrentTime()) : undefined)}
      turnOff={() => personalApi.unbookmark(uuid)}
    />
  );
}
