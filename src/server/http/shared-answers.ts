import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyRequest, onRequestHookHandler, onSendHookHandler, RouteOptions } from 'fastify';
import { SHARED_PAGE_CACHE_CONTROL } from '~/app/lib/shared-page';
import type { Services } from '~/server/services';
import { createByteBudgetCache } from './byte-budget-cache';
import { etagMatches } from './conditional';
import type { KeptAnswers } from './early-answers';
import { PAGE_TTL_MS, preferredEncoding } from './page-cache';
import { EVERY_ANSWER } from './security-headers';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller (no session, cookie or country changes it) and
     * changes only with the content version, or with time within PAGE_TTL_MS: the public
     * catalog reads. It is made once and served from memory (shared-answers.ts).
     */
    sharedAnswer?: true;
  }
  interface FastifyRequest {
    /** Set once this request was answered from the shared answers (its onSend must not store it). */
    sharedAnswerServed?: boolean;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'identity' | 'br' | 'gzip';

/** Headers as Fastify's reply takes them, and as the early path writes them (EVERY_ANSWER added). */
type Headers = { reply: Record<string, string | number>; early: (string | number)[] };

type Entry = {
  /** Path and query (counted per URL for the early path). */
  url: string;
  etag: string;
  /** Per encoding its body and headers, worked out once: a hit copies them. */
  answers: Record<Encoding, { headers: Headers; body: Buffer }>;
  /** The headers of a 304 (If-None-Match named the ETag). */
  notModified: Headers;
  size: number;
  madeAt: number;
};

/**
 * Shared API answers (docs/decisions/0023-page-cache.md, "API reads"): what the page cache does
 * for pages, for the catalog's JSON reads. A route says `config: { sharedAnswer: true }`; its
 * first answer per URL and content version is kept with its brotli and gzip forms, and later
 * calls get those bytes without running the handler, its queries, the response schema's check
 * and serialisation, or compression. Input is still validated first (a bad query is a 400), and
 * the answer says `Cache-Control: public` with an ETag and sets no cookie (it is the same for
 * every caller, so it gives none an identity: request-context.ts), so browsers and a CDN may keep
 * it too.
 */
export function createSharedAnswers(options: { services: Services; maxBytes: number }) {
  const { services, maxBytes } = options;
  const kept = createByteBudgetCache<Entry>(maxBytes, (entry) => entry.url);

  const keyFor = async (origin: string, url: string) =>
    `${origin}${url}\n${await services.contentVersion.current()}`;
  const keyOf = (request: FastifyRequest) => keyFor(`${request.protocol}://${request.host}`, request.url);

  /** The entry of a key while it is fresh (marked as just used). */
  const fresh = (key: string) =>
    kept.fresh(key, services.clock.now().getTime(), PAGE_TTL_MS, (entry) => entry.madeAt);

  /** What a request gets of an entry: an empty 304 to its ETag, else its bytes in the encoding preferred. */
  function answerOf(
    headers: IncomingHttpHeaders,
    entry: Entry,
  ): { status: number; headers: Headers; body: Buffer } {
    if (etagMatches(headers['if-none-match'], entry.etag))
      return { status: 304, headers: entry.notModified, body: EMPTY };
    const answer = entry.answers[preferredEncoding(headers['accept-encoding'])];
    return { status: 200, ...answer };
  }

  function makeEntry(url: string, contentType: string, identity: Buffer, br: Buffer, gz: Buffer): Entry {
    const notModified = {
      'content-type': contentType,
      'cache-control': SHARED_PAGE_CACHE_CONTROL,
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      vary: 'Accept-Encoding',
      'x-cache': 'hit',
    };
    const answer = (encoding: Encoding, body: Buffer) => ({
      headers: both({
        ...notModified,
        'content-length': body.length,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      }),
      body,
    });
    return {
      url,
      etag: notModified.etag,
      answers: { identity: answer('identity', identity), br: answer('br', br), gzip: answer('gzip', gz) },
      notModified: both(notModified),
      size: identity.length + br.length + gz.length,
      madeAt: services.clock.now().getTime(),
    };
  }

  // In the route's onRequest, after the request context (session, visitor cookies) and before
  // parsing and validation: a kept URL's query was valid when it was made (only 200s are kept).
  const serveKept: onRequestHookHandler = async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const entry = fresh(await keyOf(request));
    if (!entry) return;
    request.sharedAnswerServed = true;
    const answer = answerOf(request.headers, entry);
    return reply.code(answer.status).headers(answer.headers.reply).send(answer.body);
  };

  const keepFresh: onSendHookHandler = async (request, reply, payload) => {
    if (request.sharedAnswerServed || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const identity = Buffer.from(payload);
    // Once per URL and version, off the event loop; a middling quality, as any URL may ask for it.
    const [br, gz] = await Promise.all([
      brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzip(identity, { level: 6 }),
    ]);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry = makeEntry(request.url, contentType, identity, br, gz);
    kept.remember(await keyOf(request), entry);
    // The reply is already being sent: the payload is returned, not sent again.
    const answer = answerOf(request.headers, entry);
    void reply.code(answer.status).headers(answer.headers.reply).header('x-cache', 'miss');
    return answer.body;
  };

  return {
    /** Makes a route that declares `sharedAnswer` answer from here (an onRoute hook, before compression's). */
    complete(route: RouteOptions): void {
      if (!route.config?.sharedAnswer) return;
      // Compressed once, here: @fastify/compress would do it again on every call.
      (route as RouteOptions & { compress?: false }).compress = false;
      route.onRequest = [...[route.onRequest ?? []].flat(), serveKept];
      route.onSend = [...[route.onSend ?? []].flat(), keepFresh];
    },

    /**
     * Kept answers for the early path (http/early-answers.ts): only a request without a session
     * gets there, and a kept URL's query was valid when it was made, as on the route.
     */
    early: {
      mayHave: (url) => kept.hasGroup(url),
      async answer(request) {
        const entry = fresh(await keyFor(request.origin, request.url));
        if (!entry) return null;
        const answer = answerOf(request.headers, entry);
        return { status: answer.status, headers: answer.headers.early, body: answer.body };
      },
      setsVisitorCookies: false,
    } satisfies KeptAnswers,
  };
}

export type SharedAnswers = ReturnType<typeof createSharedAnswers>;

const EMPTY = Buffer.alloc(0);

/** A kept answer's headers for Fastify's reply and, with EVERY_ANSWER, for the early path. */
function both(headers: Record<string, string | number>): Headers {
  return { reply: headers, early: Object.entries({ ...EVERY_ANSWER, ...headers }).flat() };
}
