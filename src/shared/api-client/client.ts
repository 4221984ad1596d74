/**
 * The one browser API client (calls-and-errors.md 7.1 and 8.1). Isomorphic on
 * purpose: it only uses the global fetch, so loaders can share it during SSR.
 */
import { type ApiErrorBody, type ApiErrorItem, statusName } from '~/shared/error-catalogue';
import { HEADERS, PATHS } from '~/shared/spec';
import { toCamelCase, toSnakeCase } from './case';

type Scalar = string | number | boolean | null | undefined;
export type QueryValue = Scalar | Date | readonly QueryValue[] | { [key: string]: QueryValue };
export type Query = Record<string, QueryValue>;
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  query?: Query;
  body?: unknown;
  /** Per-call headers (e.g. HEADERS.tsBucket on order creation); they win over defaults. */
  headers?: Record<string, string>;
};

export type ApiClientOptions = {
  /** Host prefix for every path; '' means same origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  getProfileId?: () => string | null | undefined;
  getPlaybackToken?: () => string | null | undefined;
};

const INVALID_CSRF = 'invalid_csrf_token';
const JSON_TYPE = 'application/json';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errors: ApiErrorItem[];

  constructor(
    readonly status: number,
    readonly url: string,
    readonly body: unknown,
  ) {
    const errors = errorsOf(body) ?? [];
    super(firstMessage(errors) ?? statusName(status));
    this.errors = errors;
  }

  /** The first error's catalogue code, for callers that branch on it (e.g. sso_only_error). */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }
}

/** The `errors` array of a body, or undefined when the body has no errors field. */
function errorsOf(body: unknown): ApiErrorItem[] | undefined {
  if (body === null || typeof body !== 'object' || !('errors' in body)) return undefined;
  const errors = (body as Partial<ApiErrorBody>).errors;
  return Array.isArray(errors) ? errors : [];
}

/** The first error's message, guarded because a proxy or a bug can send any shape. */
function firstMessage(errors: ApiErrorItem[] | undefined): string | undefined {
  const message = errors?.[0]?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/** Rails-style flattening so nested filters become `filter[plan_slugs]=a&filter[plan_slugs]=b`. */
function appendQuery(params: URLSearchParams, key: string, value: QueryValue): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) params.append(key, value.toISOString());
  else if (Array.isArray(value)) for (const item of value) appendQuery(params, key, item);
  else if (typeof value === 'object') {
    for (const [inner, v] of Object.entries(value)) appendQuery(params, `${key}[${inner}]`, v);
  } else params.append(key, String(value));
}

function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const url = /^https?:\/\//.test(path) ? path : `${baseUrl.replace(/\/$/, '')}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeCase<Query>(query))) appendQuery(params, key, value);
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

/** Parsed JSON when the answer is JSON, its text otherwise, undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return toCamelCase(JSON.parse(text));
  } catch {
    return text;
  }
}

// Binary bodies must go out as-is; the browser sets their Content-Type (multipart boundary).
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams)
  );
}

type Answer = { response: Response; body: unknown; url: string };

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = options.baseUrl ?? '';
  // Resolved per call, not at creation, so a client built during SSR or before a test
  // stubs globalThis.fetch still uses the fetch in place when the call happens.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  // One shared promise: concurrent first writes wait on the same token fetch.
  let csrf: Promise<string> | null = null;

  async function fetchCsrfToken(): Promise<string> {
    const { response, body, url } = await send('GET', PATHS.csrfToken, {});
    const token = (body as { token?: unknown } | undefined)?.token;
    if (!response.ok || typeof token !== 'string') throw new ApiError(response.status, url, body);
    return token;
  }

  function csrfToken(): Promise<string> {
    if (!csrf) {
      const pending = fetchCsrfToken();
      csrf = pending;
      // A failed fetch must not be cached, or every later write would fail too.
      pending.catch(() => {
        if (csrf === pending) csrf = null;
      });
    }
    return csrf;
  }

  /** Drop the token, but only if nobody already replaced it, so parallel 422s refetch once. */
  function refreshCsrfToken(stale: Promise<string>): Promise<string> {
    if (csrf === stale) csrf = null;
    return csrfToken();
  }

  function resetCsrfToken(): void {
    csrf = null;
  }

  async function send(method: HttpMethod, path: string, opts: RequestOptions, token?: string) {
    const url = buildUrl(baseUrl, path, opts.query);
    const headers = new Headers({ Accept: JSON_TYPE });
    let body: BodyInit | undefined;
    if (opts.body !== undefined) {
      if (isRawBody(opts.body)) body = opts.body;
      else {
        headers.set('Content-Type', JSON_TYPE);
        body = JSON.stringify(toSnakeCase(opts.body));
      }
    } else if (method !== 'GET' && method !== 'HEAD') {
      // JSON both ways (7.1): a write without a body still sends a JSON document, since
      // the server refuses an empty body declared as JSON.
      headers.set('Content-Type', JSON_TYPE);
      body = '{}';
    }
    const profileId = options.getProfileId?.();
    if (profileId) headers.set(HEADERS.profileId, profileId);
    const playbackToken = options.getPlaybackToken?.();
    if (playbackToken) headers.set(HEADERS.playbackToken, playbackToken);
    if (token) headers.set(HEADERS.csrf, token);
    for (const [name, value] of Object.entries(opts.headers ?? {})) headers.set(name, value);

    const response = await doFetch(url, { method, headers, body, credentials: 'include' });
    return { response, body: await readBody(response), url } satisfies Answer;
  }

  /** Sends with CSRF for writes, retrying once with a fresh token when the session rotated. */
  async function exchange(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<Answer> {
    if (method === 'GET' || method === 'HEAD') return send(method, path, opts);
    const tokenPromise = csrfToken();
    const answer = await send(method, path, opts, await tokenPromise);
    const invalidCsrf =
      answer.response.status === 422 && errorsOf(answer.body)?.some((e) => e.code === INVALID_CSRF);
    if (!invalidCsrf) return answer;
    return send(method, path, opts, await refreshCsrfToken(tokenPromise));
  }

  async function request<T = unknown>(method: HttpMethod, path: string, opts: RequestOptions = {}) {
    const { response, body, url } = await exchange(method, path, opts);
    if (!response.ok) throw new ApiError(response.status, url, body);
    return body as T;
  }

  type Call = <T = unknown>(path: string, opts?: RequestOptions) => Promise<T>;
  type BodyCall = <T = unknown>(
    path: string,
    body?: unknown,
    opts?: Omit<RequestOptions, 'body'>,
  ) => Promise<T>;
  const get: Call = (path, opts) => request('GET', path, opts);
  const del: Call = (path, opts) => request('DELETE', path, opts);
  const withBody =
    (method: HttpMethod): BodyCall =>
    (path, body, opts) =>
      request(method, path, { ...opts, body });

  /** Simple helpers: an `errors` field is a failure even on a 200, and the message names the path. */
  async function simple<T>(method: HttpMethod, path: string, opts: RequestOptions): Promise<T> {
    const { response, body } = await exchange(method, path, opts);
    const errors = errorsOf(body);
    if (errors || !response.ok) {
      const reason = firstMessage(errors) ?? statusName(response.status);
      throw new Error(`${method} ${path} failed: ${reason}`);
    }
    return (body ?? {}) as T;
  }

  return {
    request,
    get,
    post: withBody('POST'),
    put: withBody('PUT'),
    patch: withBody('PATCH'),
    delete: del,
    simpleGet: <T = Record<string, unknown>>(path: string, query?: Query) =>
      simple<T>('GET', path, { query }),
    simplePut: <T = Record<string, unknown>>(path: string, body?: unknown) =>
      simple<T>('PUT', path, { body }),
    /** Never throws: callers of the simple POST treat `{}` as "nothing came back". */
    simplePost: async <T = Record<string, unknown>>(
      path: string,
      body?: unknown,
    ): Promise<T | Record<string, never>> => {
      try {
        return await simple<T>('POST', path, { body });
      } catch {
        return {};
      }
    },
    resetCsrfToken,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
