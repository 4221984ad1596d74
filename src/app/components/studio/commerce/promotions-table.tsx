import type { StudioPromotion } from '~/features/commerce/commerce.schema';
import { STUDIO_PATHS } from '~/shared/studio';
import { Time } from '../format';
import { StudioBadge, StudioEmpty } from '../studio-page';
import './commerce.css';

export const PROMOTION_STATES: Record<
  StudioPromotion['state'],
  { label: string; tone: 'ok' | 'warning' | 'neutral' }
> = {
  running: { label: 'Running', tone: 'ok' },
  scheduled: { label: 'Scheduled', tone: 'neutral' },
  ended: { label: 'Ended', tone: 'neutral' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

/** Every promotion: its state, window, discount and copy; each links to its page. */
export function PromotionsTable({ promotions }: { promotions: readonly StudioPromotion[] }) {
  if (promotions.length === 0) return <StudioEmpty>No promotions yet.</StudioEmpty>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
    <section className="commerce-scroll" tabIndex={0} aria-label="Promotions">
      <table className="commerce-table">
        <caption>Promotions, latest start first</caption>
        <thead>
          <tr>
            <th scope="col">Promotion</th>
            <th scope="col">State</th>
            <th scope="col">From</th>
            <th scope="col">Until</th>
            <th scope="col">Discount</th>
            <th scope="col">Copy</th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((promotion) => (
            <tr key={promotion.id}>
              <th scope="row">
                <a href={STUDIO_PATHS.promotion(promotion.id)}>{promotion.name}</a>
                <span className="commerce-muted">{promotion.slug}</span>
              </th>
              <td>
                <StudioBadge tone={PROMOTION_STATES[promotion.state].tone}>
                  {PROMOTION_STATES[promotion.state].label}
                </StudioBadge>
              </td>
              <td>
                <Time value={promotion.starts_at} />
              </td>
              <td>
                <Time value={promotion.ends_at} />
              </td>
              <td className="commerce-amount">
                {promotion.percent_off === null ? 'Its own prices' : `${promotion.percent_off}% off`}
              </td>
              <td>{promotion.copy.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
