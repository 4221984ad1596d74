import { createAccessService } from '~/features/access/access.service';
import { createAccountTokens } from '~/features/accounts/account-tokens';
import { createAccountsService } from '~/features/accounts/accounts.service';
import { createPasswordHasher } from '~/features/accounts/password';
import { createRecoveryService } from '~/features/accounts/recovery.service';
import { createArtworkService } from '~/features/artwork/artwork.service';
import { createAuditLog } from '~/features/audit/audit.service';
import { createArticleAuthoringService } from '~/features/authoring/article-authoring.service';
import { createAuthoringService } from '~/features/authoring/authoring.service';
import { createCatalogRecordsService } from '~/features/authoring/catalog-records.service';
import { createCollectionRecordsService } from '~/features/authoring/collection-records.service';
import { createDiscoveryRecordsService } from '~/features/authoring/discovery-records.service';
import { createPreviewService } from '~/features/authoring/preview.service';
import { createSessionAuthoringService } from '~/features/authoring/session-authoring.service';
import { createCartService } from '~/features/cart/cart.service';
import { createCartEmailCookie } from '~/features/cart/cart-email-cookie';
import { createArticlesService } from '~/features/catalog/articles.service';
import { createCampsService } from '~/features/catalog/camps.service';
import { createCatalogService } from '~/features/catalog/catalog.service';
import { createCollectionsService } from '~/features/catalog/collections.service';
import { createCoursesService } from '~/features/catalog/courses.service';
import { createDiscoveryService } from '~/features/catalog/discovery.service';
import { createFaqService } from '~/features/catalog/faq.service';
import { createNotificationsService } from '~/features/catalog/notifications.service';
import { createCatalogTransfer } from '~/features/catalog-transfer/transfer.service';
import { createCommerceDesk } from '~/features/commerce/commerce.service';
import {
  contentScopeVersion,
  createContentVersionService,
} from '~/features/content-version/content-version.service';
import { createCouponsService } from '~/features/coupons/coupons.service';
import { createEnrollmentsService } from '~/features/enrollments/enrollments.service';
import { createGrowthService } from '~/features/growth/growth.service';
import { createJobsDesk } from '~/features/jobs/jobs.service';
import { createCatalogApiService } from '~/features/jsonapi/jsonapi.service';
import { createLegalService } from '~/features/legal/legal.service';
import { createLessonMediaService, type MediaActor } from '~/features/media/lesson-media.service';
import { createMediaService } from '~/features/media/media.service';
import { createMediaStorage } from '~/features/media/storage';
import { createUploadServer } from '~/features/media/upload-server';
import { createOffersService } from '~/features/offers/offers.service';
import { createRefunds } from '~/features/orders/orders.refunds';
import { createOrdersService } from '~/features/orders/orders.service';
import { createPaymentGateway } from '~/features/payments/payments.gateways';
import { createPaymentsService } from '~/features/payments/payments.service';
import { createPersonalService } from '~/features/personal/personal.service';
import { createProfilesService } from '~/features/profiles/profiles.service';
import { createPlaybackQualityService } from '~/features/progress/playback-quality.service';
import { createProgressService } from '~/features/progress/progress.service';
import { createPromotionsService } from '~/features/promotions/promotions.service';
import { createSearchService } from '~/features/search/search.service';
import { createSitemapService } from '~/features/seo/sitemap.service';
import { createSessionService } from '~/features/sessions/sessions.service';
import { createSettingsService } from '~/features/settings/settings.service';
import { createSiteSettings } from '~/features/settings/site-settings.service';
import { createSocialService } from '~/features/social/social.service';
import { createSsoService } from '~/features/sso/sso.service';
import { createStaffService } from '~/features/staff/staff.service';
import { createStaffSessions } from '~/features/staff/staff-sessions.service';
import { createStudioAccess } from '~/features/staff/studio-access';
import { createTotpKit } from '~/features/staff/totp';
import { createTwoFactorService } from '~/features/staff/two-factor.service';
import { createBilling } from '~/features/subscriptions/subscriptions.billing';
import { createSubscriptionsService } from '~/features/subscriptions/subscriptions.service';
import { createSupportDesk } from '~/features/support/support.service';
import { createWatchService } from '~/features/watch/watch.service';
import { createWebhooksService } from '~/features/webhooks/webhooks.service';
import { JOB_LABELS } from './background';
import { type Config, siteOrigin } from './config';
import type { Clock } from './core/clock';
import { createRateLimiter } from './core/rate-limit';
import type { Db } from './db/database';
import { createJobQueue } from './jobs/queue';
import { createMailer } from './mail/mailer';

export type ServiceDeps = { db: Db; clock: Clock; config: Config };

/**
 * Builds every domain service once, with its dependencies passed in (no globals):
 * API routes and page loaders both get this object.
 */
export function createServices(deps: ServiceDeps) {
  const { db, clock, config } = deps;
  const jobs = createJobQueue({ db, clock });
  const mailer = createMailer({ db, clock, queue: jobs, smtpUrl: config.SMTP_URL });
  const hasher = createPasswordHasher(config.PASSWORD_HASH_COST);
  const limiter = createRateLimiter({ db, clock });
  const tokens = createAccountTokens({ db, clock });
  const webhooks = createWebhooksService({ db, clock, jobs, configuredUrls: config.WEBHOOK_URLS });
  const access = createAccessService({ db, clock, events: webhooks });
  const profiles = createProfilesService({ db, clock });
  const progress = createProgressService({
    db,
    clock,
    access,
    profiles,
    tokenSecret: config.PLAYBACK_TOKEN_SECRET,
  });
  const accounts = createAccountsService({ db, clock, hasher, limiter, access, profiles });
  const social = createSocialService({ db, clock, config, accounts, tokens });
  const contentVersion = createContentVersionService({ db, clock });
  const settings = createSettingsService({ db, clock });
  const audit = createAuditLog({ db, clock });
  const siteSettings = createSiteSettings({ clock, config, settings, audit, contentVersion });
  /** The product's name now (the studio may change it): emails read it, through their transaction, when written. */
  const productName = (tx: Db) => siteSettings.productNameIn(tx);
  const promotions = createPromotionsService({ db, clock, contentVersion });
  const offers = createOffersService({ db, clock, promotions });
  const coupons = createCouponsService({ db, clock, offers });
  const payments = createPaymentsService({ db, clock, gateway: createPaymentGateway({ db, clock, config }) });
  const cart = createCartService({ db, clock, offers, coupons });
  const media = createMediaService({
    db,
    clock,
    access,
    profiles,
    queue: jobs,
    storage: createMediaStorage({ mediaDir: config.MEDIA_DIR, s3: config.s3 }),
    tokenSecret: config.PLAYBACK_TOKEN_SECRET,
  });
  const commerce = {
    db,
    clock,
    access,
    payments,
    offers,
    contentVersion,
    mailer,
    events: webhooks,
    productName,
    origin: siteOrigin(config),
  };
  const subscriptions = createSubscriptionsService(commerce);
  const sessions = createSessionService({ db, clock, secret: config.SESSION_SECRET });
  const totp = createTotpKit({ secret: config.SESSION_SECRET, issuer: config.PRODUCT_NAME });
  const twoFactor = createTwoFactorService({ db, clock, limiter, totp, audit, sessions });
  const search = createSearchService({
    db,
    clock,
    catalogVersion: async () => contentScopeVersion(await contentVersion.current(), 'catalog'),
  });
  const recovery = createRecoveryService({
    db,
    clock,
    hasher,
    tokens,
    mailer,
    productName,
  });
  const refunds = createRefunds({ ...commerce, subscriptions });
  const lessonMedia = createLessonMediaService({ db, clock, storage: media.storage, media, audit });
  const authoring = createAuthoringService({ db, clock, audit, search, contentVersion });
  const articleAuthoring = createArticleAuthoringService({ db, clock, audit, search, contentVersion });
  const courses = createCoursesService({ db, clock, contentVersion });
  const articles = createArticlesService({ db });
  return {
    db,
    clock,
    jobs,
    mailer,
    limiter,
    tokens,
    access,
    webhooks,
    sessions,
    settings,
    contentVersion,
    audit,
    totp,
    twoFactor,
    studioAccess: createStudioAccess({ db, clock, settings }),
    staff: createStaffService({
      db,
      clock,
      audit,
      tokens,
      mailer,
      accounts,
      hasher,
      twoFactor,
      settings,
      sessions,
      productName,
    }),
    staffSessions: createStaffSessions({ sessions, audit }),
    accounts,
    recovery,
    catalog: createCatalogService({ db }),
    artwork: createArtworkService({ db, clock }),
    discovery: createDiscoveryService({ db, clock, contentVersion }),
    articles,
    collections: createCollectionsService({ db }),
    faq: createFaqService({ db }),
    siteSettings,
    legal: createLegalService({ site: siteSettings.current, secureCookies: config.production }),
    catalogApi: createCatalogApiService({ db }),
    offers,
    promotions,
    payments,
    coupons,
    cart,
    cartEmailCookie: createCartEmailCookie({ secret: config.SESSION_SECRET, clock }),
    subscriptions,
    billing: createBilling({ ...commerce, jobs, subscriptions }),
    orders: createOrdersService({ ...commerce, jobs, cart, coupons, subscriptions }),
    refunds,
    support: createSupportDesk({ db, clock, audit, access, refunds, subscriptions, recovery, sessions }),
    courses,
    camps: createCampsService({ db, clock }),
    enrollments: createEnrollmentsService({ db, clock, access }),
    notifications: createNotificationsService({ db, clock, limiter }),
    growth: createGrowthService({ db, clock }),
    social,
    sso: createSsoService({ db, accounts, matcher: social.matcher, oidcClients: social.oidcClients }),
    profiles,
    progress,
    playbackQuality: createPlaybackQualityService({ db, clock }),
    personal: createPersonalService({ db, clock, access, profiles }),
    search,
    authoring,
    articleAuthoring,
    preview: createPreviewService({ db, clock, access, authoring, articleAuthoring, courses, articles }),
    catalogRecords: createCatalogRecordsService({ db, audit, contentVersion }),
    discoveryRecords: createDiscoveryRecordsService({ db, audit, contentVersion }),
    sessionAuthoring: createSessionAuthoringService({ db, clock, audit, contentVersion, search }),
    collectionRecords: createCollectionRecordsService({ db, clock, audit, contentVersion }),
    catalogTransfer: createCatalogTransfer({ db, clock, audit, jobs, contentVersion }),
    sitemap: createSitemapService({ db, clock, contentVersion }),
    media,
    lessonMedia,
    jobsDesk: createJobsDesk({ db, clock, audit, lessonMedia, labels: JOB_LABELS }),
    uploads: createUploadServer<MediaActor>({
      directory: config.UPLOAD_DIR,
      maxBytes: config.MEDIA_UPLOAD_MAX_BYTES,
      onFinished: (upload, actor) => lessonMedia.acceptUpload(actor, upload.lessonUuid, upload),
    }),
    watch: createWatchService({ db, clock, media, access, profiles, progress }),
    commerceDesk: createCommerceDesk({
      db,
      clock,
      audit,
      settings,
      contentVersion,
      mailer,
      productName,
      origin: siteOrigin(config),
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
