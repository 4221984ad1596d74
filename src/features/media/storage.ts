import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A stored file's size and when it last changed (for Content-Length, ETag, Last-Modified). */
export type StoredFile = { size: number; modifiedAt: Date };
/** Inclusive byte offsets, as in a Range header. */
export type ByteRange = { start: number; end: number };

/**
 * Where media files live: keys are slash-separated paths (`demo/clip-1/master.m3u8`). Local
 * directories now; object storage (S3-like) later implements the same four calls.
 */
export interface MediaStorage {
  /** Writes a whole file; readers never see a half-written one. */
  put(key: string, body: Buffer | string | Readable): Promise<void>;
  /** The file's bytes, or only `range` of them. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  stat(key: string): Promise<StoredFile | null>;
  /** The keys under a prefix (`lessons/abc/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

/** Lower-case names, one or more segments, never `.` or `..`: no key can leave its root. */
const KEY = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)*(\/[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= 300 && KEY.test(key);
}

function checkedKey(key: string): string {
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
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
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
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
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
 * The product's storage: MEDIA_DIR for everything written at run time (uploads and their
 * transcodes), with keys under demo/ read from the committed clips, so a fresh clone plays
 * video without ffmpeg and without copying anything.
 */
export function createMediaStorage(options: { mediaDir: string; bundledDir?: string }): MediaStorage {
  const local = createLocalStorage(options.mediaDir);
  const demo = createLocalStorage(options.bundledDir ?? BUNDLED_MEDIA_DIR, { readOnly: true });
  const pick = (key: string) => (key.startsWith(DEMO_PREFIX) ? demo : local);
  return {
    put: (key, body) => pick(key).put(key, body),
    get: (key, range) => pick(key).get(key, range),
    stat: (key) => pick(key).stat(key),
    list: (prefix) => pick(prefix).list(prefix),
  };
}
