import type { ProgressInteraction } from '~/features/watch/watch.service';
import { ApiError, browserApi } from '~/shared/api-client';
import type { PlaybackEvent } from '~/shared/player';
import { HEADERS, PATHS } from '~/shared/spec';
import type { QualityReport } from './playback-quality';

export type ProgressReportOptions = {
  video: HTMLVideoElement;
  progress: ProgressInteraction;
  /** The lesson's length when the element does not know it yet. */
  durationSeconds: number;
  /** A playback token good for a while yet (asks for a new bundle when it is about to expire). */
  freshToken: () => Promise<string>;
  /** The token as it is now, for the beacon (no time to ask for anything then). */
  currentToken: () => string;
  /** A report was refused with 401: get a new bundle before the retry. */
  renew: () => Promise<void>;
  /** Startup, stalls and rendition since the last report (playback-quality.ts). */
  quality: () => QualityReport;
};

/**
 * Progress reports of one playback (issue 6 item 5): a heartbeat every 10 s while playing,
 * and one on pause, at the end of a seek and at the end; when the page goes away (closed,
 * navigated from, hidden), navigator.sendBeacon, which outlives the page. Nothing is sent
 * before the first play. At most one report is in flight; a newer one waits for it and
 * replaces any older one waiting. Returns the function that stops it all.
 */
export function startProgressReports(options: ProgressReportOptions): () => void {
  const { video, progress } = options;
  const api = browserApi();
  let started = false;
  /** From play/pause events: a media element removed from the page may not say it stopped. */
  let playing = false;
  /** Page hide and "hidden" both fire when a tab closes: one beacon for one position. */
  let lastBeacon = -1;
  let inFlight = false;
  let waiting: PlaybackEvent | null = null;
  let csrfToken: string | null = null;

  const position = () => ({
    positionSeconds: Math.max(0, video.currentTime),
    durationSeconds:
      Number.isFinite(video.duration) && video.duration > 0 ? video.duration : options.durationSeconds,
  });

  async function patch(event: PlaybackEvent, retry: boolean, quality = options.quality()): Promise<void> {
    const token = await options.freshToken();
    try {
      await api.patch(
        progress.url,
        { ...position(), event, ...quality },
        { headers: { [HEADERS.playbackToken]: token } },
      );
    } catch (error) {
      if (!retry || !(error instanceof ApiError) || error.status !== 401) return;
      await options.renew();
      await patch(event, false, quality);
    }
  }

  async function report(event: PlaybackEvent): Promise<void> {
    if (!started) return;
    if (inFlight) {
      waiting = event;
      return;
    }
    inFlight = true;
    try {
      await patch(event, true);
    } catch {
      // Progress is best effort: the next heartbeat says where the viewer is anyway.
    } finally {
      inFlight = false;
    }
    const next = waiting;
    waiting = null;
    if (next) await report(next);
  }

  function beacon(): void {
    if (!started || csrfToken === null || typeof navigator.sendBeacon !== 'function') return;
    const { positionSeconds, durationSeconds } = position();
    if (Math.abs(positionSeconds - lastBeacon) < 0.25) return;
    lastBeacon = positionSeconds;
    const body = JSON.stringify({
      csrf_token: csrfToken,
      playback_token: options.currentToken(),
      position_seconds: positionSeconds,
      duration_seconds: durationSeconds,
      event: 'hide' satisfies PlaybackEvent,
      ...options.quality(),
    });
    navigator.sendBeacon(progress.beaconUrl, new Blob([body], { type: 'application/json' }));
  }

  const onPlaying = () => {
    if (started) return;
    started = true;
    // The beacon cannot ask for a CSRF token as the page goes away: fetched now.
    void api
      .get<{ token: string }>(PATHS.csrfToken)
      .then((answer) => {
        csrfToken = answer.token;
      })
      .catch(() => {});
  };
  const onPlay = () => {
    playing = true;
  };
  const onPause = () => {
    playing = false;
    // The end pauses too; 'ended' reports it.
    if (!video.ended) void report('pause');
  };
  const onSeeked = () => void report('seek');
  const onEnded = () => {
    playing = false;
    void report('ended');
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') beacon();
  };
  const timer = window.setInterval(() => {
    if (!video.paused && !video.ended) void report('heartbeat');
  }, progress.heartbeatSeconds * 1000);

  video.addEventListener('playing', onPlaying);
  video.addEventListener('play', onPlay);
  video.addEventListener('pause', onPause);
  video.addEventListener('seeked', onSeeked);
  video.addEventListener('ended', onEnded);
  window.addEventListener('pagehide', beacon);
  document.addEventListener('visibilitychange', onHidden);
  // Playing already: the early-play script started it before this code arrived.
  if (!video.paused) {
    onPlay();
    if (video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) onPlaying();
  }
  return () => {
    // Leaving the lesson inside the app (another page, the next lesson): the last word. The
    // element may already be out of the page (and paused by that, silently): the flag says.
    if (playing) beacon();
    window.clearInterval(timer);
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('play', onPlay);
    video.removeEventListener('pause', onPause);
    video.removeEventListener('seeked', onSeeked);
    video.removeEventListener('ended', onEnded);
    window.removeEventListener('pagehide', beacon);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
