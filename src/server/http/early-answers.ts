import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { FastifyBaseLogger, FastifyInstance, FastifyServerFactory } from 'fastify';
import type { Config } from '~/server/config';
import { sessionCookieName } from '~/shared/spec';
import { createVisitorCookies, type Visitor, viewAsCookieName, visitorOf } from './request-context';
import { requestIdOf } from './request-id';
import { HSTS, takesHsts } from './security-headers';

/** What a kept answer may depend on, read from the bare request as Fastify would read it. */
export type EarlyRequest = {
  /** `protocol://host` as Fastify's request.protocol and request.host give them. */
  origin: string;
  /** Path and query, as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string | undefined>;
  visitor: Visitor;
};

/**
 * A kept answer ready to write: its headers as a flat list (`[name, value, ...]`) worked out when
 * it was kept, all but the per-request ones (request id, visitor cookies, HSTS), and its bytes.
 */
export type EarlyAnswer = { status: number; headers: (string | number)[]; body: Buffer };

/** The page cache and the shared API answers, as seen from here. */
export type KeptAnswers = {
  /** Whether anything is kept for this path and query: a Map lookup, so other requests go on at once. */
  mayHave(url: string): boolean;
  /** The kept answer for this request, when there is a fresh one. */
  answer(request: EarlyRequest): Promise<EarlyAnswer | null>;
  /**
   * Whether its answers set the visitor cookies, as the request context does on the Fastify path:
   * pages do; a shared read, the same for every caller, does not (request-context.ts).
   */
  setsVisitorCookies: boolean;
};

/**
 * Early answers (issue 11 items 3 and 5; docs/decisions/0023-page-cache.md, "Early answers"): a
 * GET without a session whose answer is kept, a shared page or a shared catalog read, is answered
 * from node's request event, before Fastify routes it, runs its hooks and builds its request and
 * reply. What those hooks add to such an answer is added here from the same functions: the
 * request id, the visitor cookies where the source's answers set them (request-context.ts), the
 * security headers (kept with the answer; HSTS per request). Everything else goes to Fastify untouched, as does any request this
 * path cannot answer (a session or viewing cookie, a key whose inputs fail to read, a miss), and
 * the Fastify path still answers hits itself (app.inject, which never reaches the server).
 */
export function createEarlyAnswers(config: Config) {
  const sources: KeptAnswers[] = [];
  const sessionCookie = sessionCookieName(config.production);
  const viewAsCookie = viewAsCookieName(config);
  /** The app's logger and cookie functions, once Fastify and its cookie plugin are there. */
  let app: {
    log: FastifyBaseLogger;
    /** Fastify logs each request at info; an early answer writes one line at that level too. */
    logsRequests: boolean;
    parseCookie: FastifyInstance['parseCookie'];
    visitorCookies: ReturnType<typeof createVisitorCookies>;
  } | null = null;

  /** The kept answer's source for a request that may have one, else null (Fastify's). */
  function sourceOf(request: IncomingMessage): KeptAnswers | null {
    if (request.method !== 'GET') return null;
    const url = request.url ?? '';
    for (const source of sources) if (source.mayHave(url)) return source;
    return null;
  }

  /** Answers from the source; false when it has nothing fresh for this request. */
  async function answer(source: KeptAnswers, request: IncomingMessage, response: ServerResponse) {
    if (!app) return false;
    const { log, logsRequests, parseCookie, visitorCookies } = app;
    const began = performance.now();
    const cookies = request.headers.cookie ? parseCookie(request.headers.cookie) : {};
    if (cookies[sessionCookie] !== undefined || cookies[viewAsCookie] !== undefined) return false;
    const protocol = protocolOf(request, config.TRUST_PROXY);
    const visitor = visitorOf(request.headers, cookies, config);
    const kept = await source.answer({
      origin: `${protocol}://${hostOf(request, config.TRUST_PROXY)}`,
      url: request.url ?? '',
      headers: request.headers,
      cookies,
      visitor,
    });
    if (!kept) return false;
    const id = requestIdOf(request.headers['x-request-id']);
    const headers: (string | number | string[])[] = [...kept.headers, 'x-request-id', id];
    if (source.setsVisitorCookies) headers.push('set-cookie', visitorCookies(cookies, visitor));
    if (takesHsts(config.PUBLIC_URL, protocol)) headers.push('strict-transport-security', HSTS);
    response.writeHead(kept.status, headers as string[]);
    response.end(kept.body);
    // Fastify's own line for a request, with the URL (its "incoming request" line is not written).
    if (logsRequests)
      log.info(
        {
          reqId: id,
          url: request.url,
          res: { statusCode: kept.status },
          responseTime: performance.now() - began,
        },
        'request completed',
      );
    return true;
  }

  /** Fastify's server, with kept answers looked up before its handler (the `serverFactory` option). */
  const serverFactory: FastifyServerFactory = (handler, options) => {
    const server = http.createServer(options.http ?? {}, (request, response) => {
      const source = app && sources.length > 0 ? sourceOf(request) : null;
      if (!source) return handler(request, response);
      answer(source, request, response).then(
        (answered) => {
          if (!answered) handler(request, response);
        },
        (error: unknown) => {
          app?.log.warn({ err: error }, 'early answer failed');
          if (!response.headersSent) handler(request, response);
        },
      );
    });
    // What Fastify sets on the server it makes itself (the options come with its defaults).
    const timeouts = options as {
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
    };
    server.keepAliveTimeout = timeouts.keepAliveTimeout;
    server.requestTimeout = timeouts.requestTimeout;
    server.setTimeout(timeouts.connectionTimeout);
    return server;
  };

  return {
    serverFactory,
    /** A cache whose kept answers this path may serve. */
    add(source: KeptAnswers): void {
      sources.push(source);
    },
    /** Starts answering, once the app has its cookie plugin (its parser and serialiser are loaded then). */
    ready(instance: FastifyInstance): void {
      app = {
        log: instance.log,
        logsRequests: ['trace', 'debug', 'info'].includes(instance.log.level),
        parseCookie: instance.parseCookie.bind(instance),
        visitorCookies: createVisitorCookies(instance.serializeCookie.bind(instance), config),
      };
    },
  };
}

export type EarlyAnswers = ReturnType<typeof createEarlyAnswers>;

/** A header's last comma-separated entry: a proxy appends its own to what the client sent. */
function lastEntry(value: string): string {
  const comma = value.lastIndexOf(',');
  return (comma === -1 ? value : value.slice(comma + 1)).trim();
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** request.protocol as Fastify gives it (TRUST_PROXY is all or nothing: every proxy is trusted). */
export function protocolOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = single(request.headers['x-forwarded-proto']);
  if (trustProxy && forwarded) return lastEntry(forwarded);
  return (request.socket as TLSSocket).encrypted ? 'https' : 'http';
}

/** request.host as Fastify gives it. */
export function hostOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = single(request.headers['x-forwarded-host']);
  if (trustProxy && forwarded) return lastEntry(forwarded);
  return request.headers.host ?? '';
}
