import { describe, expect, it } from 'vitest';
import { signUpNextPage } from '~/app/components/auth/sign-up-popup-host';
import { hidesBannerCta, isDarkBannerPath } from '~/app/components/shell/promo-banner';
import { demoUuid } from '~/server/seed/demo-ids';
import { seedDemoOffers } from '~/server/seed/demo-offers';
import { DEMO_PROMOTION, seedDemoPromotions } from '~/server/seed/demo-promotions';
import { COOKIES, PATHS, PROMO_TEXTS, QUIZ_SKIP_FLAG, QUIZ_SKIP_PARAM } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';

// The promo banner (root loader and layout) and /promotion through the real React Router build.
const { app, db, services } = await createPageApp();
await seedDemoOffers(db, { now: new Date() });
await seedDemoPromotions(db, { now: new Date() });

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...BROWSER_HEADERS, 'cf-ipcountry': 'US', ...headers },
  });
  expect(response.headers['content-type']).toContain('text/html');
  return { status: response.statusCode, html: response.body };
}

const BANNER = `aria-label="${PROMO_TEXTS.bannerLabel}"`;
const CTA = 'class="button promo-banner-cta" href="/promotion"';

describe('the promo banner and /promotion with the demo promotion running', () => {
  it('shows the headline, the current copy, the call to action and a close button', async () => {
    const { status, html } = await page(PATHS.plans);
    expect(status).toBe(200);
    expect(html).toContain(
      `<section class="promo-banner" ${BANNER} data-promotion="${DEMO_PROMOTION.slug}">`,
    );
    expect(html).toContain(inHtml(DEMO_PROMOTION.headline));
    expect(html).toContain(inHtml(DEMO_PROMOTION.copy[1].text));
    expect(html).not.toContain(inHtml(DEMO_PROMOTION.copy[2].text)); // not available yet
    expect(html).toContain(CTA);
    expect(html).toContain(`aria-label="${PROMO_TEXTS.closeBanner}"`);
    // Above the header, inside the shell's slot.
    expect(html.indexOf('id="promo-banner"')).toBeLessThan(html.indexOf('class="top-bar site-header"'));
  });

  it('is dark on sessions paths', async () => {
    const { html } = await page(PATHS.sessions);
    expect(html).toContain(`<section class="promo-banner promo-banner-dark" ${BANNER}`);
    expect(html).toContain(CTA);
  });

  it('hides its call to action on checkout and gift paths', async () => {
    // The checkout pages may not exist yet: the banner is in the shell either way.
    for (const url of ['/checkout', '/checkout?gift=true', '/checkout/payment?product_id=x', '/gifts/1']) {
      const { html } = await page(url);
      expect(html, url).toContain(BANNER);
      expect(html, url).not.toContain('promo-banner-cta');
    }
  });

  it('stays closed once closed (cookie), and shows for another promotion', async () => {
    const closed = await page(PATHS.plans, { cookie: `${COOKIES.promoBannerClosed}=${DEMO_PROMOTION.slug}` });
    expect(closed.html).not.toContain(BANNER);
    expect(closed.html).toContain('<div class="promo-slot" id="promo-banner"></div>');
    const other = await page(PATHS.plans, { cookie: `${COOKIES.promoBannerClosed}=last-year` });
    expect(other.html).toContain(BANNER);
  });

  it('/promotion shows the offer with the plans at the promotion price, linking to checkout with the discount', async () => {
    const { status, html } = await page(PATHS.promotion);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${DEMO_PROMOTION.name} | Atelier</title>`);
    expect(html).toContain(`<h1>${inHtml(DEMO_PROMOTION.headline)}</h1>`);
    expect(html).toContain(inHtml(DEMO_PROMOTION.copy[1].text));
    expect(html).toContain(PROMO_TEXTS.plansTitle);
    // 40% off: $10 a month becomes $6; the list price struck through.
    expect(html).toContain('<span class="plan-card-amount">$6</span>');
    // The struck list price stands before the total (React separates the text parts with comments).
    expect(html.replaceAll('<!-- -->', '')).toMatch(
      /Billed annually at <s class="was-price">.*?\$120<\/s> \$72/,
    );
    const checkout = `/checkout?product_id=${demoUuid('product', 'monthly-individual')}&amp;discount_slug=holiday`;
    expect(html).toContain(
      `<a href="${checkout}" class="button button-primary button-large">${PROMO_TEXTS.claim}</a>`,
    );
    expect(html).toContain(`href="${checkout}">Get <!-- -->Individual</a>`);
    expect(html).toContain('href="/find-my-classes"');
    // The page is the offer: no banner on top of it.
    expect(html).not.toContain(BANNER);
  });

  it('/promotion?skip_quiz=t (the sign-up target) leaves out the quiz', async () => {
    const { status, html } = await page(`${PATHS.promotion}?${QUIZ_SKIP_PARAM}=${QUIZ_SKIP_FLAG}`);
    expect(status).toBe(200);
    expect(html).toContain('<span class="plan-card-amount">$6</span>');
    expect(html).not.toContain('href="/find-my-classes"');
  });
});

// After the tests above (tests of a file run in order).
describe('with no promotion running', () => {
  it('shows no banner, and /promotion says there is no offer with a link to the plans', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('promotions').execute();
      await services.contentVersion.bump(trx, 'promotions');
    });
    const plans = await page(PATHS.plans);
    expect(plans.html).not.toContain(BANNER);
    const { status, html } = await page(PATHS.promotion);
    expect(status).toBe(200);
    expect(html).toContain(`<h1>${PROMO_TEXTS.noOfferTitle}</h1>`);
    expect(html).toMatch(new RegExp(`href="${PATHS.plans}"[^>]*>${PROMO_TEXTS.seePlans}</a>`));
  });
});

describe('banner rules and the sign-up target', () => {
  it('dark on /sessions paths only', () => {
    expect(isDarkBannerPath('/sessions')).toBe(true);
    expect(isDarkBannerPath('/sessions/classes/x')).toBe(true);
    expect(isDarkBannerPath('/sessionsx')).toBe(false);
    expect(isDarkBannerPath('/')).toBe(false);
  });

  it('no call to action on checkout and gift paths', () => {
    for (const path of [
      '/checkout',
      '/checkout/payment',
      '/gift',
      '/gifts/12',
      '/manage-gifts',
      '/bogo-gifts/t',
    ])
      expect(hidesBannerCta(path), path).toBe(true);
    for (const path of ['/', '/plans', '/gifted', '/sessions'])
      expect(hidesBannerCta(path), path).toBe(false);
  });

  it('signing up leads to the promotion page with the quiz-skip flag while a promotion is on', () => {
    expect(signUpNextPage(true, '/classes/x')).toBe('/promotion?skip_quiz=t');
    expect(signUpNextPage(false, '/classes/x')).toBe('/classes/x');
    expect(signUpNextPage(false, '')).toBe('/');
  });
});
