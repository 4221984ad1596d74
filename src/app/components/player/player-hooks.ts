import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { WatchBundle } from '~/features/watch/watch.service';
import { browserApi } from '~/shared/api-client';
import { PLAYER_PATHS } from '~/shared/player';
import type { StreamLevel } from './stream';

/** Ask for a new bundle when the token has less than this left. */
const RENEW_BEFORE_MS = 60_000;
const STATUS_MS = 4000;
const IDLE_MS = 3000;
/** Caption cues' line, counted from the bottom: above the controls bar. */
const CUE_LINE = -4;

/** What the controls show, from the media element's events. */
export type PlayerState = {
  started: boolean;
  playing: boolean;
  waiting: boolean;
  time: number;
  duration: number;
  muted: boolean;
  rate: number;
  caption: string | null;
  levels: StreamLevel[];
  level: number;
  playingLevel: number;
  fullscreen: boolean;
  pip: boolean;
};

/**
 * The watch bundle as it is now: the page's, then renewed ones (a new token, re-signed
 * captions) asked for with GET watch-bundles/{uuid}, once however many callers wait.
 * The expiry is counted from `expires_in` on this clock, so a wrong clock does not matter.
 */
export function useWatchBundle(initial: WatchBundle, bundleRef: RefObject<WatchBundle>) {
  const [bundle, setBundle] = useState(initial);
  const expiresAt = useRef(Date.now() + initial.stream.expiresIn * 1000);
  const renewing = useRef<Promise<void> | null>(null);

  const renew = useCallback((): Promise<void> => {
    renewing.current ??= (async () => {
      try {
        const fresh = await browserApi().get<WatchBundle>(PLAYER_PATHS.watchBundle(initial.contentUuid), {
          query: { extras: 'captions', interactions: '' },
        });
        expiresAt.current = Date.now() + fresh.stream.expiresIn * 1000;
        const merged = { ...bundleRef.current, stream: fresh.stream, captions: fresh.captions };
        bundleRef.current = merged;
        setBundle(merged);
      } finally {
        renewing.current = null;
      }
    })();
    return renewing.current;
  }, [initial.contentUuid, bundleRef]);

  /** A token good for a while yet. */
  const freshToken = useCallback(async () => {
    if (expiresAt.current - Date.now() < RENEW_BEFORE_MS) await renew();
    return bundleRef.current.stream.token;
  }, [renew, bundleRef]);

  return { bundle, renew, freshToken };
}

/** A short message in the player's status region ("Resumed at 1:23"), cleared after a while. */
export function useStatus(): [string, (text: string) => void] {
  const [status, setStatus] = useState('');
  useEffect(() => {
    if (!status) return;
    const timer = window.setTimeout(() => setStatus(''), STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [status]);
  return [status, useCallback((text: string) => setStatus(text), [])];
}

/** Controls fade while playing untouched; any pointer move or key (`wake`) brings them back. */
export function useIdle(playing: boolean) {
  const [idle, setIdle] = useState(false);
  const [activity, setActivity] = useState(0);
  const lastWake = useRef(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each activity restarts the wait
  useEffect(() => {
    if (!playing || idle) return;
    const timer = window.setTimeout(() => setIdle(true), IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, idle, activity]);
  const wake = () => {
    // A pointer moving fires many events: one redraw a second is enough to keep them shown.
    if (!idle && Date.now() - lastWake.current < 1000) return;
    lastWake.current = Date.now();
    setIdle(false);
    setActivity((n) => n + 1);
  };
  return { idle: idle && playing, wake };
}

/**
 * Which caption track shows: the first of the chosen language, every other off (HLS may add
 * its own tracks beside the <track> elements). Cues sit a few lines up, clear of the controls
 * bar (browsers draw them at the very bottom).
 */
export function useCaptionTracks(videoRef: RefObject<HTMLVideoElement | null>, caption: string | null) {
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const liftCues = (event: Event) => {
      for (const cue of Array.from((event.target as TextTrack).cues ?? []))
        if (cue instanceof VTTCue && cue.line === 'auto') cue.line = CUE_LINE;
    };
    const apply = () => {
      let shown = false;
      for (const track of Array.from(video.textTracks)) {
        const show: boolean = !shown && caption !== null && track.language === caption;
        track.mode = show ? 'showing' : 'disabled';
        track.removeEventListener('cuechange', liftCues);
        if (show) track.addEventListener('cuechange', liftCues);
        shown ||= show;
      }
    };
    apply();
    video.textTracks.addEventListener('addtrack', apply);
    return () => {
      video.textTracks.removeEventListener('addtrack', apply);
      for (const track of Array.from(video.textTracks)) track.removeEventListener('cuechange', liftCues);
    };
  }, [videoRef, caption]);
}

/** The language the C key turns on: the last one chosen, else the browser's, else the first. */
export function captionToShow(bundle: WatchBundle, last: string | null): string | null {
  const captions = bundle.captions ?? [];
  if (captions.length === 0) return null;
  if (last && captions.some((c) => c.lang === last)) return last;
  const preferred = navigator.language.toLowerCase().split('-')[0];
  return (captions.find((c) => c.lang.split('-')[0] === preferred) ?? captions[0]!).lang;
}

/** The media element's own events are the truth the controls show. */
export function useMediaEvents(
  videoRef: RefObject<HTMLVideoElement | null>,
  containerRef: RefObject<HTMLElement | null>,
  update: (patch: Partial<PlayerState>) => void,
  on: { onPlaying: () => void; onEnded: () => void },
) {
  const callbacks = useRef(on);
  callbacks.current = on;
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const handlers: [string, () => void][] = [
      ['play', () => update({ playing: true })],
      ['pause', () => update({ playing: false })],
      [
        'playing',
        () => {
          callbacks.current.onPlaying();
          update({ waiting: false });
        },
      ],
      ['waiting', () => update({ waiting: true })],
      ['timeupdate', () => update({ time: video.currentTime })],
      [
        'durationchange',
        () => {
          if (Number.isFinite(video.duration) && video.duration > 0) update({ duration: video.duration });
        },
      ],
      ['ratechange', () => update({ rate: video.playbackRate })],
      ['volumechange', () => update({ muted: video.muted })],
      ['ended', () => callbacks.current.onEnded()],
      ['enterpictureinpicture', () => update({ pip: true })],
      ['leavepictureinpicture', () => update({ pip: false })],
    ];
    for (const [name, handler] of handlers) video.addEventListener(name, handler);
    const onFullscreen = () => update({ fullscreen: document.fullscreenElement === containerRef.current });
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      for (const [name, handler] of handlers) video.removeEventListener(name, handler);
      document.removeEventListener('fullscreenchange', onFullscreen);
    };
  }, [videoRef, containerRef, update]);
}
