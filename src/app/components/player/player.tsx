import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { WatchBundle } from '~/features/watch/watch.service';
import { clockDuration } from '~/shared/format';
import '../ui/button.css';
import './player.css';

// The engine (controls, hls.js when needed) is its own chunk: the lesson page ships this shell.
const PlayerEngine = lazy(() => import('./player-engine'));

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
 * The video player (issue 6 item 4). The server renders this shell: a 16:9 box with the
 * stream's poster and a play button, the same size the player will have, so nothing moves
 * when it arrives. After hydration the engine loads in the background; a press on play
 * before it is there starts playback as soon as it is.
 */
export function Player(props: PlayerProps) {
  const location = useLocation();
  // The next-lesson countdown navigates with { autoplay: true }: the viewer asked to go on.
  const autoplay = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const [engine, setEngine] = useState(false);
  const [playRequested, setPlayRequested] = useState(autoplay);
  useEffect(() => setEngine(true), []);

  const poster = <PlayerPoster {...props} onPlay={() => setPlayRequested(true)} />;
  if (!engine) return poster;
  return (
    <Suspense fallback={poster}>
      <PlayerEngine {...props} playRequested={playRequested} />
    </Suspense>
  );
}

/** The label of the first play: where it will start. */
export function playLabel(bundle: WatchBundle, startAt: number | null | undefined): string {
  const at = startPosition(bundle, startAt);
  return at > 0 ? `Play from ${clockDuration(at)}` : 'Play';
}

function PlayerPoster({ bundle, startAt, onPlay }: PlayerProps & { onPlay: () => void }) {
  return (
    <section className="player" aria-label={`Video player: ${bundle.title}`}>
      <div className="player-box">
        <img className="player-poster" src={bundle.posterUrl} alt="" width={854} height={480} />
        <button type="button" className="player-big-play" onClick={onPlay}>
          <span aria-hidden="true" className="player-big-play-icon" />
          <span className="player-big-play-label">{playLabel(bundle, startAt)}</span>
        </button>
      </div>
    </section>
  );
}
