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
  route('categories', 'routes/categories.tsx'),
  route('categories/:slug', 'routes/category.tsx'),
  route('subcategories/:slug', 'routes/subcategory.tsx'),
  route('outcomes/:slug', 'routes/outcome.tsx'),
  route('articles', 'routes/articles.tsx'),
  route('articles/:slug', 'routes/article.tsx'),
  route('programs/:slug', 'routes/collection.program.tsx'),
  route('packages/:slug', 'routes/collection.package.tsx'),
  route('projects/:slug', 'routes/collection.project.tsx'),
  route('ten-minutes/:slug', 'routes/ten-minutes.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('find-my-classes', 'routes/find-my-classes.tsx'),
  route('find-my-classes/results', 'routes/find-my-classes.results.tsx'),
  // Search (features/search)
  route('library-search', 'routes/library-search.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
