import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isCheckoutPath } from '~/app/lib/auth-links';
import { cookieFromHeader, writeCookie } from '~/app/lib/client-state';
import { useCurrentUser } from '~/app/lib/root-data';
import type { PromotionView } from '~/features/promotions/promotions.service';
import { COOKIES, PATHS, PROMO_TEXTS, SECONDS } from '~/shared/spec';
import '../ui/button.css';
import './promo-banner.css';

/** What the root loader gives the banner (features/promotions, PromotionView). */
export type BannerPromotion = {
  slug: string;
  headline: string;
  copy: string | null;
  urgency: string | null;
  ctaLabel: string;
  ctaPath: string;
  endsAt: string;
  /** The visitor closed this promotion's banner (the promo_banner_closed cookie). */
  bannerClosed: boolean;
};

/** The root loader's part: the running promotion, and whether this visitor closed its banner. */
export function toBannerPromotion(view: PromotionView, cookieHeader: string | null): BannerPromotion {
  return {
    slug: view.slug,
    headline: view.headline,
    copy: view.copy,
    urgency: view.urgency,
    ctaLabel: view.ctaLabel,
    ctaPath: view.ctaPath,
    endsAt: view.endsAt,
    bannerClosed: cookieFromHeader(cookieHeader, COOKIES.promoBannerClosed) === view.slug,
  };
}

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** Gift paths (product.md 2.1): /gift, /gifts/{id}, /manage-gifts, /bogo-gifts/{id}; /checkout?gift=true is a checkout path. */
const GIFT_PATHS = ['/gift', '/gifts', '/manage-gifts', '/bogo-gifts'] as const;

/** The banner is dark on sessions paths (product.md 2.3). */
export const isDarkBannerPath = (pathname: string) => under(pathname, PATHS.sessions);

/** Its call to action is hidden on checkout and gift paths (product.md 2.3). */
export const hidesBannerCta = (pathname: string) =>
  isCheckoutPath(pathname) || GIFT_PATHS.some((base) => under(pathname, base));

/**
 * The promo banner (product.md 2.3): headline, copy, urgency and a call to action, closable;
 * not shown to a member, who has nothing left to buy at the sale price.
 * Closing remembers the promotion's slug in a cookie the root loader reads, so a closed
 * banner is not rendered by the server again (no flash, no layout shift, no hydration
 * mismatch) while a new promotion shows.
 */
export function PromoBanner({ promotion }: { promotion: BannerPromotion }) {
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(promotion.bannerClosed);
  // A sale is for those who have not bought yet: a member (the ledger's answer) is not sold to.
  const member = Boolean(useCurrentUser()?.member);
  if (closed || member) return null;

  function close() {
    setClosed(true);
    // Until the promotion ends (at least a day), then the cookie is of no use.
    const seconds = Math.ceil((Date.parse(promotion.endsAt) - Date.now()) / 1000);
    writeCookie(COOKIES.promoBannerClosed, promotion.slug, Math.max(seconds, SECONDS.day));
  }

  const dark = isDarkBannerPath(pathname);
  return (
    <section
      className={dark ? 'promo-banner promo-banner-dark' : 'promo-banner'}
      aria-label={PROMO_TEXTS.bannerLabel}
      data-promotion={promotion.slug}
    >
      <p className="promo-banner-text">
        <strong className="promo-banner-headline">{promotion.headline}</strong>
        {promotion.copy ? <span className="promo-banner-copy">{promotion.copy}</span> : null}
        {promotion.urgency ? <span className="promo-banner-urgency">{promotion.urgency}</span> : null}
      </p>
      {hidesBannerCta(pathname) ? null : (
        <Link to={promotion.ctaPath} className="button promo-banner-cta">
          {promotion.ctaLabel}
        </Link>
      )}
      <button
        type="button"
        className="promo-banner-close"
        aria-label={PROMO_TEXTS.closeBanner}
        onClick={close}
      >
        <span aria-hidden="true">✕</span>
      </button>
    </section>
  );
}
