import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createS3Storage, type S3StorageOptions } from './s3-storage';

/** A stored file's size and when it last changed (for Content-Length, ETag, Last-Modified). */
export type StoredFile = { size: number; modifiedAt: Date };
/** Inclusive byte offsets, as in a Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where media files live: keys are slash-separated paths (`demo/clip-1/master.m3u8`). A local
 * directory (below) or an S3 bucket (s3-storage.ts) implements the same four calls, and both
 * pass the same tests (tests/storage-suite.ts).
 */
export interface MediaStorage {
  /** Writes a whole file; readers never see a half-written one. */
  put(key: string, body: Buffer | string | Readable): Promise<void>;
  /** The file's bytes, or only `range` of them; a missing file rejects with code ENOENT. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredFile | null>;
  /** The keys under a folder (`lessons/abc/`, the slash optional; '' for all), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Lower-case names, one or more segments, never `.` or `..`: no key can leave its root. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)*(\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key);
}

/** The key itself, or an error naming it: no storage reads or writes outside its root. */
export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`Invalid media storage key: ${JSON.stringify(key)}`);
  return key;
}

/** A directory on this machine. `readOnly` for the clips committed with the code. */
export function createLocalStorage(root: string, options: { readOnly?: boolean } = {}): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => path.join(base, ...checkedKey(key).split('/'));

  return {
    async put(key, body) {
      if (options.readOnly) throw new Error(`Media storage at ${base} is read-only`);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed over: a reader gets the old file or the new, never half.
      // The leading dot makes it no key, so list() never shows it.
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.partial`);
      try {
        if (body instanceof Readable) await pipeline(body, createWriteStream(partial));
        else await fs.writeFile(partial, body);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key, range) {
      const stream = createReadStream(fileOf(key), range ?? {});
      // Open before answering, so a missing file is an error here rather than mid-response.
      await new Promise<void>((resolve, reject) => {
        stream.once('open', () => resolve());
        stream.once('error', reject);
      });
      return stream;
    },

    async stat(key) {
      try {
        const stats = await fs.stat(fileOf(key));
        return stats.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async list(prefix) {
      const dir = prefix.replace(/\/$/, '');
      const root = dir ? fileOf(dir) : base;
      let names: string[];
      try {
        names = (await fs.readdir(root, { recursive: true, withFileTypes: true }))
          .filter((entry) => entry.isFile())
          .map((entry) =>
            path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          );
      } catch (error) {
        // No such folder, or a file where a folder was named: nothing under it.
        if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return [];
        throw error;
      }
      return names.filter((key) => isStorageKey(key)).sort();
    },
  };
}

/** Keys under this prefix are the demo clips committed in the repository (media/demo/). */
export const DEMO_PREFIX = 'demo/';

/** The repository's media/ folder: it holds demo/, the committed clips. */
export const BUNDLED_MEDIA_DIR = 'media';

/**
 * The product's storage: an S3 bucket when `s3` is given (the S3_* variables), else MEDIA_DIR,
 * for everything written at run time (uploads and their transcodes); keys under demo/ are
 * read from the committed clips whichever it is, so a fresh clone plays video without ffmpeg
 * and without copying anything.
 */
export function createMediaStorage(options: {
  mediaDir: string;
  s3?: S3StorageOptions | null;
  bundledDir?: string;
}): MediaStorage {
  const written = options.s3 ? createS3Storage(options.s3) : createLocalStorage(options.mediaDir);
  const demo = createLocalStorage(options.bundledDir ?? BUNDLED_MEDIA_DIR, { readOnly: true });
  const pick = (key: string) => (key.startsWith(DEMO_PREFIX) ? demo : written);
  return {
    put: (key, body) => pick(key).put(key, body),
    get: (key, range) => pick(key).get(key, range),
    stat: (key) => pick(key).stat(key),
    list: (prefix) => pick(prefix).list(prefix),
  };
}
