import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type {
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerHookHandler,
  RouteOptions,
} from 'fastify';
import { SHARED_PAGE_CACHE_CONTROL } from '~/app/lib/shared-page';
import type { Services } from '~/server/services';
import { createByteBudgetCache } from './byte-budget-cache';
import { etagMatches } from './conditional';
import { PAGE_TTL_MS, preferredEncoding } from './page-cache';

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

type Entry = {
  contentType: string;
  etag: string;
  bodies: Record<'identity' | 'br' | 'gzip', Buffer>;
  size: number;
  madeAt: number;
};

/**
 * Shared API answers (docs/decisions/0023-page-cache.md, "API reads"): what the page cache does
 * for pages, for the catalog's JSON reads. A route says `config: { sharedAnswer: true }`; its
 * first answer per URL and content version is kept with its brotli and gzip forms, and later
 * calls get those bytes without running the handler, its queries, the response schema's check
 * and serialisation, or compression. Input is still validated first (a bad query is a 400), the
 * visitor's cookies are still set, and the answer says `Cache-Control: public` with an ETag, so
 * browsers and a CDN may keep it too.
 */
export function createSharedAnswers(options: { services: Services; maxBytes: number }) {
  const { services, maxBytes } = options;
  const kept = createByteBudgetCache<Entry>(maxBytes);

  async function keyOf(request: FastifyRequest): Promise<string> {
    return `${request.protocol}://${request.host}${request.url}\n${await services.contentVersion.current()}`;
  }

  function send(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer | null {
    void reply
      .header('content-type', entry.contentType)
      .header('cache-control', SHARED_PAGE_CACHE_CONTROL)
      .header('etag', entry.etag)
      .header('vary', 'Accept-Encoding');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      void reply.code(304);
      return null;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') void reply.header('content-encoding', encoding);
    return entry.bodies[encoding];
  }

  const serveKept: preHandlerHookHandler = async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const key = await keyOf(request);
    const entry = kept.get(key);
    if (!entry) return;
    if (services.clock.now().getTime() - entry.madeAt >= PAGE_TTL_MS) {
      kept.forget(key);
      return;
    }
    kept.touch(key, entry);
    request.sharedAnswerServed = true;
    const body = send(request, reply, entry);
    return reply.header('x-cache', 'hit').send(body ?? '');
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
    const entry: Entry = {
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      etag: `W/"${createHash('sha1').update(identity).digest('base64url')}"`,
      bodies: { identity, br, gzip: gz },
      size: identity.length + br.length + gz.length,
      madeAt: services.clock.now().getTime(),
    };
    kept.remember(await keyOf(request), entry);
    void reply.header('x-cache', 'miss');
    return send(request, reply, entry) ?? '';
  };

  return {
    /** Makes a route that declares `sharedAnswer` answer from here (an onRoute hook, before compression's). */
    complete(route: RouteOptions): void {
      if (!route.config?.sharedAnswer) return;
      // Compressed once, here: @fastify/compress would do it again on every call.
      (route as RouteOptions & { compress?: false }).compress = false;
      route.preHandler = [...[route.preHandler ?? []].flat(), serveKept];
      route.onSend = [...[route.onSend ?? []].flat(), keepFresh];
    },
  };
}

export type SharedAnswers = ReturnType<typeof createSharedAnswers>;
