import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEDIA_FILES } from './ladder';
import { joinPlaylist, joinSegments } from './segments';

/** A VOD playlist as ffmpeg's HLS muxer writes it, with these segment durations. */
function ffmpegPlaylist(durations: string[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-TARGETDURATION:2', '#EXT-X-MEDIA-SEQUENCE:0'];
  lines.push('#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-INDEPENDENT-SEGMENTS');
  for (const [n, d] of durations.entries()) lines.push(`#EXTINF:${d},`, MEDIA_FILES.segment(0, n));
  return `${[...lines, '#EXT-X-ENDLIST'].join('\n')}\n`;
}
const names = (...ns: number[]) => ns.map((n) => MEDIA_FILES.segment(0, n));

describe('joinPlaylist', () => {
  it('keeps the first segment, joins the others by three, names them in order', () => {
    const joined = joinPlaylist(ffmpegPlaylist(Array(12).fill('2.000000')), 3);
    expect(joined.segments).toEqual([
      { file: 'v0_000.ts', parts: names(0) },
      { file: 'v0_001.ts', parts: names(1, 2, 3) },
      { file: 'v0_002.ts', parts: names(4, 5, 6) },
      { file: 'v0_003.ts', parts: names(7, 8, 9) },
      { file: 'v0_004.ts', parts: names(10, 11) },
    ]);
    expect(joined.playlist).toBe(
      [
        '#EXTM3U',
        '#EXT-X-VERSION:6',
        '#EXT-X-TARGETDURATION:6',
        '#EXT-X-MEDIA-SEQUENCE:0',
        '#EXT-X-PLAYLIST-TYPE:VOD',
        '#EXT-X-INDEPENDENT-SEGMENTS',
        ...['#EXTINF:2.000000,', 'v0_000.ts', '#EXTINF:6.000000,', 'v0_001.ts'],
        ...['#EXTINF:6.000000,', 'v0_002.ts', '#EXTINF:6.000000,', 'v0_003.ts'],
        ...['#EXTINF:4.000000,', 'v0_004.ts', '#EXT-X-ENDLIST', ''],
      ].join('\n'),
    );
  });

  it('sums durations that are not whole seconds; the target is the longest rounded to the nearest second', () => {
    // 29.97 fps: key frames land just after each 2 s, a segment's lengths add to a little over 6 s.
    const joined = joinPlaylist(
      ffmpegPlaylist(['2.002000', '2.002000', '2.002000', '2.001999', '1.200000']),
      3,
    );
    expect(joined.playlist).toContain('#EXTINF:2.002000,\nv0_000.ts\n#EXTINF:6.005999,\nv0_001.ts\n');
    expect(joined.playlist).toContain('#EXTINF:1.200000,\nv0_002.ts\n');
    expect(joined.playlist).toContain('#EXT-X-TARGETDURATION:6\n');
  });

  it('leaves a stream of one or two key-frame intervals as it was cut', () => {
    expect(joinPlaylist(ffmpegPlaylist(['1.500000']), 3).segments).toEqual([
      { file: 'v0_000.ts', parts: names(0) },
    ]);
    const two = joinPlaylist(ffmpegPlaylist(['2.000000', '0.800000']), 3);
    expect(two.segments.map((s) => s.parts)).toEqual([names(0), names(1)]);
    expect(two.playlist).toContain('#EXT-X-TARGETDURATION:2\n');
  });

  it('refuses playlists it would rewrite wrongly', () => {
    const good = ffmpegPlaylist(['2.000000', '2.000000']);
    const refuse = (playlist: string) => expect(() => joinPlaylist(playlist, 3));
    refuse(good.replace('v0_000.ts\n', 'v0_000.ts\n#EXT-X-DISCONTINUITY\n')).toThrow(/DISCONTINUITY/);
    refuse(good.replace('#EXT-X-ENDLIST\n', '')).toThrow(/not a finished VOD playlist/);
    refuse(good.replace('v0_001.ts', '../v0_001.ts')).toThrow(/cannot hold/);
    refuse(good.replace('#EXT-X-TARGETDURATION:2\n', '')).toThrow(/no target duration/);
    refuse(good.replace('#EXTINF:2.000000,\nv0_001.ts', '#EXTINF:x,\nv0_001.ts')).toThrow(
      /bad segment duration/,
    );
    refuse(`${good}v0_002.ts\n`).toThrow(/after its end/);
  });
});

describe('joinSegments', () => {
  it('replaces the segment files by their joined bytes and rewrites the playlist, leaving nothing else', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-segments-'));
    try {
      const bytes = ['first', 'b1', 'b2', 'b3', 'c1'];
      await fs.writeFile(path.join(dir, 'v0.m3u8'), ffmpegPlaylist(bytes.map(() => '2.000000')));
      for (const [n, b] of bytes.entries()) await fs.writeFile(path.join(dir, MEDIA_FILES.segment(0, n)), b);

      await joinSegments(dir, 'v0.m3u8', 3);
      expect((await fs.readdir(dir)).sort()).toEqual(['v0.m3u8', ...names(0, 1, 2)]);
      const read = (n: number) => fs.readFile(path.join(dir, MEDIA_FILES.segment(0, n)), 'utf8');
      expect([await read(0), await read(1), await read(2)]).toEqual(['first', 'b1b2b3', 'c1']);
      const playlist = await fs.readFile(path.join(dir, 'v0.m3u8'), 'utf8');
      expect(playlist).toContain(
        '#EXTINF:6.000000,\nv0_001.ts\n#EXTINF:2.000000,\nv0_002.ts\n#EXT-X-ENDLIST',
      );
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
