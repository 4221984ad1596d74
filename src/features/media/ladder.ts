import path from 'node:path';
import { LADDER, MEDIA_FILES } from '~/shared/stream-ladder';

export { LADDER, MEDIA_FILES, type Rendition } from '~/shared/stream-ladder';

/**
 * The key-frame interval, in seconds: ffmpeg cuts segments this long, and the first segment
 * of every rendition stays so, for a quick first frame (decision 0026).
 */
export const KEYFRAME_SECONDS = 2;
/** The length of the segments after the first: this many key-frame intervals joined (segments.ts). */
export const SEGMENT_SECONDS = 6;
export const KEYFRAMES_PER_SEGMENT = SEGMENT_SECONDS / KEYFRAME_SECONDS;
/** Where the poster frame is taken, unless the stream is shorter than three times this. */
const POSTER_SECONDS = 2;

export type LadderInput = {
  /** ffmpeg's input options: `-i file`, or generated (lavfi) sources. */
  inputArgs: string[];
  /** Filters applied to the picture before it is scaled (the demo clips' burned-in label). */
  videoFilter?: string;
  /** The audio stream to use (`0:a:0`), or null for a silent source. */
  audio: string | null;
  outDir: string;
};

/**
 * Where a stream's segments start, and its end: 0, 2, 8, 14... (the first segment one
 * key-frame interval, the others SEGMENT_SECONDS, the last what remains).
 */
export function segmentBounds(durationSeconds: number): number[] {
  const bounds = [0];
  for (let t = KEYFRAME_SECONDS; t < durationSeconds; t += SEGMENT_SECONDS) bounds.push(t);
  return [...bounds, durationSeconds];
}

/**
 * One ffmpeg run that encodes every rung and cuts it into MPEG-TS segments (the most widely
 * played: hls.js, Safari, TVs): a key frame every 2 s whatever the frame rate (forced by
 * time, scene cuts off), one segment per key frame (`joinSegments` then makes all but the
 * first 6 s long), VOD playlists v0.m3u8, v1.m3u8... and ffmpeg's master playlist
 * (BANDWIDTH, RESOLUTION, CODECS), which `composeMaster` then completes.
 */
export function ladderArgs(input: LadderInput): string[] {
  const pre = input.videoFilter ? `${input.videoFilter},` : '';
  const filter =
    `[0:v]${pre}split=${LADDER.length}${LADDER.map((_, i) => `[s${i}]`).join('')};` +
    LADDER.map((r, i) => `[s${i}]scale=-2:${r.height},setsar=1[v${i}]`).join(';');
  const args = ['-hide_banner', '-nostats', '-y', ...input.inputArgs, '-filter_complex', filter];
  LADDER.forEach((_, i) => {
    args.push('-map', `[v${i}]`);
    if (input.audio) args.push('-map', input.audio);
  });
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  args.push('-force_key_frames', `expr:gte(t,n_forced*${KEYFRAME_SECONDS})`, '-sc_threshold', '0');
  LADDER.forEach((r, i) => {
    args.push(`-crf:v:${i}`, String(r.crf), `-maxrate:v:${i}`, `${r.maxrateKbps}k`);
    args.push(`-bufsize:v:${i}`, `${r.maxrateKbps * 2}k`);
  });
  if (input.audio) {
    args.push('-c:a', 'aac', '-ac', '2', '-ar', '48000');
    for (const [i, r] of LADDER.entries()) args.push(`-b:a:${i}`, `${r.audioKbps}k`);
  }
  const streamMap = LADDER.map((_, i) => (input.audio ? `v:${i},a:${i}` : `v:${i}`)).join(' ');
  args.push('-f', 'hls', '-hls_time', String(KEYFRAME_SECONDS), '-hls_playlist_type', 'vod');
  args.push('-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts');
  args.push('-hls_segment_filename', path.join(input.outDir, 'v%v_%03d.ts'));
  args.push('-master_pl_name', MEDIA_FILES.master, '-var_stream_map', streamMap);
  args.push(path.join(input.outDir, 'v%v.m3u8'));
  return args;
}

/** A JPEG poster from the top rung already made (so it matches what plays). */
export function posterArgs(outDir: string, durationSeconds: number): string[] {
  const at = Math.min(POSTER_SECONDS, durationSeconds / 3);
  const top = path.join(outDir, MEDIA_FILES.rendition(LADDER.length - 1));
  const poster = path.join(outDir, MEDIA_FILES.poster);
  return [
    '-hide_banner',
    '-nostats',
    '-y',
    '-ss',
    at.toFixed(2),
    '-i',
    top,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    poster,
  ];
}
