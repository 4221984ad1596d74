import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { recordExercisedOperations } from './contract-run';
import { keepTestedSchemaIds } from './schema-ids';

// A worker thread runs many files: a page test before this one may have loaded the production
// bundle's copies of the named schemas (tests/schema-ids.ts). Give the names back before this
// file is collected, so its OpenAPI documents never meet two schemas of one name.
keepTestedSchemaIds();

// Noise is a failure: an unexpected console.error or console.warn fails the test.
const original = { error: console.error, warn: console.warn };
let noise: string[] = [];

beforeEach(() => {
  noise = [];
  console.error = (...args: unknown[]) => {
    noise.push(args.map(String).join(' '));
    original.error(...args);
  };
  console.warn = (...args: unknown[]) => {
    noise.push(args.map(String).join(' '));
    original.warn(...args);
  };
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (noise.length > 0) throw new Error(`console.error/warn during test:\n${noise.join('\n')}`);
});

// Which operations of the OpenAPI document this file's tests exercised (tests/global-setup.ts).
afterAll(() => recordExercisedOperations(expect.getState().testPath ?? 'unknown'));
