import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDemoData } from '~/server/seed/seed';
import { seedSyntheticCatalog } from '~/server/seed/synthetic';
import { createTestDb } from '../../../tests/test-db';
import { DEMO_CAPTION_LANGUAGES, DEMO_CLIP_SECONDS, DEMO_CLIPS } from './demo-media';
import { ffmpegAvailable } from './ffmpeg';
import { parseVariants } from './hls';
import { KEYFRAME_SECONDS, LADDER, MEDIA_FILES, SEGMENT_SECONDS } from './ladder';
import { BUNDLED_MEDIA_DIR } from './storage';

const { db } = await createTestDb();
const hasFfmpeg = await ffmpegAvailable();
const dirOf = (key: string) => path.join(BUNDLED_MEDIA_DIR, ...key.split('/'));
const read = (key: string, file: string) => fs.readFile(path.join(dirOf(key), file), 'utf8');

describe('the committed demo clips', () => {
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
      for (const v of variants) {
        const playlist = await read(clip.key, v.uri);
        expect(playlist).toContain(`#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`);
        expect(playlist).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
        const seconds = [...playlist.matchAll(/#EXTINF:([\d.]+),/g)].reduce((s, m) => s + Number(m[1]), 0);
        expect(seconds).toBeCloseTo(DEMO_CLIP_SECONDS, 1);
        for (const segment of playlist.split('\n').filter((l) => l.endsWith('.ts')))
          bytes += (await fs.stat(path.join(dirOf(clip.key), segment))).size;
      }
      const poster = await fs.readFile(path.join(dirOf(clip.key), MEDIA_FILES.poster));
      expect([...poster.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    }
    expect(bytes).toBeLessThan(6 * 1024 * 1024);
  });

  it.skipIf(!hasFfmpeg)('have a key frame every 2 s (ffprobe; skipped without ffmpeg)', () => {
    const segment = path.join(dirOf(DEMO_CLIPS[0].key), 'v1_000.ts');
    const out = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v', '-skip_frame', 'nokey'],
      ...['-show_entries', 'frame=pts_time', '-of', 'csv=p=0', segment],
    ]).toString();
    const times = (out.match(/\d+\.\d+/g) ?? []).map(Number);
    expect(times.length).toBe(SEGMENT_SECONDS / KEYFRAME_SECONDS);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeCloseTo(KEYFRAME_SECONDS, 2);
  });
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
