import { data } from 'react-router';
import { CommerceNav } from '~/app/components/studio/commerce/commerce-nav';
import { EndPromotion } from '~/app/components/studio/commerce/end-promotion';
import { PromotionForm } from '~/app/components/studio/commerce/promotion-form';
import { PROMOTION_STATES } from '~/app/components/studio/commerce/promotions-table';
import { Time } from '~/app/components/studio/format';
import { StudioBadge, StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import '~/app/components/studio/commerce/commerce.css';
import { can } from '~/features/staff/studio-access';
import { isDomainError } from '~/server/core/domain-error';
import { ERRORS } from '~/shared/error-catalogue';
import { COMMERCE_READERS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.commerce.promotion';
import { requireStudio } from './studio.server';

/** One promotion: change it while it has not ended, or end it early. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, COMMERCE_READERS);
  const id = Number(params.promotionId);
  if (!Number.isSafeInteger(id) || id <= 0) throw data(ERRORS.promotion_not_found.message, { status: 404 });
  try {
    return {
      promotion: await context.services.commerceDesk.promotion(id),
      canEdit: can(staff, 'commerce:edit'),
    };
  } catch (error) {
    if (isDomainError(error) && error.code === 'promotion_not_found')
      throw data(ERRORS.promotion_not_found.message, { status: 404 });
    throw error;
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.promotion.name ?? 'Promotion'} | Studio` }];
}

export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const { promotion, canEdit } = loaderData;
  const open = promotion.state === 'running' || promotion.state === 'scheduled';
  return (
    <>
      <StudioPageHeader
        title={promotion.name}
        lede={
          <>
            <StudioBadge tone={PROMOTION_STATES[promotion.state].tone}>
              {PROMOTION_STATES[promotion.state].label}
            </StudioBadge>{' '}
            <Time value={promotion.starts_at} /> to <Time value={promotion.ends_at} />
          </>
        }
        actions={canEdit ? <EndPromotion promotion={promotion} /> : null}
      />
      <CommerceNav current={STUDIO_PATHS.promotions} canEdit={canEdit} />
      {canEdit && open ? (
        <StudioPanel
          id="edit-promotion"
          title="Change the promotion"
          description="A new percentage or window closes its discount prices now and opens new ones: what buyers paid before stays on record."
        >
          <PromotionForm key={`${promotion.id}:${promotion.ends_at}`} promotion={promotion} />
        </StudioPanel>
      ) : (
        <StudioPanel id="promotion" title="The promotion">
          <dl className="commerce-facts">
            <div>
              <dt>Headline</dt>
              <dd>{promotion.headline}</dd>
            </div>
            <div>
              <dt>Discount</dt>
              <dd>{promotion.percent_off === null ? 'Its own prices' : `${promotion.percent_off}% off`}</dd>
            </div>
            {promotion.copy.map((entry) => (
              <div key={entry.available_from}>
                <dt>
                  Copy from <Time value={entry.available_from} />
                </dt>
                <dd>{entry.text}</dd>
              </div>
            ))}
          </dl>
        </StudioPanel>
      )}
    </>
  );
}
