import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx', { id: 'home' }),
  route('homepage', 'routes/home.tsx', { id: 'homepage' }),
  route('homepage/:tab', 'routes/home.tsx', { id: 'homepage-tab' }),
  // Profiles (login required)
  route('profiles', 'routes/profiles.tsx'),
  route('profiles/create', 'routes/profiles.create.tsx'),
  route('profiles/:slug/edit', 'routes/profiles.edit.tsx'),
  // Sign-in and account (issue 3)
  route('auth/login', 'routes/auth.login.tsx'),
  route('auth/register', 'routes/auth.register.tsx'),
  route('auth/reset-password/:token', 'routes/auth.reset-password.tsx'),
  route('auth/confirm-email', 'routes/auth.confirm-email.tsx'),
  route('account/verify/:token', 'routes/account.verify.tsx'),
  route('account/email-correction', 'routes/account.email-correction.tsx'),
  route('account/edit', 'routes/account.edit.tsx'),
  // Managing a membership (issue 5 item 8; login required)
  route('account/edit/cancel-subscription', 'routes/account.cancel-subscription.tsx'),
  route('account/edit/cancel-subscription/feedback', 'routes/account.cancel-subscription.feedback.tsx'),
  route('change-plan', 'routes/change-plan.tsx'),
  route('refund', 'routes/refund.tsx'),
  // Plans and add-ons (features/offers)
  route('plans', 'routes/plans.tsx'),
  route('add-ons', 'routes/add-ons.tsx'),
  // Checkout (features/orders): plan, account, payment (product.md 2.2)
  route('checkout', 'routes/checkout.tsx'),
  route('checkout/payment', 'routes/checkout.payment.tsx'),
  // Promotions (features/promotions)
  route('promotion', 'routes/promotion.tsx'),
  // Organization sign-in (single sign-on; features/sso)
  route('auth/discovery', 'routes/auth-discovery.tsx'),
  // Content: classes, lessons, series, episodes, documentaries, sessions (product.md 2.1)
  route('classes/:courseSlug', 'routes/classes.tsx'),
  route('classes/:courseSlug/chapters/:chapterSlug', 'routes/classes.chapter.tsx'),
  route('series/:courseSlug', 'routes/series.tsx'),
  route('series/:courseSlug/episodes/:chapterSlug', 'routes/series.episode.tsx'),
  route('content/:contentSlug', 'routes/content.tsx'),
  route('sessions', 'routes/sessions.tsx'),
  route('sessions/classes/:campSlug', 'routes/sessions.camp.tsx'),
  // Discovery: member home, categories, articles, collections, FAQ, find-my-classes (product.md 2.1, 2.2)
  route('home', 'routes/member-home.tsx'),
  // Progress of the current profile (features/progress; login required)
  route('my-progress', 'routes/my-progress.tsx'),
  route('categories', 'routes/categories.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('subcategories/:slug', 'routes/subcategory.tsx'),
  route('outcomes/:slug', 'routes/outcome.tsx'),
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/article.tsx'),
  // Bookmarked articles (features/personal; login required)
  route('articles-bookmarks', 'routes/articles-bookmarks.tsx'),
  // Bookmarked lessons and articles, and My List as a page (features/personal; login required)
  route('bookmarks', 'routes/bookmarks.tsx'),
  route('my-list', 'routes/my-list.tsx'),
  route('programs/:slug', 'routes/collection.program.tsx'),
  route('packages/:slug', 'routes/collection.package.tsx'),
  route('projects/:slug', 'routes/collection.project.tsx'),
  // Consumer playlists: the list, and one playing a track (features/watch player; product.md 2.1)
  route('playlists', 'routes/playlists.tsx'),
  route('playlist/:slug', 'routes/playlist.tsx'),
  route('ten-minutes/:slug', 'routes/ten-minutes.tsx'),
  route('faq', 'routes/faq.tsx'),
  // The terms and the privacy policy: content of features/legal (product.md 2.1)
  route('terms', 'routes/terms.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('find-my-classes', 'routes/find-my-classes.tsx'),
  route('find-my-classes/results', 'routes/find-my-classes.results.tsx'),
  // A member's share link: the preview card of a class, lesson or article (features/personal)
  route('share/:token', 'routes/share.tsx'),
  // Search (features/search)
  route('library-search', 'routes/library-search.tsx'),
  // The cast receiver: a bare page playing a stream it is given (calls-and-errors.md 2)
  route('chromecast/receiver', 'routes/chromecast.receiver.tsx'),
  // The studio: the school's back office (features/staff, features/audit; staff only)
  route('studio', 'routes/studio.tsx', [
    index('routes/studio._index.tsx'),
    route('staff', 'routes/studio.staff.tsx'),
    route('audit', 'routes/studio.audit.tsx'),
    route('members', 'routes/studio.members.tsx'),
    route('members/:userId', 'routes/studio.member.tsx'),
    route('security', 'routes/studio.security.tsx'),
    route('catalog', 'routes/studio.catalog.tsx'),
    route('catalog/transfer', 'routes/studio.catalog-transfer.tsx'),
    route('catalog/subcategories', 'routes/studio.catalog.subcategories.tsx'),
    route('catalog/outcomes', 'routes/studio.catalog.outcomes.tsx'),
    route('catalog/ten-minutes', 'routes/studio.catalog.pieces.tsx'),
    route('catalog/classes/:uuid', 'routes/studio.catalog.class.tsx'),
    route('articles', 'routes/studio.articles.tsx'),
    route('articles/:uuid', 'routes/studio.article.tsx'),
    route('catalog/sessions/:uuid', 'routes/studio.catalog.session.tsx'),
    route('catalog/collections', 'routes/studio.catalog.collections.tsx'),
    route('catalog/collections/:id', 'routes/studio.catalog.collection.tsx'),
    route('lessons/:lessonUuid/media', 'routes/studio.lesson-media.tsx'),
    route('jobs', 'routes/studio.jobs.tsx'),
    route('commerce', 'routes/studio.commerce.tsx'),
    route('commerce/promotions', 'routes/studio.commerce.promotions.tsx'),
    route('commerce/promotions/:promotionId', 'routes/studio.commerce.promotion.tsx'),
    route('commerce/coupons', 'routes/studio.commerce.coupons.tsx'),
    route('settings', 'routes/studio.settings.tsx'),
  ]),
  // The studio's door: the second factor, setting up an authenticator, accepting an invitation
  route('studio/verify', 'routes/studio.verify.tsx'),
  // A draft as its public page would show it, to a chosen viewpoint (staff only; decision 0039)
  route('studio/preview/classes/:uuid', 'routes/studio.preview.class.tsx'),
  route('studio/preview/classes/:uuid/lessons/:lessonUuid', 'routes/studio.preview.lesson.tsx'),
  route('studio/preview/articles/:uuid', 'routes/studio.preview.article.tsx'),
  // The class draft's artwork in its preview (an SVG answer, no page).
  route('studio/preview/classes/:uuid/artwork.svg', 'routes/studio.preview.class-artwork.ts'),
  route('studio/enrol', 'routes/studio.enrol.tsx'),
  route('studio/invitations/:token', 'routes/studio.invitation.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
