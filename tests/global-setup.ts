import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureBuilt } from '../bin/ensure-build.mjs';

declare module 'vitest' {
  interface ProvidedContext {
    /** The run's process, which names its PostgreSQL schemas (tests/test-db.ts). */
    testRunPid: number;
  }
}

/**
 * On PostgreSQL, test files work in schemas named t_<run's pid>_<created, epoch s>_<random>,
 * dropped together when the run ends (never while other files migrate: tests/test-db.ts). A
 * run that was killed leaves its schemas behind; drop those whose process is gone and that
 * are over an hour old, so a run starting beside another can never drop a schema the other
 * is using (whatever the pid check says).
 */
const ABANDONED_AFTER_S = 60 * 60;
const TEST_SCHEMA = /^t_([0-9]+)_([0-9]+)_[0-9a-f]+$/;

export default async function globalSetup(project: TestProject): Promise<() => Promise<void>> {
  // Page tests render with the production bundle (tests/page-app.ts).
  ensureBuilt();
  await dropSchemas((pid, created) => !isAlive(pid) && Date.now() / 1000 - created >= ABANDONED_AFTER_S);
  project.provide('testRunPid', process.pid);
  const contractDir = mkdtempSync(path.join(os.tmpdir(), 'atelier-contract-'));
  project.provide('contractDir', contractDir);
  return async () => {
    try {
      await checkEveryOperationExercised(project, contractDir);
    } finally {
      rmSync(contractDir, { recursive: true, force: true });
      await dropSchemas((pid) => pid === process.pid);
    }
  };
}

type Record = { testFile: string; declared: string[]; exercised: string[] };

/**
 * After a run of the whole suite: every operation of the OpenAPI document must have been
 * answered in some test (tests/contract-run.ts records them per file). A run of some files
 * only, or of some tests (-t), says nothing about the others and is not judged.
 */
async function checkEveryOperationExercised(project: TestProject, dir: string): Promise<void> {
  if (project.config.testNamePattern) return;
  const records = readdirSync(dir).map(
    (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as Record,
  );
  const ran = new Set(records.map((record) => record.testFile));
  const all = await project.vitest.globTestSpecifications();
  const everyFile = all.every((spec) => ran.has(path.relative(process.cwd(), spec.moduleId)));
  if (!everyFile) return;
  const declared = new Set(records.flatMap((record) => record.declared));
  const exercised = new Set(records.flatMap((record) => record.exercised));
  const missing = [...declared].filter((operation) => !exercised.has(operation)).sort();
  if (missing.length === 0) return;
  // A teardown's error is only printed: the exit code is what fails the run.
  console.error(
    `\nNo test exercises these operations of the OpenAPI document (add a test that calls each):\n  ${missing.join('\n  ')}\n`,
  );
  process.exitCode = 1;
}

/** Drops the test schemas (PostgreSQL runs only) that `which` picks by their run's pid and age. */
async function dropSchemas(which: (pid: number, created: number) => boolean): Promise<void> {
  if (process.env.TEST_DIALECT !== 'postgres') return;
  const url = process.env.DATABASE_URL?.startsWith('postgres')
    ? process.env.DATABASE_URL
    : 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ nspname: string }>(
      'select nspname from pg_namespace where nspname ~ $1',
      [TEST_SCHEMA.source],
    );
    for (const { nspname } of rows) {
      const [, pid, created] = TEST_SCHEMA.exec(nspname)!.map(Number);
      if (which(pid!, created!)) await client.query(`drop schema "${nspname}" cascade`);
    }
  } finally {
    await client.end();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
