import { Link } from 'react-router';
import { PageHeader } from '~/app/components/discovery/page-header';
import { PlanCards } from '~/app/components/offers/plan-card';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { seoMeta } from '~/app/lib/seo';
import {
  MONEY_BACK_GUARANTEE_DAYS,
  PATHS,
  PROMO_TEXTS,
  QUIZ_SKIP_FLAG,
  QUIZ_SKIP_PARAM,
} from '~/shared/spec';
import type { Route } from './+types/promotion';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/ui/hero.css';
import '../components/discovery/discovery-page.css';
import './promotion.css';

// The page says what the banner says: no banner on top of it.
export const handle: RouteHandle = { shell: { analyticsLabel: 'promotion', promoBanner: false } };

/**
 * The promotion page (product.md 2.1, 2.2): the running promotion's headline, copy and
 * urgency, and the membership plans priced with its discount, each linking to checkout with
 * the discount_slug. With no promotion on, a 200 page pointing to /plans (an old link to a
 * finished sale is not an error). ?skip_quiz=t (the sign-up call to action) leaves out the
 * find-my-classes suggestion.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const skipQuiz = new URL(request.url).searchParams.get(QUIZ_SKIP_PARAM) === QUIZ_SKIP_FLAG;
  const promotion = await context.services.promotions.current();
  if (!promotion) return { promotion: null, tiers: [], skipQuiz };
  const plans = await context.services.offers.plansPage({
    country: context.visitor.country,
    discountSlug: promotion.discountSlug,
  });
  return { promotion, tiers: plans.tiers, skipQuiz };
}

export function meta({ data, matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: data?.promotion?.name ?? PROMO_TEXTS.noOfferTitle,
    description: data?.promotion?.headline ?? PROMO_TEXTS.noOfferText,
    path: PATHS.promotion,
  });
}

export default function Promotion({ loaderData }: Route.ComponentProps) {
  const { promotion, tiers, skipQuiz } = loaderData;
  if (!promotion)
    return (
      <div className="discovery-page promotion-page">
        <PageHeader eyebrow="Offers" title={PROMO_TEXTS.noOfferTitle} lede={PROMO_TEXTS.noOfferText}>
          <div className="hero-actions">
            <Link to={PATHS.plans} className="button button-primary">
              {PROMO_TEXTS.seePlans}
            </Link>
          </div>
        </PageHeader>
      </div>
    );

  // The hero's call to action: the first plan at the offer price.
  const claim = tiers.find((card) => card.discountSlug === promotion.discountSlug) ?? tiers[0];
  return (
    <div className="discovery-page plans-page promotion-page">
      <PageHeader eyebrow={promotion.name} title={promotion.headline} lede={promotion.copy ?? undefined}>
        {promotion.urgency ? <p className="promotion-urgency">{promotion.urgency}</p> : null}
        <div className="hero-actions">
          {claim ? (
            <a href={claim.checkoutPath} className="button button-primary button-large">
              {PROMO_TEXTS.claim}
            </a>
          ) : null}
          {skipQuiz ? null : (
            <Link to="/find-my-classes" className="button button-ghost">
              {PROMO_TEXTS.takeQuiz}
            </Link>
          )}
        </div>
      </PageHeader>
      <section className="page-section" aria-labelledby="promotion-plans">
        <h2 id="promotion-plans">{PROMO_TEXTS.plansTitle}</h2>
        {tiers.length > 0 ? (
          <PlanCards cards={tiers} />
        ) : (
          <p className="muted">No plans are on sale right now.</p>
        )}
        <p className="muted">
          Every plan is an annual membership, billed once a year. {MONEY_BACK_GUARANTEE_DAYS}-day money-back
          guarantee.
        </p>
      </section>
      <p className="page-section">
        <Link to={PATHS.plans}>{PROMO_TEXTS.seePlans}</Link>
      </p>
    </div>
  );
}
