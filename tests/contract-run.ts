import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { OpenApiDocument } from '~/server/openapi-document';
import { type Contract, createContract } from './contract';
import { keepTestedSchemaIds } from './schema-ids';

declare module 'vitest' {
  interface ProvidedContext {
    /** Where each test file writes the operations its answers exercised (tests/global-setup.ts). */
    contractDir: string;
  }
}

/** This file's answers, by operation, across every app it builds. */
const exercised = new Set<string>();
let declared: string[] = [];

/** For tests/setup.ts (every test file): writes this file's record for the global teardown. */
export function recordExercisedOperations(testPath: string): void {
  const dir = inject('contractDir');
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const testFile = path.relative(process.cwd(), testPath);
  const name = `${testFile.replaceAll(/[^A-Za-z0-9.-]/g, '_')}.json`;
  writeFileSync(path.join(dir, name), JSON.stringify({ testFile, declared, exercised: [...exercised] }));
}

/**
 * Checks every answer of this app against its own OpenAPI document (an onSend hook, after
 * serialization), collecting what disagrees in `violations` (the test fails on them).
 */
export async function checkAgainstContract(app: FastifyInstance, violations: string[]): Promise<void> {
  let contract: Contract | undefined;
  // Built at the first answer: the document exists once the app is ready.
  const contractOf = () => {
    if (!contract) {
      keepTestedSchemaIds();
      contract = createContract(app.swagger() as OpenApiDocument);
      declared = [...contract.operations.keys()];
    }
    return contract;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const contract = contractOf();
    violations.push(...contract.check(request, reply, payload));
    for (const operation of contract.exercised) exercised.add(operation);
    return payload;
  });
}
