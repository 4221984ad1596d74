import fs from 'node:fs/promises';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { startFakeS3 } from '../../../tests/fake-s3';
import { describeStorage } from '../../../tests/storage-suite';
import { tempDir } from '../../../tests/temp-dir';
import { createS3Storage } from './s3-storage';
import { createMediaStorage } from './storage';

// A local S3-compatible server (fauxqs, in a process of its own), on a free loopback port.
const s3 = await startFakeS3();
const { freshPath } = tempDir('s3-storage');

describeStorage('S3 bucket', async () => createS3Storage((await s3.bucket()).options));

describe('S3 storage', () => {
  it('keeps every key under S3_PREFIX, so sites can share a bucket', async () => {
    const { options } = await s3.bucket();
    const siteA = createS3Storage({ ...options, prefix: 'site-a/' });
    const siteB = createS3Storage({ ...options, prefix: 'site-b/' });
    await siteA.put('lessons/a/master.m3u8', 'A');
    await siteB.put('lessons/a/master.m3u8', 'B');
    expect(await text(await siteA.get('lessons/a/master.m3u8'))).toBe('A');
    expect(await siteA.list('')).toEqual(['lessons/a/master.m3u8']);
    expect(await siteB.list('lessons/')).toEqual(['lessons/a/master.m3u8']);
    expect(await createS3Storage(options).list('')).toEqual([
      'site-a/lessons/a/master.m3u8',
      'site-b/lessons/a/master.m3u8',
    ]);
  });

  it('is the product’s storage when given, the committed demo clips still read from the repository', async () => {
    const { options } = await s3.bucket();
    const mediaDir = freshPath('media');
    const storage = createMediaStorage({ mediaDir, s3: options });
    expect((await storage.stat('demo/clip-1/master.m3u8'))?.size).toBeGreaterThan(0);
    await storage.put('lessons/a/master.m3u8', '#EXTM3U\n');
    expect(await createS3Storage(options).list('')).toEqual(['lessons/a/master.m3u8']);
    await expect(fs.access(mediaDir)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
