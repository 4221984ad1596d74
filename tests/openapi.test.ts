import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '~/server/app';
import { connect } from '~/server/db/connect';
import { errorResponses, jsonApi, noContent, redirect } from '~/server/http/route-types';
import { openApiDocument } from '~/server/openapi-document';
import { createContract, operationsOf } from './contract';
import { checkAgainstContract } from './contract-run';
import { testConfig } from './test-app';

const document = await openApiDocument();
const operations = operationsOf(document);

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules with no error', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'openapi-lint-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(document));
    const cli = path.resolve('node_modules/@redocly/cli/bin/cli.js');
    // lint exits 1 on errors: the JSON report says which.
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'lint', file, '--format=json'], {
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    })
      .catch((error: { stdout: string }) => error)
      .finally(() => rm(dir, { recursive: true, force: true }));
    const report = JSON.parse(stdout) as {
      totals: { errors: number };
      problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  }, 60_000);

  it('is OpenAPI 3.1 and names every operation, its tags and its security', () => {
    expect((document as { openapi?: string }).openapi).toBe('3.1.0');
    const ids = new Set<string>();
    for (const [key, operation] of operations) {
      const op = operation as typeof operation & { tags?: string[]; summary?: string; security?: unknown };
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(op.operationId!), `${key}: operationId ${op.operationId} is taken`).toBe(false);
      ids.add(op.operationId!);
      expect(op.tags?.length, key).toBeGreaterThan(0);
      expect(op.summary, key).toBeTruthy();
      expect(Array.isArray(op.security), `${key}: security is declared`).toBe(true);
    }
  });

  it('declares the answers every call can give, in the one error shape', () => {
    for (const [key, { responses }] of operations) {
      const method = key.split(' ')[0]!;
      const write = method !== 'GET';
      const expected = ['400', '500', ...(write ? ['413', '415'] : [])];
      for (const status of expected) expect(Object.keys(responses), key).toContain(status);
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(response.content, `${key} ${status}`).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Errors' } },
        });
      }
      const secured = JSON.stringify((operations.get(key) as { security?: unknown }).security);
      if (secured.includes('csrf')) expect(Object.keys(responses), key).toContain('422');
    }
  });

  it('declares 204 and redirects without a body, redirects with Location', () => {
    for (const [key, { responses }] of operations)
      for (const [status, response] of Object.entries(responses)) {
        if (status === '204') expect(response.content, key).toBeUndefined();
        if (status.startsWith('3')) {
          expect(response.content, key).toBeUndefined();
          expect(Object.keys(response.headers ?? {}), key).toContain('Location');
        }
      }
  });

  // Compiling every schema is CPU work that takes seconds on a busy 2-core machine: a time
  // limit here would measure the machine, not the document.
  it('compiles every response schema in a strict validator (ajv strict mode)', { timeout: 180_000 }, () => {
    const contract = createContract(document);
    expect(contract.compileAll()).toBeGreaterThan(operations.size);
  });
});

// A probe app whose routes disagree with what they declare: the contract must notice each lie.
const probeDb = connect({ dialect: 'sqlite', file: ':memory:' });
const violations: string[] = [];
const { app: probe } = await buildApp({
  config: testConfig(),
  db: probeDb,
  logger: false,
  beforeRoutes: (root: FastifyInstance) => checkAgainstContract(root, violations),
});
/** The body, status and media type each lie of the probe answers with. */
const LIES: Record<string, { status: number; type?: string; body?: string; location?: string }> = {
  status: { status: 202, type: 'application/json', body: '{"name":"x"}' },
  type: { status: 201, type: 'application/json', body: '{"data":null}' },
  extra: { status: 200, type: 'application/json', body: '{"name":"x","more":1}' },
  body: { status: 302, type: 'text/plain', body: 'surprise', location: '/' },
  location: { status: 302 },
  error: { status: 404, type: 'application/json', body: '{"error":"x"}' },
  none: { status: 200, type: 'application/json', body: '{"name":"fine"}' },
};
// Added after the app's routes, so the document (built from the routes registered after it) lists it.
probe.get(
  '/api/probe/:lie',
  {
    schema: {
      operationId: 'probe',
      tags: ['probe'],
      summary: 'Lies on request.',
      response: {
        200: z.object({ name: z.string() }),
        201: jsonApi(z.object({ data: z.null() })),
        204: noContent,
        302: redirect('Somewhere.'),
        ...errorResponses(404),
      },
    },
  },
  async (request, reply: FastifyReply) => {
    const lie = LIES[(request.params as { lie: string }).lie] ?? LIES.none!;
    if (lie.location) void reply.header('location', lie.location);
    if (lie.type) void reply.type(lie.type);
    return reply.code(lie.status).send(lie.body);
  },
);
await probe.ready();
afterAll(async () => {
  await probe.close();
  await probeDb.destroy();
});

describe('the contract check', () => {
  const probeOf = async (lie: string) => {
    violations.length = 0;
    await probe.inject({ method: 'GET', url: `/api/probe/${lie}` });
    return violations.splice(0);
  };

  it('passes an answer that agrees with the document', async () => {
    expect(await probeOf('none')).toEqual([]);
  });

  it.each([
    ['status', /status 202 is not declared/],
    ['type', /application\/json is not declared/],
    ['extra', /does not match the schema.*additional/],
    ['body', /a body where none is declared/],
    ['location', /Location header is missing/],
    ['error', /does not match the schema/],
  ])('notices a lie about the %s', async (lie, problem) => {
    const found = await probeOf(lie);
    expect(found.join('\n')).toMatch(problem);
  });
});
