import { useLocation } from 'react-router';
import type { WatchBundle } from '~/features/watch/watch.service';
import { clockDuration } from '~/shared/format';
import '../ui/button.css';
import './player.css';
// In the lesson's own chunk (7 KB gzip); hls.js stays separate (docs/decisions/0026-video-start.md).
import PlayerEngine from './player-engine';

/** What plays after this one when it is not the class's next lesson (a playlist's next track). */
export type NextUp = { title: string; url: string } | null;

export type PlayerProps = {
  bundle: WatchBundle;
  /** `?t=` of the address: start there instead of where the profile stopped. */
  startAt?: number | null;
  /** Overrides the bundle's next lesson (a playlist plays its own next track). */
  next?: NextUp;
};

/** Where playback starts: `?t=`, else where the profile stopped; a finished lesson starts over. */
export function startPosition(bundle: WatchBundle, startAt: number | null | undefined): number {
  const at = startAt ?? bundle.resume?.positionSeconds ?? 0;
  return at > 0 && at < bundle.durationSeconds - 3 ? at : 0;
}

/**
 * The video player (issue 6 item 4). The server draws it unstarted: a 16:9 box with the
 * stream's poster and a play button, the same size the playing player has, and the early-play
 * script (early-play.ts), which starts playback on a press before hydration; the player then
 * takes over that same <video>, playing.
 */
export function Player(props: PlayerProps) {
  const location = useLocation();
  // The next-lesson countdown navigates with { autoplay: true }: the viewer asked to go on.
  const autoplay = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  return <PlayerEngine {...props} autoplay={autoplay} />;
}

/** The label of the first play: where it will start. */
export function playLabel(bundle: WatchBundle, startAt: number | null | undefined): string {
  const at = startPosition(bundle, startAt);
  return at > 0 ? `Play from ${clockDuration(at)}` : 'Play';
}
