/**
 * The renditions every stream has and the names of its files: the transcoder writes them
 * (features/media/ladder.ts) and the player's early start fetches them (docs/decisions/0026).
 */

/** One rung of the ladder: the width follows the source's shape (kept even). */
export type Rendition = { height: number; maxrateKbps: number; crf: number; audioKbps: number };

/**
 * The HLS ladder every stream gets, uploads and demo clips alike (Apple's HLS Authoring
 * Specification): the low rung first, so players start on it and climb; capped CRF, so a
 * still picture costs far less than the cap and a busy one never more.
 */
export const LADDER: readonly Rendition[] = [
  { height: 234, maxrateKbps: 200, crf: 30, audioKbps: 48 },
  { height: 480, maxrateKbps: 700, crf: 28, audioKbps: 64 },
];

/** File names inside a stream's prefix. Flat (no folders), so one name pattern covers them all. */
export const MEDIA_FILES = {
  master: 'master.m3u8',
  poster: 'poster.jpg',
  rendition: (i: number) => `v${i}.m3u8`,
  /** The n-th MPEG-TS segment of rendition i (n from 0). */
  segment: (i: number, n: number) => `v${i}_${String(n).padStart(3, '0')}.ts`,
  captionsPlaylist: (language: string) => `subs_${language}.m3u8`,
  captions: (language: string) => `subs_${language}.vtt`,
} as const;

/** What a rung needs from the connection to start on it: its first segment in a third of its play time. */
export const START_HEADROOM = 3;
