import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBody } from '~/server/http/route-types';
import { sessionCookieName } from '~/shared/spec';
import { operationsOf } from './contract';
import { createTestApp, TestClient } from './test-app';

/**
 * Malformed input for every operation of the OpenAPI document: path parameters, queries
 * and bodies of the wrong type, size and media type, and the wrong method. Nothing may
 * answer 5xx, and every refusal must be the one error shape (`{"errors": [...]}` with a
 * catalogue code). Every answer also goes through the contract check of tests/test-app.ts.
 * Deterministic: a fixed list of cases, signed in and not.
 */
const { app, services, config } = await createTestApp();
const document = app.swagger() as Parameters<typeof operationsOf>[0];
const operations = [...operationsOf(document).keys()].map((key) => {
  const [method, path] = key.split(' ') as [InjectOptions['method'] & string, string];
  return { key, method, path };
});

const user = await services.accounts.createUser({ email: 'fuzz@example.com', passwordHash: null });

/** A browser with a signed-in session and its CSRF token (fresh per operation: one may sign out). */
async function signedIn(): Promise<{ client: TestClient; token: string }> {
  const session = await services.sessions.start(user.id);
  const client = new TestClient(app);
  client.cookies.set(sessionCookieName(config.production), session.token);
  return { client, token: services.sessions.csrfToken(session) };
}

const PATH_VALUES = ['%zz', '%00', 'a'.repeat(600), '..%2F..%2Fetc', '-1', '1e309', '%F0%9F%92%A9', '{}'];
const QUERY_CASES = ['zzz_unknown=1', 'a=%zz', 'a=1&a=2', `q=${'x'.repeat(5000)}`, '%00=%00'];
const BIG = JSON.stringify({ text: 'x'.repeat(1_100_000) });
const BODY_CASES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{"unterminated":' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '12' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '' },
  { type: 'application/json', payload: '{"email":{"$ne":1},"password":[],"name":7,"id":"\\u0000"}' },
  { type: 'application/json', payload: BIG },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&a=2&email=%zz' },
  { type: 'text/plain', payload: 'not json' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'multipart/form-data; boundary=x', payload: '--x--' },
];

function withParams(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, value);
}

/** What is wrong with an answer to malformed input (empty when it is a proper refusal or success). */
function problemsOf(label: string, response: LightMyRequestResponse): string[] {
  if (response.statusCode >= 500) return [`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`];
  if (response.statusCode < 400) return [];
  const type = String(response.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`${label}: a ${response.statusCode} as ${type}`];
  const parsed = errorBody.safeParse(JSON.parse(response.body));
  return parsed.success ? [] : [`${label}: not the error shape: ${response.body.slice(0, 200)}`];
}

describe.each(operations)('$key', ({ method, path }) => {
  const sampleId = '00000000-0000-4000-8000-000000000000';
  const samplePath = withParams(path, sampleId);

  it('refuses malformed path parameters and queries with a 4xx in the one error shape', async () => {
    const { client, token } = await signedIn();
    const anonymous = new TestClient(app);
    const headers = { 'x-csrf-token': token, 'content-type': 'application/json' };
    const body = method === 'GET' ? {} : { payload: '{}' };
    const problems: string[] = [];
    const urls = [
      ...(path.includes('{') ? PATH_VALUES.map((value) => withParams(path, value)) : []),
      ...QUERY_CASES.map((query) => `${samplePath}?${query}`),
    ];
    for (const url of urls) {
      problems.push(
        ...problemsOf(`${method} ${url}`, await client.request({ method, url, headers, ...body })),
      );
      problems.push(
        ...problemsOf(`anonymous ${method} ${url}`, await anonymous.request({ method, url, ...body })),
      );
    }
    expect(problems).toEqual([]);
  });

  it('refuses bodies of the wrong type, size and media type, and the wrong method', async () => {
    const { client, token } = await signedIn();
    const problems: string[] = [];
    if (method !== 'GET')
      for (const { type, payload } of BODY_CASES) {
        const response = await client.request({
          method,
          url: samplePath,
          headers: { 'x-csrf-token': token, 'content-type': type },
          payload,
        });
        problems.push(...problemsOf(`${method} ${samplePath} (${type}, ${payload.length} bytes)`, response));
      }
    const wrongMethod = method === 'DELETE' ? 'PATCH' : 'DELETE';
    const refused = await client.request({
      method: wrongMethod,
      url: samplePath,
      headers: { 'x-csrf-token': token },
    });
    problems.push(...problemsOf(`${wrongMethod} ${samplePath}`, refused));
    expect(problems).toEqual([]);
  });
});

it('answers a header block over the size limit with the one error shape (431)', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const response = await fetch(`http://127.0.0.1:${port}/api/v2/csrf-token`, {
    headers: { 'x-padding': 'x'.repeat(20_000) },
  });
  expect(response.status).toBe(431);
  expect(errorBody.parse(await response.json()).errors[0]?.code).toBe('header_fields_too_large');
});
