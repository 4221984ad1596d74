import { describe, expect, it } from 'vitest';
import { createPlaybackQuality } from './playback-quality';

/** A stand-in for the <video>: the events the quality watch listens to, fired by hand. */
function fakeVideo() {
  const listeners = new Map<string, (() => void)[]>();
  return {
    seeking: false,
    videoHeight: 234,
    addEventListener(type: string, listener: () => void) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    removeEventListener() {},
    emit(type: string) {
      for (const listener of listeners.get(type) ?? []) listener();
    },
  };
}

describe('playback quality', () => {
  it('counts the startup of a playback the early-play script started, from the press to its first playing', () => {
    const quality = createPlaybackQuality();
    const video = fakeVideo();
    quality.watch(video as unknown as HTMLVideoElement, 1000, 1640);
    // A 'playing' after the player took over (the end of a stall) starts nothing again.
    video.emit('playing');
    expect(quality.take()).toEqual({ startup_ms: 640 });
    expect(quality.take()).toEqual({});
  });

  it('counts stalls after the start, not before it', () => {
    const quality = createPlaybackQuality();
    const video = fakeVideo();
    quality.watch(video as unknown as HTMLVideoElement, performance.now(), performance.now());
    video.emit('waiting');
    video.emit('playing');
    video.emit('resize');
    const report = quality.take();
    expect(report.rebuffer_count).toBe(1);
    expect(report.rendition_height).toBe(234);
  });
});
