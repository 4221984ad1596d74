import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { describeStorage } from '../../../tests/storage-suite';
import { tempDir } from '../../../tests/temp-dir';
import { createLocalStorage, createMediaStorage } from './storage';

const { freshPath } = tempDir('storage');

describeStorage('local folder', async () => createLocalStorage(freshPath('media')));

describe('the product’s storage', () => {
  it('reads demo/ from the committed clips, read-only, and writes everything else to MEDIA_DIR', async () => {
    const mediaDir = freshPath('media');
    const storage = createMediaStorage({ mediaDir });
    expect((await storage.stat('demo/clip-1/master.m3u8'))?.size).toBeGreaterThan(0);
    await expect(storage.put('demo/clip-1/master.m3u8', 'x')).rejects.toThrow(/read-only/);
    await storage.put('lessons/a/master.m3u8', '#EXTM3U\n');
    expect(await fs.readFile(`${mediaDir}/lessons/a/master.m3u8`, 'utf8')).toBe('#EXTM3U\n');
    expect(await storage.list('lessons/')).toEqual(['lessons/a/master.m3u8']);
  });
});
