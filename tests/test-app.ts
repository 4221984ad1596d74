import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach } from 'vitest';
import { buildApp } from '~/server/app';
import { type Config, loadConfig } from '~/server/config';
import { TestClock } from '~/server/core/clock';
import type { Services } from '~/server/services';
import { PATHS } from '~/shared/spec';
import { checkAgainstContract } from './contract-run';
import { keepTestedSchemaIds } from './schema-ids';
import { createTestDb, type TestDb } from './test-db';

export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    LOG_LEVEL: 'silent',
    // Cheap hashing keeps tests fast; production refuses a cost below 15.
    PASSWORD_HASH_COST: '10',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  clock: TestClock;
  config: Config;
  testDb: TestDb;
  db: TestDb['db'];
  /** A browser-like client: keeps cookies between calls. */
  client: () => TestClient;
};

/**
 * The API (no pages) on a fresh database, closed after the file's tests. Call it at
 * the top level of a test file.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; testDb?: TestDb } = {},
): Promise<TestApp> {
  const testDb = options.testDb ?? (await createTestDb());
  keepTestedSchemaIds();
  const clock = new TestClock();
  const config = testConfig(options.env);
  // Every answer any test gets is checked against the OpenAPI document (tests/contract.ts).
  const violations: string[] = [];
  const { app, services } = await buildApp({
    config,
    db: testDb.db,
    clock,
    logger: false,
    beforeRoutes: async (root) => checkAgainstContract(root, violations),
  });
  await app.ready();
  afterAll(() => app.close());
  afterEach(() => {
    const found = violations.splice(0);
    if (found.length > 0)
      throw new Error(`Answers that disagree with the OpenAPI document:\n${found.join('\n')}`);
  });
  return { app, services, clock, config, testDb, db: testDb.db, client: () => new TestClient(app) };
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...options.headers },
    });
    for (const set of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (set.value === '' || set.maxAge === 0) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    return response;
  }

  async csrfToken(): Promise<string> {
    const response = await this.request({ method: 'GET', url: PATHS.csrfToken });
    return response.json<{ token: string }>().token;
  }

  /** A JSON call with this session's CSRF token, as the browser client sends it. */
  async send(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) {
    const token = await this.csrfToken();
    return this.request({
      method,
      url,
      headers: { 'x-csrf-token': token },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
  }
}
