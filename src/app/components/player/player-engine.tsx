import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useRootData } from '~/app/lib/root-data';
import { ApiError } from '~/shared/api-client';
import { clockDuration } from '~/shared/format';
import { PLAYBACK_SPEEDS, PLAYER_SHORTCUTS, type ShortcutAction } from '~/shared/player';
import {
  EARLY_PLAY_BUTTON,
  earlyPlayScript,
  startedEarly,
  startFilePreloads,
  startingRung,
  takeEarlyStart,
} from './early-play';
import { createPlaybackQuality } from './playback-quality';
import { type PlayerProps, playLabel, startPosition } from './player';
import { PlayerControls } from './player-controls';
import {
  captionToShow,
  type PlayerState,
  useCaptionTracks,
  useIdle,
  useMediaEvents,
  useStatus,
  useWatchBundle,
} from './player-hooks';
import { EndOverlay, ShortcutHelp } from './player-overlays';
import { startProgressReports } from './progress-reports';
import { openStream, type Stream } from './stream';
import '../ui/button.css';
import './player.css';

/** New bundles in a row that did not get the stream playing again: then stop trying. */
const MAX_RELOADS = 2;
const CANNOT_WATCH = 'This video cannot be played right now. Reload the page to try again.';

/**
 * The player itself: the stream, the controls, shortcuts, resume, progress reports, token
 * renewal and the next-lesson countdown. The server draws it unstarted (the poster and the
 * play button, with the early-play script); `autoplay`: start on arrival.
 */
export default function PlayerEngine({
  bundle: initial,
  startAt,
  next: nextOverride,
  autoplay,
}: PlayerProps & { autoplay: boolean }) {
  const navigate = useNavigate();
  const rootData = useRootData();
  const nonce = rootData?.nonce;
  const containerRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const playButtonRef = useRef<HTMLButtonElement>(null);
  const streamRef = useRef<Stream | null>(null);
  /** A first play is opening the stream (hls.js may still be arriving). */
  const opening = useRef(false);
  const bundleRef = useRef(initial);
  const { bundle, renew, freshToken } = useWatchBundle(initial, bundleRef);
  if (!rootData?.saveData) startFilePreloads(initial.stream.startFiles);
  const reloads = useRef(0);
  const quality = useRef(createPlaybackQuality());
  const pendingStart = useRef(startPosition(initial, startAt));
  const lastCaption = useRef<string | null>(null);
  const [state, setState] = useState<PlayerState>({
    started: false,
    playing: false,
    waiting: false,
    time: pendingStart.current,
    duration: initial.durationSeconds,
    muted: false,
    rate: 1,
    caption: null,
    levels: [],
    level: -1,
    playingLevel: -1,
    fullscreen: false,
    pip: false,
  });
  const update = useCallback((patch: Partial<PlayerState>) => setState((s) => ({ ...s, ...patch })), []);
  const [status, announce] = useStatus();
  const [error, setError] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const [ended, setEnded] = useState(false);

  const next =
    nextOverride !== undefined
      ? nextOverride
      : bundle.nextLesson?.isWatchable
        ? { title: bundle.nextLesson.title, url: bundle.nextLesson.url }
        : null;

  const fail = useCallback(
    (message: string) => {
      setError(message);
      update({ playing: false, waiting: false });
    },
    [update],
  );

  /** The media server refused the token: a new bundle, then the same place in the stream. */
  const onUnauthorized = useCallback(async () => {
    const video = videoRef.current;
    if (!video || !streamRef.current) return;
    if (reloads.current >= MAX_RELOADS) return fail(CANNOT_WATCH);
    reloads.current += 1;
    const at = video.currentTime;
    const wasPlaying = !video.paused;
    try {
      await renew();
    } catch (cause) {
      // 401/403 now: signed out or the grant ended; anything else: try again later.
      const refused = cause instanceof ApiError && (cause.status === 401 || cause.status === 403);
      return fail(refused ? 'You can no longer watch this video.' : CANNOT_WATCH);
    }
    streamRef.current?.reload(bundleRef.current.stream.masterUrl, at);
    if (wasPlaying) void video.play().catch(() => {});
  }, [fail, renew]);

  const syncLevels = useCallback(() => {
    const stream = streamRef.current;
    if (stream)
      update({ levels: stream.levels(), level: stream.selectedLevel(), playingLevel: stream.playingLevel() });
  }, [update]);

  /**
   * The first play opens the stream at the start position and says where it resumed. A press
   * on the big play button started it already (the early-play script, before or at hydration):
   * the player takes that playback over and counts its startup from the press.
   */
  const begin = useCallback(
    async (intentAt: number = performance.now()) => {
      const video = videoRef.current;
      if (!video) return;
      if (streamRef.current) {
        await video.play().catch(() => {});
        return;
      }
      // One press can reach here twice (the arrival effect and React's handler of that press).
      if (opening.current) return;
      opening.current = true;
      const early = takeEarlyStart(video);
      update({ started: true, waiting: true });
      quality.current.watch(video, early?.at ?? intentAt, early?.frame ?? null);
      const at = pendingStart.current;
      const events = { onLevels: syncLevels, onUnauthorized: () => void onUnauthorized(), onFatal: fail };
      try {
        const url = bundleRef.current.stream.masterUrl;
        streamRef.current = await openStream(video, url, at, startingRung(), events, early?.started);
      } catch {
        return;
      } finally {
        opening.current = false;
      }
      // Its 'play' and 'playing' may have come before this code listened.
      if (early) update({ playing: !video.paused, waiting: !video.paused && video.readyState < 3 });
      syncLevels();
      if (at > 0) {
        const resumed = bundleRef.current.resume?.positionSeconds;
        announce(`${startAt == null && resumed ? 'Resumed' : 'Starting'} at ${clockDuration(at)}`);
      }
      // Refused (autoplay rules, no gesture yet): the play button stays for the viewer to press.
      await video.play().catch(() => update({ waiting: false }));
    },
    [announce, fail, onUnauthorized, startAt, syncLevels, update],
  );

  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    setEnded(false);
    if (!streamRef.current || video.paused || video.ended) void begin(performance.now());
    else video.pause();
  }, [begin]);

  const seek = useCallback(
    (to: number) => {
      const video = videoRef.current;
      const clamped = Math.min(Math.max(0, to), state.duration);
      if (!video || !streamRef.current) {
        // Before the first play: where it will start.
        pendingStart.current = clamped;
        update({ time: clamped });
        return;
      }
      video.currentTime = clamped;
      update({ time: clamped });
    },
    [state.duration, update],
  );

  const chooseCaption = useCallback(
    async (lang: string | null) => {
      // Caption files are fetched when shown: their signed address must still be good.
      if (lang !== null) await freshToken().catch(() => {});
      if (lang !== null) lastCaption.current = lang;
      update({ caption: lang });
      announce(
        lang === null
          ? 'Captions off'
          : `Captions: ${bundleRef.current.captions?.find((c) => c.lang === lang)?.label ?? lang}`,
      );
    },
    [announce, freshToken, update],
  );

  const setRate = useCallback(
    (rate: number) => {
      if (videoRef.current) videoRef.current.playbackRate = rate;
      update({ rate });
      announce(`Speed ${rate}×`);
    },
    [announce, update],
  );

  const toggleFullscreen = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void containerRef.current?.requestFullscreen().catch(() => {});
  }, []);

  const togglePip = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (document.pictureInPictureElement) void document.exitPictureInPicture();
    else void video.requestPictureInPicture().catch(() => {});
  }, []);

  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (video) video.muted = !video.muted;
  }, []);

  const chooseLevel = useCallback(
    (index: number) => {
      streamRef.current?.selectLevel(index);
      const level = state.levels.find((l) => l.index === index);
      announce(level ? `Quality ${level.height}p` : 'Quality Auto');
    },
    [announce, state.levels],
  );

  const run = useCallback(
    (action: ShortcutAction) => {
      const video = videoRef.current;
      const now = video?.currentTime ?? state.time;
      const speedAt = PLAYBACK_SPEEDS.indexOf(state.rate as (typeof PLAYBACK_SPEEDS)[number]);
      const actions: Record<ShortcutAction, () => void> = {
        toggle_play: togglePlay,
        back_10: () => seek(now - 10),
        forward_10: () => seek(now + 10),
        back_5: () => seek(now - 5),
        forward_5: () => seek(now + 5),
        fullscreen: toggleFullscreen,
        captions: () =>
          void chooseCaption(
            state.caption === null ? captionToShow(bundleRef.current, lastCaption.current) : null,
          ),
        mute: toggleMute,
        faster: () => setRate(PLAYBACK_SPEEDS[Math.min(PLAYBACK_SPEEDS.length - 1, speedAt + 1)] ?? 1),
        slower: () => setRate(PLAYBACK_SPEEDS[Math.max(0, speedAt - 1)] ?? 1),
        help: () => setHelp((open) => !open),
      };
      actions[action]();
    },
    [
      chooseCaption,
      seek,
      setRate,
      state.caption,
      state.rate,
      state.time,
      toggleFullscreen,
      toggleMute,
      togglePlay,
    ],
  );

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (event.key === 'Escape' && help) {
      setHelp(false);
      return;
    }
    const shortcut = PLAYER_SHORTCUTS.find((s) => s.keys.includes(event.key));
    if (!shortcut) return;
    // A button or link does its own thing on Space and Enter.
    if (event.key === ' ' && target.closest('button, a')) return;
    event.preventDefault();
    run(shortcut.action);
  };

  useMediaEvents(videoRef, containerRef, update, {
    onPlaying: () => {
      reloads.current = 0;
    },
    onEnded: () => setEnded(true),
  });

  useCaptionTracks(videoRef, state.caption);

  // Progress reports, for a signed-in profile (the bundle says where to send them).
  useEffect(() => {
    const video = videoRef.current;
    const progress = initial.interactions.progress;
    if (!video || !progress) return;
    return startProgressReports({
      video,
      progress,
      durationSeconds: initial.durationSeconds,
      freshToken,
      currentToken: () => bundleRef.current.stream.token,
      renew,
      quality: () => quality.current.take(),
    });
  }, [freshToken, initial, renew]);

  // Declared after the progress reports: effects clean up in order, so the last report reads
  // the position before the stream is closed (closing it resets the element to 0).
  useEffect(
    () => () => {
      streamRef.current?.destroy();
      streamRef.current = null;
    },
    [],
  );

  // A new `?t=` on the same lesson (a note's link): go there, playing if it was started.
  const firstStartAt = useRef(startAt);
  useEffect(() => {
    if (startAt == null || startAt === firstStartAt.current) return;
    firstStartAt.current = startAt;
    seek(startAt);
    if (streamRef.current) void videoRef.current?.play().catch(() => {});
  }, [startAt, seek]);

  // Pressed play before hydration (the early-play script plays already), or came here from a
  // countdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival; later presses go through the controls
  useEffect(() => {
    const video = videoRef.current;
    if (video && (autoplay || startedEarly(video))) void begin();
  }, []);

  // The big play button goes once playback starts, and the controls come: focus, lost with
  // the button, lands on play/pause, so the keys keep working.
  useEffect(() => {
    if (state.started && document.activeElement === document.body) playButtonRef.current?.focus();
  }, [state.started]);

  const { idle, wake } = useIdle(state.playing);
  const classes = ['player'];
  if (state.playing) classes.push('is-playing');
  if (idle) classes.push('is-idle');
  if (state.fullscreen) classes.push('is-fullscreen');

  return (
    <section
      ref={containerRef}
      className={classes.join(' ')}
      aria-label={`Video player: ${bundle.title}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        wake();
        onKeyDown(event);
      }}
      onPointerMove={wake}
    >
      <div className="player-box">
        {/* biome-ignore lint/a11y/useMediaCaption: captions are the <track> elements, chosen in the captions menu */}
        <video
          ref={videoRef}
          className="player-video"
          poster={bundle.posterUrl}
          preload="none"
          playsInline
          onClick={togglePlay}
          onDoubleClick={toggleFullscreen}
        >
          {(bundle.captions ?? []).map((caption) => (
            <track
              key={caption.lang}
              kind="subtitles"
              src={caption.url}
              srcLang={caption.lang}
              label={caption.label}
            />
          ))}
        </video>
        {!state.started ? (
          <>
            {/* Only ever starts: the early script may have started this very press already. */}
            <button
              type="button"
              id={EARLY_PLAY_BUTTON}
              className="player-big-play"
              onClick={() => void begin(performance.now())}
            >
              <span aria-hidden="true" className="player-big-play-icon" />
              <span className="player-big-play-label">{playLabel(bundle, startAt)}</span>
            </button>
            <script
              nonce={nonce}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: fixed code; its data is JSON with `<` escaped
              dangerouslySetInnerHTML={{
                __html: earlyPlayScript(initial.stream.startFiles, startPosition(initial, startAt)),
              }}
            />
          </>
        ) : null}
        {state.waiting && !error ? <span className="player-spinner" aria-hidden="true" /> : null}
        <p className="player-status" role="status">
          {status}
        </p>
        {error ? (
          <div className="player-error" role="alert">
            <p>{error}</p>
          </div>
        ) : null}
        {ended && !error ? (
          <EndOverlay
            next={next}
            seconds={bundle.interactions.nextCountdownSeconds}
            container={containerRef}
            onReplay={() => {
              seek(0);
              togglePlay();
            }}
            onNext={(url) => navigate(url, { state: { autoplay: true } })}
          />
        ) : null}
        {help ? (
          <ShortcutHelp
            shortcuts={bundle.interactions.shortcuts ?? PLAYER_SHORTCUTS}
            onClose={() => setHelp(false)}
          />
        ) : null}
        {/* Before the first play, the poster and its play button only (as the server drew it). */}
        {state.started ? (
          <PlayerControls
            bundle={bundle}
            state={state}
            helpOpen={help}
            playRef={playButtonRef}
            onTogglePlay={togglePlay}
            onSeek={seek}
            onSkip={(by) => seek((videoRef.current?.currentTime ?? state.time) + by)}
            onToggleMute={toggleMute}
            onCaption={(lang) => void chooseCaption(lang)}
            onRate={setRate}
            onLevel={chooseLevel}
            onToggleHelp={() => setHelp((open) => !open)}
            onTogglePip={togglePip}
            onToggleFullscreen={toggleFullscreen}
          />
        ) : null}
      </div>
    </section>
  );
}
