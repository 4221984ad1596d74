import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Membership } from '~/features/access/access.service';
import type { User } from '~/features/accounts/accounts.service';
import { publicOrigin, signIn, signOut } from '~/features/accounts/sign-in';
import type { Assignments } from '~/features/experiments/experiments';
import { EXPERIMENT_OVERRIDE_COOKIE, visitorBuckets } from '~/features/experiments/experiments.routes';
import type { Session } from '~/features/sessions/sessions.service';
import type { Config } from '~/server/config';
import { DomainError } from '~/server/core/domain-error';
import type { Services } from '~/server/services';
import { needsCsrfCheck, presentedCsrfToken } from './csrf';
import type { EarlyAnswers } from './early-answers';
import { isApiRequest, unrouted } from './error-handler';
import { createPageCache } from './page-cache';
import { ensureSession, type Visitor } from './request-context';
import { PAGES_ROUTE, type RouteIndex } from './route-index';
import { documentHeaders, renderNonce } from './security-headers';

/** What every loader and action receives as `context` (see src/app/load-context.ts). */
export type PageContext = {
  services: Services;
  /** The product's name, phone, logo and colours: the studio's site settings, else the configuration. */
  site: {
    productName: string;
    supportPhone: string;
    /** The logo's address (it replaces the name in the header), or null. */
    logo: string | null;
    /** Custom properties of the brand colours for the document's head, or null (app.css's own). */
    coloursCss: string | null;
    publicUrl: string | null;
    /** Sign-in providers configured (their buttons are hidden otherwise). */
    providers: { google: boolean; facebook: boolean; apple: boolean };
  };
  /** This visitor's experiment buckets (deterministic from the anonymous id). */
  experiments: Assignments;
  session: Session | null;
  /**
   * The signed-in account (undefined without a session or when its account is gone) and its
   * membership (the access ledger's answer): the root loader and the route's loader both need
   * them and run side by side, so each is read once per page request (sharedRead).
   */
  account: () => Promise<User | undefined>;
  membership: () => Promise<Membership | undefined>;
  visitor: Visitor;
  /** The client's address (as trusted by TRUST_PROXY), for per-address limits in actions. */
  ip: string;
  nonce: string;
  log: FastifyBaseLogger;
  /** The session's CSRF token, starting a session when there is none (forms without JavaScript). */
  csrfToken: () => Promise<string>;
  /** Signs a user in on this response (new session, cookies), for page actions; answers where they land. */
  signIn: (userId: number, provider: string, nextPage: string) => Promise<string>;
  signOut: () => Promise<void>;
  /** Origin for links in emails. */
  origin: string;
  /** Set when rendering failed after the status was sent: such a page is never shared. */
  render: { failed: boolean };
};

export type PagesOptions = {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  services: Services;
  config: Config;
  /** The other routes: a path one of them answers is not a page, whatever the method. */
  routes: RouteIndex;
  /** Where kept pages are also answered from, before Fastify (early-answers.ts). */
  early: EarlyAnswers;
};

const PAGE_BODY_LIMIT = 1024 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    /** The page cache's key of this request, null when it always renders (page-cache.ts). */
    pageKey: string | null;
  }
}

/**
 * Hands every request no API route took to React Router. Encapsulated so that
 * Fastify's body parsers are off here: a page's form post reaches its action unread.
 */
export async function pagesPlugin(app: FastifyInstance, options: PagesOptions): Promise<void> {
  const { services, config } = options;
  const handle = createRequestHandler(options.build as ServerBuild, options.mode);
  const cache =
    config.PAGE_CACHE_MB > 0
      ? createPageCache({ services, config, maxBytes: config.PAGE_CACHE_MB * 1024 * 1024 })
      : null;
  if (cache) options.early.add(cache.early);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.decorateRequest('pageKey', null);
  // A visitor without a session may get the page another such visitor got (page-cache.ts),
  // answered here, before body parsing, validation and the handler: a hit does little more
  // than the request context. Without a key (the database did not answer) the page renders
  // and shows what failed.
  if (cache)
    app.addHook('onRequest', async (request, reply) => {
      request.pageKey = await cache.keyOf(request).catch(() => null);
      if (request.pageKey) return cache.answerKept(request.pageKey, request, reply) ?? undefined;
    });

  app.all(PAGES_ROUTE, async (request, reply) => {
    documentHeaders(reply);
    // A path of the API (or asked with a method its route does not answer) gets the API's JSON.
    if (isApiRequest(request.url, options.routes)) unrouted(request, reply, options.routes);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    if (body && needsCsrfCheck(request)) {
      const form = isUrlEncoded(request) ? new URLSearchParams(body.toString('utf8')) : undefined;
      services.sessions.verifyCsrf(request.session, presentedCsrfToken(request, form));
    }
    // Not kept when the onRequest hook looked: rendered by this request, or by one before it.
    const key = request.pageKey;
    if (key && (await cache?.serve(key, request, reply))) return reply;
    renderNonce(request, reply, options.mode === 'development');
    const userId = request.session?.userId;
    // Without the database's answer the configuration's values stand in: the error page renders with them.
    const site = await services.siteSettings.current().catch(() => services.siteSettings.configured);
    const experiments = visitorBuckets(
      config,
      site.experiments,
      request.visitor.anonymousId,
      request.cookies[EXPERIMENT_OVERRIDE_COOKIE],
    );
    const account = sharedRead(request.method, async () =>
      userId ? services.accounts.findById(userId) : undefined,
    );
    const context: PageContext = {
      services,
      site: {
        productName: site.productName,
        supportPhone: site.supportPhone,
        logo: site.logo?.path ?? null,
        coloursCss: site.coloursCss,
        publicUrl: config.PUBLIC_URL ?? null,
        providers: {
          google: Boolean(config.GOOGLE_CLIENT_ID),
          facebook: Boolean(config.FACEBOOK_APP_ID),
          apple: Boolean(config.APPLE_CLIENT_ID),
        },
      },
      experiments,
      session: request.session,
      account,
      membership: sharedRead(request.method, async () => {
        const user = await account();
        return user ? services.access.membership(user.id) : undefined;
      }),
      visitor: request.visitor,
      ip: request.ip,
      nonce: request.cspNonce,
      log: request.log,
      csrfToken: async () =>
        services.sessions.csrfToken(await ensureSession(request, reply, services, config)),
      signIn: (userId, provider, nextPage) =>
        signIn(request, reply, { services, config }, userId, provider, nextPage),
      signOut: () => signOut(request, reply, { services, config }),
      origin: publicOrigin(request, config),
      render: { failed: false },
    };
    const webRequest = toWebRequest(request, reply, body);
    if (!key || !cache) return handle(webRequest, context);
    try {
      const response = await handle(webRequest, context);
      // Read when the page is complete: a failure while streaming marks it (entry.server.tsx).
      return cache.store(key, request, reply, response, () => context.render.failed);
    } catch (error) {
      cache.abandon(key);
      throw error;
    }
  });
}

/**
 * A read the loaders of one page request share: done at most once. Only for GET and HEAD: with
 * another method an action runs first and may change what it read before the loaders run.
 */
function sharedRead<T>(method: string, read: () => Promise<T>): () => Promise<T> {
  if (method !== 'GET' && method !== 'HEAD') return read;
  let result: Promise<T> | undefined;
  return () => {
    result ??= read();
    return result;
  };
}

function isUrlEncoded(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

async function readBody(request: FastifyRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw) {
    size += (chunk as Buffer).length;
    if (size > PAGE_BODY_LIMIT) throw new DomainError('payload_too_large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, body: Buffer | undefined): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(body ? { body: new Uint8Array(body) } : {}),
  });
}
