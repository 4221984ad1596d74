import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_FILE_NAME } from './hls';

/**
 * A short first segment (decision 0026): ffmpeg cuts every rendition into one segment per
 * key frame (2 s), then every segment after the first is made of several of those joined, so
 * a player waits for 2 s of video before the first frame, yet needs few requests after it.
 * ffmpeg cannot cut so itself: its `-hls_init_time` applies to every segment of a VOD
 * playlist. Joining is copying bytes: the segments of one MPEG-TS muxer run follow on from
 * each other (continuity counters, timestamps), each opening with its PAT/PMT and a key frame.
 */

/** A rendition's playlist with its segments joined, and the files each new segment is made of. */
export type JoinedPlaylist = {
  playlist: string;
  /** In playlist order; a segment takes the name of the n-th old one, so names stay v0_000, v0_001... */
  segments: { file: string; parts: string[] }[];
};

const EXTINF = '#EXTINF:';
const TARGET_DURATION = '#EXT-X-TARGETDURATION:';
const END_LIST = '#EXT-X-ENDLIST';

/** A finished VOD playlist read: its header tags, then its segments. */
export type MediaPlaylist = { header: string[]; segments: { seconds: number; file: string }[] };

/**
 * Reads a VOD playlist as ffmpeg writes it. Anything between segments but EXTINF (a
 * discontinuity, a byte range) is refused rather than dropped, as are names that are not
 * plain files of a stream.
 */
export function parseMediaPlaylist(playlist: string): MediaPlaylist {
  const header: string[] = [];
  const segments: MediaPlaylist['segments'] = [];
  let seconds: number | null = null;
  let ended = false;
  for (const line of playlist.split(/\r?\n/).map((l) => l.trim())) {
    if (line === '') continue;
    if (ended) throw new Error(`playlist has ${line} after its end`);
    if (seconds === null && line.startsWith(EXTINF)) {
      seconds = Number.parseFloat(line.slice(EXTINF.length));
      if (!(seconds >= 0)) throw new Error(`playlist has a bad segment duration: ${line}`);
    } else if (seconds !== null && !line.startsWith('#')) {
      if (!MEDIA_FILE_NAME.test(line)) throw new Error(`playlist names a file a stream cannot hold: ${line}`);
      segments.push({ seconds, file: line });
      seconds = null;
    } else if (seconds === null && line === END_LIST) ended = true;
    else if (seconds === null && segments.length === 0 && line.startsWith('#')) header.push(line);
    else throw new Error(`playlist has ${line} where a segment was expected`);
  }
  if (!ended || segments.length === 0)
    throw new Error('playlist is not a finished VOD playlist with segments');
  return { header, segments };
}

/**
 * Rewrites a VOD playlist ffmpeg wrote: the first segment as it is, then groups of `perSegment`
 * (the last group what remains). Durations are summed; the target duration becomes the longest
 * one rounded to the nearest second, as RFC 8216 reads it (and ffmpeg writes it); the other
 * header tags (media sequence, EXT-X-INDEPENDENT-SEGMENTS) are kept.
 */
export function joinPlaylist(playlist: string, perSegment: number): JoinedPlaylist {
  const { header, segments: old } = parseMediaPlaylist(playlist);
  if (!header.some((l) => l.startsWith(TARGET_DURATION))) throw new Error('playlist has no target duration');

  const groups = [old.slice(0, 1)];
  for (let i = 1; i < old.length; i += perSegment) groups.push(old.slice(i, i + perSegment));
  const joined = groups.map((parts, n) => ({
    file: old[n]!.file,
    seconds: parts.reduce((sum, p) => sum + p.seconds, 0),
    parts: parts.map((p) => p.file),
  }));
  const target = Math.max(1, ...joined.map((s) => Math.round(s.seconds)));
  const lines = header.map((l) => (l.startsWith(TARGET_DURATION) ? `${TARGET_DURATION}${target}` : l));
  for (const s of joined) lines.push(`${EXTINF}${s.seconds.toFixed(6)},`, s.file);
  lines.push(END_LIST, '');
  return { playlist: lines.join('\n'), segments: joined.map(({ file, parts }) => ({ file, parts })) };
}

/** Extension of a joined segment while the old files it replaces still exist. */
const JOINING = '.joining';

/**
 * Joins the segments of the rendition `playlistFile` in `dir` (see `joinPlaylist`), in place:
 * every new segment is written beside first, as new names reuse old ones, then the old
 * segments are removed and the new ones take their names, and the playlist is rewritten last.
 */
export async function joinSegments(dir: string, playlistFile: string, perSegment: number): Promise<void> {
  const playlistPath = path.join(dir, playlistFile);
  const { playlist, segments } = joinPlaylist(await fs.readFile(playlistPath, 'utf8'), perSegment);
  for (const { file, parts } of segments) {
    const bytes = await Promise.all(parts.map((part) => fs.readFile(path.join(dir, part))));
    await fs.writeFile(path.join(dir, file + JOINING), Buffer.concat(bytes));
  }
  for (const part of segments.flatMap((s) => s.parts)) await fs.rm(path.join(dir, part));
  for (const { file } of segments) await fs.rename(path.join(dir, file + JOINING), path.join(dir, file));
  await fs.writeFile(playlistPath, playlist);
}
