import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { accountRoutes } from '~/features/accounts/accounts.routes';
import { recoveryRoutes } from '~/features/accounts/recovery.routes';
import { artworkRoutes } from '~/features/artwork/artwork.routes';
import { cartRoutes } from '~/features/cart/cart.routes';
import { notificationRoutes } from '~/features/catalog/notifications.routes';
import { couponRoutes } from '~/features/coupons/coupons.routes';
import { enrollmentsRoutes } from '~/features/enrollments/enrollments.routes';
import { experimentRoutes } from '~/features/experiments/experiments.routes';
import { growthRoutes } from '~/features/growth/growth.routes';
import { catalogJsonApiRoutes, growthJsonApiRoutes } from '~/features/jsonapi/jsonapi.routes';
import { mediaFileRoutes, playbackRoutes } from '~/features/media/media.routes';
import { offersRoutes } from '~/features/offers/offers.routes';
import { ordersRoutes } from '~/features/orders/orders.routes';
import { paymentsRoutes } from '~/features/payments/payments.routes';
import { personalRoutes } from '~/features/personal/personal.routes';
import { profileRoutes } from '~/features/profiles/profiles.routes';
import { progressRoutes } from '~/features/progress/progress.routes';
import { promotionRoutes } from '~/features/promotions/promotions.routes';
import { searchRoutes } from '~/features/search/search.routes';
import { seoRoutes } from '~/features/seo/seo.routes';
import { sessionRoutes } from '~/features/sessions/sessions.routes';
import { siteLogoRoutes } from '~/features/settings/site-settings.routes';
import { appleRoutes } from '~/features/social/apple.routes';
import { socialRoutes } from '~/features/social/social.routes';
import { ssoRoutes } from '~/features/sso/sso.routes';
import { invitationRoutes } from '~/features/staff/invitation.routes';
import { studioRoutes } from '~/features/staff/studio.routes';
import { subscriptionsRoutes } from '~/features/subscriptions/subscriptions.routes';
import { watchRoutes } from '~/features/watch/watch.routes';
import { webhookRoutes } from '~/features/webhooks/webhooks.routes';
import type { Config } from './config';
import { type Clock, systemClock } from './core/clock';
import type { Db } from './db/database';
import { completeRoute } from './http/api-contract';
import { registerCsrfCheck } from './http/csrf';
import { createEarlyAnswers } from './http/early-answers';
import {
  clientErrorHandler,
  errorHandler,
  frameworkErrorHandler,
  notFoundHandler,
} from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { type PagesOptions, pagesPlugin } from './http/pages';
import { registerRequestContext } from './http/request-context';
import { requestIdOf } from './http/request-id';
import { createRouteIndex } from './http/route-index';
import type { RouteDeps } from './http/route-types';
import { registerSecurityHeaders } from './http/security-headers';
import { createSharedAnswers } from './http/shared-answers';
import { registerStaticFiles } from './http/static-files';
import { createServices, type Services } from './services';

export type AppOptions = {
  config: Config;
  db: Db;
  clock?: Clock;
  /** The React Router build; without it only the API is served (API tests). */
  pages?: Pick<PagesOptions, 'build' | 'mode'>;
  /** The client build folder (hashed assets). */
  staticDir?: string;
  /** Runs before any route: the dev server mounts Vite's middleware here. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** Logger settings, or an existing pino logger to share with the rest of the process. */
  logger?: FastifyServerOptions['logger'] | FastifyBaseLogger;
};

function isLoggerInstance(logger: AppOptions['logger']): logger is FastifyBaseLogger {
  return (
    typeof logger === 'object' && logger !== null && typeof (logger as FastifyBaseLogger).child === 'function'
  );
}

const MAX_PARAM_LENGTH = 500;

export async function buildApp(options: AppOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { config, db } = options;
  const services = createServices({ db, clock: options.clock ?? systemClock, config });
  const routes = createRouteIndex({ maxParamLength: MAX_PARAM_LENGTH });
  // Kept pages and shared answers, served before Fastify to visitors without a session.
  const early = createEarlyAnswers(config);
  const app = Fastify({
    serverFactory: early.serverFactory,
    ...(isLoggerInstance(options.logger)
      ? { loggerInstance: options.logger }
      : { logger: options.logger ?? { level: config.LOG_LEVEL } }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers['x-request-id']),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Refusals before any route (bad URL, headers too large) answer like every other error.
    frameworkErrors: frameworkErrorHandler(routes),
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler(routes));
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  // The public catalog reads, made once per content version (http/shared-answers.ts); they share
  // the page cache's memory setting (0 turns both off).
  const sharedAnswers =
    config.PAGE_CACHE_MB > 0
      ? createSharedAnswers({ services, maxBytes: (config.PAGE_CACHE_MB * 1024 * 1024) / 4 })
      : null;
  if (sharedAnswers) early.add(sharedAnswers.early);
  app.addHook('onRoute', function (route) {
    routes.add(route);
    // Every documented call's common answers, security and session check (http/api-contract.ts).
    completeRoute.call(this, route);
    sharedAnswers?.complete(route);
  });

  registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL });
  // Before compression: the build precompressed its files, the rest (images) gain nothing.
  if (options.staticDir) await registerStaticFiles(app, options.staticDir);
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Flush each chunk so a streamed page still streams through compression.
    zlibOptions: { flush: zlib.constants.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
  await app.register(cookie);
  early.ready(app);
  if (options.beforeRoutes) await options.beforeRoutes(app);
  await registerOpenApi(app, config);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.selectFrom('sessions').select('id').limit(1).execute();
      return { status: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // robots.txt and the sitemap: no session or visitor cookies, so shared caches may keep them.
  await app.register(seoRoutes, { services, config });
  // Generated artwork (/art/{kind}/{slug}.svg): no cookies either, cached by browsers and proxies.
  await app.register(artworkRoutes, { services, config });
  // The studio's logo (/site/logo/{sha}.{ext}): named by its content, cached for good.
  await app.register(siteLogoRoutes, { services, config });
  // HLS files (/media/{lesson}/{file}): the playback token is the credential, no cookies.
  await app.register(mediaFileRoutes, { services, config });
  // Progress heartbeats: their own lighter session context (features/progress/progress.routes.ts).
  await app.register(progressRoutes, { services, config });

  // Everything below sees the session and visitor, and non-GETs must carry the CSRF token.
  await app.register(async (scope) => {
    registerRequestContext(scope, services, config);
    await scope.register(async (api) => {
      // The API speaks JSON (and form posts for the spec's form calls); anything else is 415.
      api.removeContentTypeParser('text/plain');
      await api.register(formbody);
      registerCsrfCheck(api, services);
      const deps: RouteDeps = { services, config };
      await api.register(sessionRoutes, deps);
      await api.register(accountRoutes, deps);
      await api.register(recoveryRoutes, deps);
      await api.register(experimentRoutes, deps);
      await api.register(growthRoutes, deps);
      await api.register(catalogJsonApiRoutes, deps);
      await api.register(growthJsonApiRoutes, deps);
      await api.register(offersRoutes, deps);
      await api.register(promotionRoutes, deps);
      await api.register(paymentsRoutes, deps);
      await api.register(cartRoutes, deps);
      await api.register(couponRoutes, deps);
      await api.register(ordersRoutes, deps);
      await api.register(subscriptionsRoutes, deps);
      await api.register(socialRoutes, deps);
      await api.register(appleRoutes, deps);
      await api.register(ssoRoutes, deps);
      await api.register(profileRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(notificationRoutes, deps);
      await api.register(playbackRoutes, deps);
      await api.register(watchRoutes, deps);
      await api.register(personalRoutes, deps);
      await api.register(enrollmentsRoutes, deps);
      await api.register(webhookRoutes, deps);
      await api.register(invitationRoutes, deps);
      // The studio (/api/studio): one scope behind the studio gate (features/staff/studio-gate.ts).
      await api.register(studioRoutes, deps);
    });
    if (options.pages)
      await scope.register(pagesPlugin, { ...options.pages, services, config, routes, early });
  });

  return { app, services };
}
