import type HlsType from 'hls.js';
import { hlsOptions } from './early-play';
import { HLS_URL } from './hls-url';

/**
 * Opening an HLS stream in a <video>: the browser's own HLS where it has it (Safari, iOS,
 * Android, TVs, newer Chromes), else hls.js over Media Source Extensions, imported only
 * then (from its own file, which the early-play script preloads on lesson pages). The light
 * build: captions come as <track> elements from the watch bundle, so its missing subtitle
 * support costs nothing (docs/decisions/0016-watch-bundles-and-player.md, 0026-video-start.md).
 */

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';

export type StreamLevel = { index: number; height: number; bitrate: number };

export type StreamEvents = {
  /** The renditions became known, or the one playing changed. */
  onLevels: () => void;
  /** The media server said 401 (token expired): ask for a new bundle and reload. */
  onUnauthorized: () => void;
  /** Playback cannot go on. */
  onFatal: (message: string) => void;
};

export type Stream = {
  engine: 'native' | 'hls.js';
  /** The renditions, low to high; none with native HLS (the browser chooses). */
  levels: () => StreamLevel[];
  /** -1 when the player chooses (Auto). */
  selectedLevel: () => number;
  /** The rendition playing now, -1 when unknown. */
  playingLevel: () => number;
  selectLevel: (index: number) => void;
  /** The same stream at another address (a new token), going on from `at` seconds. */
  reload: (url: string, at: number) => void;
  destroy: () => void;
};

export const UNPLAYABLE = 'This browser cannot play this video.';

export function hasNativeHls(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME_TYPE) !== '';
}

export async function openStream(
  video: HTMLVideoElement,
  url: string,
  startAt: number,
  /** The rendition to start on (hls.js; the browser's own HLS chooses for itself). */
  startLevel: number,
  events: StreamEvents,
  /**
   * The early-play script already started this element at `url` and `startAt` (early-play.ts):
   * its hls.js instance, or nothing with the browser's HLS. Taken over, not restarted.
   */
  early?: Promise<HlsType | undefined>,
): Promise<Stream> {
  if (hasNativeHls(video)) return openNative(video, early ? null : url, startAt, events);
  const { default: Hls } = (await import(/* @vite-ignore */ HLS_URL)) as { default: typeof HlsType };
  const running = early ? await early.catch(() => undefined) : undefined;
  if (!running && !Hls.isSupported()) {
    events.onFatal(UNPLAYABLE);
    throw new Error(UNPLAYABLE);
  }
  return openWithHlsJs(Hls, video, url, startAt, startLevel, events, running);
}

/** `url` null: the element already plays the stream (its seek to `startAt` included). */
function openNative(
  video: HTMLVideoElement,
  url: string | null,
  startAt: number,
  events: StreamEvents,
): Stream {
  let seekTo = url === null ? 0 : startAt;
  const onMetadata = () => {
    if (seekTo > 0) video.currentTime = seekTo;
    seekTo = 0;
  };
  // A media element does not say why a load failed; a network error is most likely the
  // token, and the player stops asking after one new bundle that does not help.
  const onError = () => {
    if (video.error?.code === MediaError.MEDIA_ERR_NETWORK) events.onUnauthorized();
    else if (video.error) events.onFatal(UNPLAYABLE);
  };
  video.addEventListener('loadedmetadata', onMetadata);
  video.addEventListener('error', onError);
  if (url !== null) video.src = url;
  else if (video.error) onError();
  return {
    engine: 'native',
    levels: () => [],
    selectedLevel: () => -1,
    playingLevel: () => -1,
    selectLevel: () => {},
    reload(next, at) {
      seekTo = at;
      video.src = next;
    },
    destroy() {
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
    },
  };
}

function openWithHlsJs(
  Hls: typeof HlsType,
  video: HTMLVideoElement,
  url: string,
  startAt: number,
  startLevel: number,
  events: StreamEvents,
  /** An instance already loading `url` into `video` (the early start's). */
  running?: HlsType,
): Stream {
  let hls: HlsType;
  let selected = -1;

  const start = (source: string, at: number, adopt?: HlsType) => {
    hls = adopt ?? new Hls(hlsOptions(at, startLevel));
    hls.on(Hls.Events.MANIFEST_PARSED, () => {
      if (selected >= 0) hls.currentLevel = selected;
      events.onLevels();
    });
    hls.on(Hls.Events.LEVEL_SWITCHED, () => events.onLevels());
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.response?.code === 401) events.onUnauthorized();
      else if (data.fatal && data.type === Hls.ErrorTypes.MEDIA_ERROR) hls.recoverMediaError();
      else if (data.fatal) events.onFatal(UNPLAYABLE);
    });
    if (adopt) return;
    hls.loadSource(source);
    hls.attachMedia(video);
  };
  start(url, startAt, running);

  return {
    engine: 'hls.js',
    levels: () => hls.levels.map((level, index) => ({ index, height: level.height, bitrate: level.bitrate })),
    selectedLevel: () => selected,
    playingLevel: () => hls.currentLevel,
    selectLevel(index) {
      selected = index;
      hls.currentLevel = index;
      events.onLevels();
    },
    reload(next, at) {
      hls.destroy();
      start(next, at);
    },
    destroy: () => hls.destroy(),
  };
}
