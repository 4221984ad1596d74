import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useRootData } from '~/app/lib/root-data';
import type { WatchBundle } from '~/features/watch/watch.service';
import { clockDuration } from '~/shared/format';
import '../ui/button.css';
import './player.css';
import { EARLY_PLAY_BUTTON, earlyPlayScript, takeEarlyPress } from './early-play';
// In the lesson's own chunk (7 KB gzip), so it loads with the page and plays a press that came
// before hydration at once; hls.js stays separate (docs/decisions/0026-video-start.md).
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
 * The video player (issue 6 item 4). The server renders this shell: a 16:9 box with the
 * stream's poster and a play button, the same size the player will have, so nothing moves
 * when it arrives, and the early-play script (early-play.ts) that keeps a press made before
 * hydration. After hydration the engine takes over and starts playback if Play was pressed.
 */
export function Player(props: PlayerProps) {
  const location = useLocation();
  // The next-lesson countdown navigates with { autoplay: true }: the viewer asked to go on.
  const autoplay = (location.state as { autoplay?: boolean } | null)?.autoplay === true;
  const [engine, setEngine] = useState(false);
  /** When the viewer asked to play (performance.now()), null until then. */
  const [playIntentAt, setPlayIntentAt] = useState<number | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on arrival only
  useEffect(() => {
    const early = takeEarlyPress();
    if (early !== null || autoplay) setPlayIntentAt(early ?? performance.now());
    setEngine(true);
  }, []);

  if (!engine) return <PlayerPoster {...props} onPlay={() => setPlayIntentAt(performance.now())} />;
  return <PlayerEngine {...props} playIntentAt={playIntentAt} />;
}

/** The label of the first play: where it will start. */
export function playLabel(bundle: WatchBundle, startAt: number | null | undefined): string {
  const at = startPosition(bundle, startAt);
  return at > 0 ? `Play from ${clockDuration(at)}` : 'Play';
}

function PlayerPoster({ bundle, startAt, onPlay }: PlayerProps & { onPlay: () => void }) {
  const nonce = useRootData()?.nonce;
  return (
    <section className="player" aria-label={`Video player: ${bundle.title}`}>
      <div className="player-box">
        <img className="player-poster" src={bundle.posterUrl} alt="" width={854} height={480} />
        <button type="button" id={EARLY_PLAY_BUTTON} className="player-big-play" onClick={onPlay}>
          <span aria-hidden="true" className="player-big-play-icon" />
          <span className="player-big-play-label">{playLabel(bundle, startAt)}</span>
        </button>
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed code; its data is JSON with `<` escaped
          dangerouslySetInnerHTML={{ __html: earlyPlayScript(bundle.stream.masterUrl) }}
        />
      </div>
    </section>
  );
}
