import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const TEST_FILE = /\.test\.tsx?$/;
/** How a test file gets a database of its own (tests/test-db.ts, test-app.ts, page-app.ts). */
const MAKES_A_DATABASE = /\b(createTestApp|createTestDb|createPageApp|TEST_DIALECT)\b/;

/**
 * The test files that make no database: `npm run test:pg` leaves them out, since they run no
 * SQL and `npm test` ran them already (their result cannot depend on the dialect).
 */
function filesWithoutDatabase(): string[] {
  return ['src', 'tests'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(dir, file))
      .filter((file) => TEST_FILE.test(file) && !MAKES_A_DATABASE.test(readFileSync(file, 'utf8'))),
  );
}

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    exclude: process.env.TEST_DIALECT === 'postgres' ? filesWithoutDatabase() : [],
    setupFiles: ['./tests/setup.ts'],
    globalSetup: ['./tests/global-setup.ts'],
    // Worker threads, each loading the app's modules once for all the files it runs (not per file:
    // that was two thirds of the suite's time; decision 0030). Files share nothing else: each
    // makes its own database and app, and stubbed globals are put back after each test.
    pool: 'threads',
    isolate: false,
    unstubGlobals: true,
    // Vitest's default on a 2-core machine is one worker; test files spend much of their time
    // waiting on a database or a child process, so two keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
