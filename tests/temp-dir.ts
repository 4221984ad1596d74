import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/**
 * A temporary directory for the test file, removed after its tests. `freshPath(name)` is a path
 * to `name` in a new subdirectory that does not exist yet.
 */
export function tempDir(prefix: string): { freshPath: (name: string) => string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `atelier-${prefix}-`));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  let count = 0;
  return { freshPath: (name) => path.join(root, `dir-${++count}`, name) };
}
