import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the browser downloads; images other than SVG, fonts and video are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map)$/;
/** Below this a compressed answer saves less than its headers cost (the server's threshold too). */
export const PRECOMPRESS_MIN_BYTES = 1024;

export type Precompressed = { file: string; raw: number; gzip: number; brotli: number };

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) next to every compressible
 * file of `dir` (recursively) of at least PRECOMPRESS_MIN_BYTES, once at build time, so the
 * server sends them as they are (@fastify/static's preCompressed) instead of compressing each
 * answer again. A compressed form no smaller than the file is not written. Returns the sizes.
 */
export async function precompressDirectory(dir: string): Promise<Precompressed[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(files.map(precompressFile));
}

async function precompressFile(file: string): Promise<Precompressed> {
  const raw = await fs.readFile(file);
  if (raw.length < PRECOMPRESS_MIN_BYTES)
    return { file, raw: raw.length, gzip: raw.length, brotli: raw.length };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  const write = async (suffix: string, bytes: Buffer) => {
    if (bytes.length < raw.length) await fs.writeFile(file + suffix, bytes);
    return Math.min(bytes.length, raw.length);
  };
  return { file, raw: raw.length, brotli: await write('.br', br), gzip: await write('.gz', gz) };
}
