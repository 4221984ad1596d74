import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '~/server/seed/seed';
import { seedSyntheticCatalog } from '~/server/seed/synthetic';
import { createTestDb } from '../../../tests/test-db';
import { DEMO_CAPTION_LANGUAGES, DEMO_CLIP_SECONDS, DEMO_CLIPS } from './demo-media';
import { ffmpegAvailable, probe } from './ffmpeg';
import { parseVariants } from './hls';
import { KEYFRAME_SECONDS, LADDER, MEDIA_FILES, SEGMENT_SECONDS, segmentBounds } from './ladder';
import { parseMediaPlaylist } from './segments';
import { BUNDLED_MEDIA_DIR } from './storage';

const { db } = await createTestDb();
const hasFfmpeg = await ffmpegAvailable();
const dirOf = (key: string) => path.join(BUNDLED_MEDIA_DIR, ...key.split('/'));
const read = (key: string, file: string) => fs.readFile(path.join(dirOf(key), file), 'utf8');

describe('the committed demo clips', () => {
  const bounds = segmentBounds(DEMO_CLIP_SECONDS);
  const lengths = bounds.slice(1).map((end, n) => end - bounds[n]!);

  it('are HLS VOD ladders, low rung first, with captions in two languages and a poster', async () => {
    let bytes = 0;
    for (const clip of DEMO_CLIPS) {
      const master = await read(clip.key, MEDIA_FILES.master);
      const variants = parseVariants(master);
      expect(variants.map((v) => v.uri)).toEqual(LADDER.map((_, i) => MEDIA_FILES.rendition(i)));
      expect(variants[0]!.attributes).toContain('RESOLUTION=416x234');
      for (const v of variants)
        expect(v.attributes).toMatch(/BANDWIDTH=\d+,.*CODECS="avc1\..*SUBTITLES="subs"/);
      for (const language of DEMO_CAPTION_LANGUAGES) {
        expect(master).toContain(`LANGUAGE="${language}",DEFAULT=NO,AUTOSELECT=YES`);
        expect(await read(clip.key, MEDIA_FILES.captions(language))).toMatch(/^WEBVTT\nX-TIMESTAMP-MAP=/);
        expect(await read(clip.key, MEDIA_FILES.captionsPlaylist(language))).toContain('#EXT-X-ENDLIST');
      }
      for (const [index, v] of variants.entries()) {
        const playlist = await read(clip.key, v.uri);
        expect(playlist).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
        expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
        expect(playlist).toContain('#EXT-X-INDEPENDENT-SEGMENTS');
        // 2 s, then 6 s segments, the last what remains: 2, 6, 6, 6, 4.
        const { segments } = parseMediaPlaylist(playlist);
        expect(segments.map((s) => s.file)).toEqual(segments.map((_, n) => MEDIA_FILES.segment(index, n)));
        expect(segments.map((s) => s.seconds)).toEqual(lengths);
        for (const { file } of segments) bytes += (await fs.stat(path.join(dirOf(clip.key), file))).size;
      }
      const poster = await fs.readFile(path.join(dirOf(clip.key), MEDIA_FILES.poster));
      expect([...poster.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    }
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
  });

  it.skipIf(!hasFfmpeg)(
    'start with a 2 s segment and have a key frame every 2 s (ffprobe; skipped without ffmpeg)',
    async () => {
      const dir = dirOf(DEMO_CLIPS[0].key);
      for (const i of LADDER.keys()) {
        const { segments } = parseMediaPlaylist(await read(DEMO_CLIPS[0].key, MEDIA_FILES.rendition(i)));
        expect((await probe(path.join(dir, segments[0]!.file))).durationSeconds).toBeLessThanOrEqual(2.5);
        const keyFrames: number[] = [];
        for (const { file, seconds } of segments) {
          const out = execFileSync('ffprobe', [
            ...['-v', 'error', '-select_streams', 'v', '-skip_frame', 'nokey'],
            ...['-show_entries', 'frame=pts_time', '-of', 'csv=p=0', path.join(dir, file)],
          ]).toString();
          const times = (out.match(/\d+\.\d+/g) ?? []).map(Number);
          // Every segment opens with a key frame and holds one per 2 s of its length.
          expect(times.length).toBe(Math.round(seconds / KEYFRAME_SECONDS));
          keyFrames.push(...times);
        }
        expect(keyFrames.length).toBe(DEMO_CLIP_SECONDS / KEYFRAME_SECONDS);
        for (let n = 1; n < keyFrames.length; n++)
          expect(keyFrames[n]! - keyFrames[n - 1]!).toBeCloseTo(KEYFRAME_SECONDS, 2);
      }
    },
  );
});

describe('demo seeds', () => {
  const counts = async () => {
    const lessons = await db
      .selectFrom('lessons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const assets = await db
      .selectFrom('media_assets')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.count<number>('lesson_id').distinct().as('lessons'),
      ])
      .where('status', '=', 'ready')
      .executeTakeFirstOrThrow();
    return { lessons: Number(lessons.n), assets: Number(assets.n), covered: Number(assets.lessons) };
  };

  it('give every lesson, trailer and episode one of the clips, --scale catalogs too', async () => {
    const now = new Date('2026-01-15T12:00:00.000Z');
    await seedDemoData(db, { now });
    const seeded = await counts();
    expect(seeded.lessons).toBeGreaterThan(800);
    expect(seeded).toEqual({ lessons: seeded.lessons, assets: seeded.lessons, covered: seeded.lessons });
    const keys = await db
      .selectFrom('media_assets')
      .select('asset_key')
      .distinct()
      .orderBy('asset_key')
      .execute();
    expect(keys.map((k) => k.asset_key)).toEqual(DEMO_CLIPS.map((c) => c.key));

    await seedSyntheticCatalog(db, { count: 2, now });
    const scaled = await counts();
    expect(scaled.lessons).toBeGreaterThan(seeded.lessons);
    expect(scaled).toEqual({ lessons: scaled.lessons, assets: scaled.lessons, covered: scaled.lessons });
  });
});
