import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { EXPERIMENT_OVERRIDE_COOKIE, visitorBuckets } from '~/features/experiments/experiments.routes';
import type { Config } from '~/server/config';
import type { Services } from '~/server/services';
import { savesData } from '~/shared/player';
import { COOKIES } from '~/shared/spec';
import { createByteBudgetCache } from './byte-budget-cache';
import type { EarlyRequest, KeptAnswers } from './early-answers';
import { DOCUMENT_HEADERS, EVERY_ANSWER } from './security-headers';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A kept answer in one encoding: its headers worked out once, so a hit only copies them; the
 * early path's list adds the headers every answer gets (EVERY_ANSWER, but this page's CSP).
 */
type Answer = { headers: Record<string, string | number>; earlyHeaders: (string | number)[]; body: Buffer };

/** A shared page as rendered once, with its compressed forms made once. */
type Entry = {
  /** Path and query (the cache counts its pages per URL for the early path). */
  url: string;
  status: number;
  answers: Record<Encoding, Answer>;
  size: number;
  /** Clock time it was rendered: kept pages expire (what changes by time, e.g. a release). */
  renderedAt: number;
};

/**
 * How long a kept page is served, as long as shared caches keep it (s-maxage): what a page
 * shows by the clock alone (a lesson released at a time, a session starting) shows within it.
 * The promotion's start and end are exact: they are part of the key.
 */
export const PAGE_TTL_MS = 60_000;

/**
 * What a shared page differs by among the request's headers, for caches on the way (a CDN):
 * the encoding, and Save-Data, which drops a lesson's stream preloads (decision 0026). In lower
 * case: @fastify/compress adds its own accept-encoding unless it finds it so spelled.
 */
const PAGE_VARY = 'accept-encoding, save-data';

/** The response headers a shared page keeps (cookies and per-request ids are never kept). */
const KEPT_HEADERS = ['content-type', 'cache-control', 'content-language', 'link'];

/**
 * The page cache (docs/decisions/0023-page-cache.md): pages that are the same for every
 * visitor without a session (the route says so with `handle.sharedPage`, the render answers
 * `Cache-Control: public`) are rendered once per key and kept in memory with their brotli
 * and gzip forms, least recently used first out when the byte budget is full. The key is
 * everything such a page may differ by: origin and URL, country, experiment buckets, the
 * promotion on now (with its copy and urgency, from the clock) and whether this visitor
 * closed its banner, crawler or person (whole page or streamed), whether the browser asks to
 * save data (no stream preloads), and the content version.
 * Per-visitor cookies are headers set per request by request-context, never part of a page.
 */
export function createPageCache(options: { services: Services; config: Config; maxBytes: number }) {
  const { services, config, maxBytes } = options;
  const kept = createByteBudgetCache<Entry>(maxBytes, (entry) => entry.url);
  // Renders in flight by key: later requests for the key wait for the first one's page
  // rather than render it again (a cold page under load is rendered once).
  const rendering = new Map<string, { page: Promise<Entry | null>; settle: (entry: Entry | null) => void }>();

  async function compress(
    url: string,
    status: number,
    headers: Record<string, string>,
    csp: string,
    body: Buffer,
    renderedAt: number,
  ): Promise<Entry> {
    // Off the event loop (libuv's pool), once per page: the best ratio is worth it.
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: 9 }),
    ]);
    const answer = (encoding: Encoding, body: Buffer): Answer => {
      const own = {
        ...DOCUMENT_HEADERS,
        ...headers,
        // The CSP of the render: its nonce is the one written into the page's scripts.
        'content-security-policy': csp,
        vary: PAGE_VARY,
        'x-cache': 'hit',
        'content-length': body.length,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      };
      return { headers: own, earlyHeaders: Object.entries({ ...EVERY_ANSWER, ...own }).flat(), body };
    };
    return {
      url,
      status,
      answers: { identity: answer('identity', body), br: answer('br', br), gzip: answer('gzip', gz) },
      size: body.length + br.length + gz.length,
      renderedAt,
    };
  }

  /** The key of a GET without a session: everything a shared page may differ by. */
  async function keyFor({ origin, url, headers, cookies, visitor }: EarlyRequest): Promise<string> {
    const [promotion, version, site] = await Promise.all([
      services.promotions.current(),
      services.contentVersion.current(),
      services.siteSettings.current(),
    ]);
    const assignments = visitorBuckets(
      config,
      site.experiments,
      visitor.anonymousId,
      cookies[EXPERIMENT_OVERRIDE_COOKIE],
    );
    const buckets = Object.values(assignments).join(',');
    const bannerClosed = promotion && cookies[COOKIES.promoBannerClosed] === promotion.slug;
    const userAgent = headers['user-agent'];
    return [
      `${origin}${url}`,
      visitor.country,
      buckets,
      promotion ? `${promotion.slug}|${promotion.copy}|${promotion.urgency}` : '-',
      bannerClosed ? 'closed' : 'open',
      userAgent && crawler(userAgent) ? 'bot' : 'person',
      savesData(headers['save-data']) ? 'save-data' : '-',
      version,
    ].join('\n');
  }

  /** The kept page of a key while it is fresh (marked as just used), else undefined. */
  const fresh = (key: string) =>
    kept.fresh(key, services.clock.now().getTime(), PAGE_TTL_MS, (entry) => entry.renderedAt);

  function send(entry: Entry, request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const answer = entry.answers[preferredEncoding(request.headers['accept-encoding'])];
    return reply.code(entry.status).headers(answer.headers).send(answer.body);
  }

  /** Ends the render in flight for a key: its waiters get the page, or render it themselves. */
  function settle(key: string, entry: Entry | null): void {
    rendering.get(key)?.settle(entry);
    rendering.delete(key);
  }

  return {
    /** Pages kept and the bytes they take (tests, logs). */
    stats: () => {
      const { count, bytes } = kept.stats();
      return { pages: count, bytes };
    },

    /**
     * The key of a request that may be answered by a shared page: a GET without a session.
     * Null for everything else, which always renders.
     */
    async keyOf(request: FastifyRequest): Promise<string | null> {
      if (request.method !== 'GET' || request.session) return null;
      return keyFor({
        origin: `${request.protocol}://${request.host}`,
        url: request.url,
        headers: request.headers,
        cookies: request.cookies,
        visitor: request.visitor,
      });
    },

    /** Kept pages for the early path (http/early-answers.ts), keyed as keyOf keys them. */
    early: {
      mayHave: (url) => kept.hasGroup(url),
      async answer(request) {
        const entry = fresh(await keyFor(request));
        if (!entry) return null;
        const answer = entry.answers[preferredEncoding(request.headers['accept-encoding'])];
        return { status: entry.status, headers: answer.earlyHeaders, body: answer.body };
      },
      setsVisitorCookies: true,
    } satisfies KeptAnswers,

    /**
     * Answers from the cache when the page is kept (or being rendered by another request);
     * false when this request must render it.
     */
    async serve(key: string, request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      let entry = fresh(key);
      if (!entry) {
        const inFlight = rendering.get(key);
        if (!inFlight) {
          let settle: (entry: Entry | null) => void = () => {};
          const page = new Promise<Entry | null>((resolve) => {
            settle = resolve;
          });
          rendering.set(key, { page, settle });
          return false;
        }
        entry = (await inFlight.page) ?? undefined;
        if (!entry) return false;
      }
      await send(entry, request, reply);
      return true;
    },

    /**
     * Answers from a kept page at once, when there is one: called from the pages' onRequest hook,
     * so a hit skips body parsing, validation and the handler (issue 11 item 3).
     */
    answerKept(key: string, request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
      const entry = fresh(key);
      return entry ? send(entry, request, reply) : null;
    },

    /**
     * Streams a fresh render to this visitor and, when it is a shared page, keeps a copy as
     * it goes by (a visitor who leaves early does not cut the copy short: the two branches of
     * the stream are read apart). A page is not kept when the render failed, set a cookie
     * (a session started: its CSRF token would be in the page), or is not a 200.
     */
    store(
      key: string,
      request: FastifyRequest,
      reply: FastifyReply,
      response: Response,
      failed: () => boolean,
    ): Response {
      const shared =
        response.status === 200 &&
        response.body !== null &&
        (response.headers.get('cache-control') ?? '').startsWith('public') &&
        !response.headers.has('set-cookie');
      if (!shared || !response.body) {
        settle(key, null);
        return response;
      }
      const [toVisitor, toCache] = response.body.tee();
      const headers: Record<string, string> = {};
      for (const name of KEPT_HEADERS) {
        const value = response.headers.get(name);
        if (value !== null) headers[name] = value;
      }
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      const renderedAt = services.clock.now().getTime();
      void new Response(toCache)
        .arrayBuffer()
        .then(async (body) => {
          if (failed() || request.session) return null;
          const entry = await compress(
            request.url,
            response.status,
            headers,
            csp,
            Buffer.from(body),
            renderedAt,
          );
          kept.remember(key, entry);
          return entry;
        })
        .catch((error: unknown) => {
          request.log.warn({ err: error }, 'page not cached');
          return null;
        })
        .then((entry) => settle(key, entry));
      const answer = new Response(toVisitor, { status: response.status, headers: response.headers });
      answer.headers.set('x-cache', 'miss');
      answer.headers.set('vary', PAGE_VARY);
      return answer;
    },

    /** The render this request claimed failed before it had a response. */
    abandon(key: string): void {
      settle(key, null);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * A function of a request header, remembered per value: browsers send a handful of distinct
 * user agents and Accept-Encoding values, and the answers (isbot's long regular expression,
 * the encoding's parse) were a visible part of a cache hit. Forgets all past `limit` values.
 */
function perHeaderValue<T>(compute: (value: string) => T, limit = 1000): (value: string) => T {
  const known = new Map<string, T>();
  return (value) => {
    let result = known.get(value);
    if (result === undefined) {
      if (known.size >= limit) known.clear();
      result = compute(value);
      known.set(value, result);
    }
    return result;
  };
}

const crawler = perHeaderValue(isbot);

const encodingOf = perHeaderValue((header): Encoding => {
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
});

/** br when the client takes it, else gzip, else the page as is (q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): Encoding {
  return encodingOf(Array.isArray(header) ? header.join(',') : (header ?? ''));
}
