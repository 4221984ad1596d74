import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES, HEADERS, PATHS } from '~/shared/spec';
import { ApiError, browserApi, createApiClient, toCamelCase, toSnakeCase } from './index';

type Call = {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  credentials?: RequestCredentials;
};
type Reply = { status?: number; json?: unknown; text?: string } | Error;
type Route = (call: Call, nth: number) => Reply;

/** A fake fetch that records every call and answers from a route function. */
function fakeFetch(route: Route = () => ({ json: {} })) {
  const calls: Call[] = [];
  let token = 0;
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    // Let concurrent callers interleave, as a real network would.
    await Promise.resolve();
    if (call.url.endsWith(PATHS.csrfToken)) return Response.json({ token: `tok-${++token}` });
    const reply = route(call, calls.length);
    if (reply instanceof Error) throw reply;
    if (reply.status === 204) return new Response(null, { status: 204 });
    const body = reply.text ?? JSON.stringify(reply.json ?? {});
    return new Response(body, { status: reply.status ?? 200 });
  };
  const csrfCalls = () => calls.filter((c) => c.url.endsWith(PATHS.csrfToken));
  const apiCalls = () => calls.filter((c) => !c.url.endsWith(PATHS.csrfToken));
  return { fetch: fetch as typeof globalThis.fetch, calls, csrfCalls, apiCalls };
}

const errorBody = (code: keyof typeof ERRORS) => ({ errors: [{ ...ERRORS[code], code }] });

describe('case conversion', () => {
  it('converts keys deeply, through arrays, leaving values, special objects and target-case keys alone', () => {
    const date = new Date(0);
    const blob = new Blob(['x']);
    const snake = toSnakeCase({
      firstName: 'Ann',
      already_snake: 1,
      userID: 2,
      nested: { lastLoginAt: date, items: [{ classSlug: 'first_name' }] },
      'filter[purchasePlanSlugs]': 'a',
      file: blob,
    });
    expect(snake).toEqual({
      first_name: 'Ann',
      already_snake: 1,
      user_id: 2,
      nested: { last_login_at: date, items: [{ class_slug: 'first_name' }] },
      'filter[purchase_plan_slugs]': 'a',
      file: blob,
    });
    expect((snake as { nested: { last_login_at: Date } }).nested.last_login_at).toBe(date);
    expect(toCamelCase({ first_name: 1, alreadyCamel: 2, _destroy: 3, a_b_c: [{ x_y: 'z_w' }] })).toEqual({
      firstName: 1,
      alreadyCamel: 2,
      _destroy: 3,
      aBC: [{ xY: 'z_w' }],
    });
  });
});

describe('createApiClient', () => {
  it('sends credentials, JSON headers, and prefixes the base URL', async () => {
    const f = fakeFetch();
    await createApiClient({ fetch: f.fetch, baseUrl: 'https://api.test/' }).get('/api/v1/x');
    const [call] = f.calls;
    expect(call?.url).toBe('https://api.test/api/v1/x');
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('accept')).toBe('application/json');
  });

  it('converts body and query keys to snake_case and response keys to camelCase', async () => {
    const f = fakeFetch(() => ({
      json: { user_name: 'a', class_list: [{ class_slug: 's', meta: { is_new: true } }] },
    }));
    const api = createApiClient({ fetch: f.fetch });
    const got = await api.post(
      '/api/v1/x',
      { firstName: 'A', tags: [{ tagName: 't' }] },
      { query: { pageSize: 5 } },
    );
    expect(got).toEqual({ userName: 'a', classList: [{ classSlug: 's', meta: { isNew: true } }] });
    const [call] = f.apiCalls();
    expect(call?.body).toEqual({ first_name: 'A', tags: [{ tag_name: 't' }] });
    expect(call?.url).toBe('/api/v1/x?page_size=5');
    expect(call?.headers.get('content-type')).toBe('application/json');
    await api.get('/q', { query: { 'filter[planSlugs]': ['a', 'b'], skip: undefined } });
    expect(f.apiCalls()[1]?.url).toBe('/q?filter%5Bplan_slugs%5D=a&filter%5Bplan_slugs%5D=b');
  });

  it('fetches the CSRF token once and reuses it for sequential writes', async () => {
    const f = fakeFetch();
    const api = createApiClient({ fetch: f.fetch });
    await api.post('/a', { x: 1 });
    await api.put('/b');
    expect(f.csrfCalls()).toHaveLength(1);
    expect(f.csrfCalls()[0]?.method).toBe('GET');
    expect(f.apiCalls().map((c) => c.headers.get(HEADERS.csrf))).toEqual(['tok-1', 'tok-1']);
  });

  it('shares one in-flight CSRF fetch between concurrent first writes', async () => {
    const f = fakeFetch();
    const api = createApiClient({ fetch: f.fetch });
    await Promise.all([api.post('/a'), api.post('/b'), api.delete('/c')]);
    expect(f.csrfCalls()).toHaveLength(1);
    expect(f.apiCalls().every((c) => c.headers.get('X-CSRF-Token') === 'tok-1')).toBe(true);
  });

  it('does not fetch a CSRF token for GET, and refetches after resetCsrfToken', async () => {
    const f = fakeFetch();
    const api = createApiClient({ fetch: f.fetch });
    await api.get('/a');
    expect(f.csrfCalls()).toHaveLength(0);
    expect(f.calls[0]?.headers.has(HEADERS.csrf)).toBe(false);
    await api.post('/b');
    api.resetCsrfToken();
    await api.post('/c');
    expect(f.apiCalls().map((c) => c.headers.get(HEADERS.csrf))).toEqual([null, 'tok-1', 'tok-2']);
  });

  it('sends MC-Profile-Id and X-PLAYBACK-TOKEN when known and omits them when not', async () => {
    const f = fakeFetch();
    let profile: string | null = 'p-1';
    let playback: string | undefined = 'pb-1';
    const api = createApiClient({
      fetch: f.fetch,
      getProfileId: () => profile,
      getPlaybackToken: () => playback,
    });
    await api.get('/a');
    profile = null;
    playback = undefined;
    await api.get('/b');
    const [first, second] = f.calls;
    expect(first?.headers.get('MC-Profile-Id')).toBe('p-1');
    expect(first?.headers.get('X-PLAYBACK-TOKEN')).toBe('pb-1');
    expect(second?.headers.has(HEADERS.profileId)).toBe(false);
    expect(second?.headers.has(HEADERS.playbackToken)).toBe(false);
    const bare = fakeFetch();
    await createApiClient({ fetch: bare.fetch }).get('/c');
    expect(bare.calls[0]?.headers.has(HEADERS.profileId)).toBe(false);
  });

  it('throws ApiError with status, url, body and the catalogue message', async () => {
    const body = errorBody('playlist_title_taken');
    const api = createApiClient({ fetch: fakeFetch(() => ({ status: 409, json: body })).fetch });
    const error = await api.post('/api/v3/playlists', { title: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      url: '/api/v3/playlists',
      body,
      code: 'playlist_title_taken',
    });
    expect((error as ApiError).message).toBe(ERRORS.playlist_title_taken.message);
  });

  it('falls back to the standard status name when the body has no errors', async () => {
    const api = createApiClient({
      fetch: fakeFetch(() => ({ status: 502, text: '<html>bad</html>' })).fetch,
    });
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 502, message: 'Bad Gateway', body: '<html>bad</html>' });
    const notFound = createApiClient({ fetch: fakeFetch(() => ({ status: 404, json: {} })).fetch });
    await expect(notFound.get('/y')).rejects.toMatchObject({ status: 404, message: 'Not Found' });
  });

  it('sends an empty JSON document for a write without a body', async () => {
    const { fetch, calls } = fakeFetch();
    await createApiClient({ fetch }).post('/auth/logout');
    const call = calls.find((c) => c.url.endsWith('/auth/logout'));
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.body).toEqual({});
  });

  it('resolves a 204 or an empty body to undefined', async () => {
    const api = createApiClient({
      fetch: fakeFetch((_c, n) => (n === 1 ? { status: 204 } : { text: '' })).fetch,
    });
    expect(await api.get('/a')).toBeUndefined();
    expect(await api.get('/b')).toBeUndefined();
  });

  it('refetches the CSRF token once and retries once on 422 invalid_csrf_token', async () => {
    const f = fakeFetch((call) =>
      call.headers.get(HEADERS.csrf) === 'tok-1'
        ? { status: 422, json: errorBody('invalid_csrf_token') }
        : { json: { ok: true } },
    );
    const api = createApiClient({ fetch: f.fetch });
    expect(await api.post('/a')).toEqual({ ok: true });
    expect(f.csrfCalls()).toHaveLength(2);
    expect(f.apiCalls().map((c) => c.headers.get(HEADERS.csrf))).toEqual(['tok-1', 'tok-2']);
  });

  it('gives up after one retry when the fresh CSRF token is also refused', async () => {
    const f = fakeFetch(() => ({ status: 422, json: errorBody('invalid_csrf_token') }));
    const api = createApiClient({ fetch: f.fetch });
    await expect(api.post('/a')).rejects.toMatchObject({
      status: 422,
      message: ERRORS.invalid_csrf_token.message,
    });
    expect(f.csrfCalls()).toHaveLength(2);
    expect(f.apiCalls()).toHaveLength(2);
  });

  it('does not retry a 422 that is not a CSRF failure', async () => {
    const f = fakeFetch(() => ({ status: 422, json: errorBody('unprocessable') }));
    await expect(createApiClient({ fetch: f.fetch }).post('/a')).rejects.toBeInstanceOf(ApiError);
    expect(f.csrfCalls()).toHaveLength(1);
    expect(f.apiCalls()).toHaveLength(1);
  });
});

describe('simple helpers', () => {
  const withErrors = () => fakeFetch(() => ({ status: 200, json: errorBody('not_logged_in') }));

  it('simpleGet throws naming the path when the response has an errors field, even on 200', async () => {
    const api = createApiClient({ fetch: withErrors().fetch });
    await expect(api.simpleGet('/api/v1/x', { pageSize: 1 })).rejects.toThrow(
      `GET /api/v1/x failed: ${ERRORS.not_logged_in.message}`,
    );
  });

  it('simplePut throws naming the path when the response has an errors field', async () => {
    const api = createApiClient({ fetch: withErrors().fetch });
    await expect(api.simplePut('/api/v1/y', { a: 1 })).rejects.toThrow('PUT /api/v1/y failed:');
  });

  it('simpleGet and simplePut return the camelCased body on success', async () => {
    const api = createApiClient({ fetch: fakeFetch(() => ({ json: { some_key: 1 } })).fetch });
    expect(await api.simpleGet('/a')).toEqual({ someKey: 1 });
    expect(await api.simplePut('/b')).toEqual({ someKey: 1 });
  });

  it('simplePost returns {} on a non-OK answer, an errors field, and a network error', async () => {
    const nonOk = createApiClient({ fetch: fakeFetch(() => ({ status: 500, json: {} })).fetch });
    expect(await nonOk.simplePost('/a', { x: 1 })).toEqual({});
    expect(await createApiClient({ fetch: withErrors().fetch }).simplePost('/a')).toEqual({});
    const offline = createApiClient({ fetch: fakeFetch(() => new TypeError('Failed to fetch')).fetch });
    expect(await offline.simplePost('/a')).toEqual({});
    const ok = createApiClient({ fetch: fakeFetch(() => ({ json: { id_value: 3 } })).fetch });
    expect(await ok.simplePost('/a')).toEqual({ idValue: 3 });
  });
});

describe('browserApi', () => {
  it('does not crash without document or sessionStorage (SSR) and sends no profile headers', async () => {
    const f = fakeFetch();
    await browserApi({ fetch: f.fetch }).get('/a');
    expect(f.calls[0]?.headers.has(HEADERS.profileId)).toBe(false);
    expect(f.calls[0]?.headers.has(HEADERS.playbackToken)).toBe(false);
  });

  it('reads the profile id cookie and the stored playback token', async () => {
    vi.stubGlobal('document', { cookie: `other=1; ${COOKIES.profileId}=p%2042` });
    vi.stubGlobal('sessionStorage', { getItem: (key: string) => (key === 'playbackToken' ? 'pb' : null) });
    try {
      const f = fakeFetch();
      await browserApi({ fetch: f.fetch }).get('/a');
      expect(f.calls[0]?.headers.get(HEADERS.profileId)).toBe('p 42');
      expect(f.calls[0]?.headers.get(HEADERS.playbackToken)).toBe('pb');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
