/**
 * What real viewers get (issue 24 item 4): the startup time (the press on Play, even one made
 * before hydration, to the first frame on screen), stalls after that (count and time), and the
 * rendition on screen. The progress reports carry it (progress-reports.ts): each report takes
 * what happened since the previous one, so the server can add them up per day.
 */
export type QualityReport = {
  startup_ms?: number;
  rebuffer_count?: number;
  rebuffer_ms?: number;
  rendition_height?: number;
};

export function createPlaybackQuality() {
  let startupMs: number | null = null;
  let rebuffers = 0;
  let rebufferMs = 0;
  let stalledAt: number | null = null;
  let height = 0;
  let stop: (() => void) | null = null;

  return {
    /**
     * Starts watching one playback of `video`, asked for at `intentAt` (performance.now()).
     * `playingAt`: it was already playing since then (started by the early-play script before
     * this code was there), so its startup is known.
     */
    watch(video: HTMLVideoElement, intentAt: number, playingAt: number | null = null): void {
      stop?.();
      let started = false;
      const firstFrame = (at = performance.now()) => {
        if (started) return;
        started = true;
        startupMs = Math.round(at - intentAt);
      };
      if (playingAt !== null) firstFrame(playingAt);
      const onPlaying = () => {
        if (!started && 'requestVideoFrameCallback' in video)
          video.requestVideoFrameCallback(() => firstFrame());
        else if (!started) firstFrame();
        if (stalledAt !== null) rebufferMs += performance.now() - stalledAt;
        stalledAt = null;
      };
      // A stall: waiting for data while playing, not because the viewer moved the playhead.
      const onWaiting = () => {
        if (!started || video.seeking || stalledAt !== null) return;
        rebuffers += 1;
        stalledAt = performance.now();
      };
      const onResize = () => {
        height = video.videoHeight;
      };
      video.addEventListener('playing', onPlaying);
      video.addEventListener('waiting', onWaiting);
      video.addEventListener('resize', onResize);
      stop = () => {
        video.removeEventListener('playing', onPlaying);
        video.removeEventListener('waiting', onWaiting);
        video.removeEventListener('resize', onResize);
      };
    },
    /** What happened since the last call (nothing before the first frame). */
    take(): QualityReport {
      const now = performance.now();
      const stalled = stalledAt === null ? 0 : now - stalledAt;
      if (stalledAt !== null) stalledAt = now;
      const report: QualityReport = {};
      if (startupMs !== null) report.startup_ms = startupMs;
      if (rebuffers > 0) report.rebuffer_count = rebuffers;
      if (rebufferMs + stalled > 0) report.rebuffer_ms = Math.round(rebufferMs + stalled);
      if (height > 0) report.rendition_height = height;
      startupMs = null;
      rebuffers = 0;
      rebufferMs = 0;
      return report;
    },
  };
}
