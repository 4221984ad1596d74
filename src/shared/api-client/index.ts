/**
 * Entry point of the browser API client. Import from `~/shared/api-client`, never from
 * the files inside, so the client stays one thing.
 */
import { COOKIES } from '~/shared/spec';
import { type ApiClient, type ApiClientOptions, createApiClient } from './client';

export { type CamelCased, camelKey, snakeKey, toCamelCase, toSnakeCase } from './case';
export {
  type ApiClient,
  type ApiClientOptions,
  ApiError,
  createApiClient,
  type HttpMethod,
  type Query,
  type QueryValue,
  type RequestOptions,
} from './client';

/** sessionStorage key holding the playback token (7.1, X-PLAYBACK-TOKEN). */
export const PLAYBACK_TOKEN_STORAGE_KEY = 'playbackToken';

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const pair of document.cookie.split(';')) {
    const [rawName = '', ...rest] = pair.trim().split('=');
    if (rawName !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return rest.join('=');
    }
  }
  return undefined;
}

function readPlaybackToken(): string | undefined {
  try {
    // Absent during SSR; access throws when storage is disabled (privacy modes).
    if (typeof sessionStorage === 'undefined') return undefined;
    return sessionStorage.getItem(PLAYBACK_TOKEN_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** 7.1: the base host comes from an environment setting when present. */
function envBaseUrl(): string {
  const value: unknown = import.meta.env?.VITE_API_BASE_URL;
  return typeof value === 'string' ? value : '';
}

let shared: ApiClient | undefined;

/**
 * The default client of the browser: profile id from its cookie, playback token from
 * sessionStorage, both read on every call so a profile switch applies at once.
 * In the browser it is one shared instance, so the CSRF token is fetched once per page.
 * During SSR every call builds a fresh one: a module-level CSRF token would leak
 * between users' requests on the server.
 */
export function browserApi(overrides: ApiClientOptions = {}): ApiClient {
  const isBrowser = typeof document !== 'undefined';
  const custom = Object.keys(overrides).length > 0;
  if (isBrowser && !custom && shared) return shared;
  const client = createApiClient({
    baseUrl: envBaseUrl(),
    getProfileId: () => readCookie(COOKIES.profileId),
    getPlaybackToken: readPlaybackToken,
    ...overrides,
  });
  if (isBrowser && !custom) shared = client;
  return client;
}
