import { CommerceNav } from '~/app/components/studio/commerce/commerce-nav';
import { PromotionForm } from '~/app/components/studio/commerce/promotion-form';
import { PromotionsTable } from '~/app/components/studio/commerce/promotions-table';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { can } from '~/features/staff/studio-access';
import { COMMERCE_READERS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.commerce.promotions';
import { requireStudio } from './studio.server';

/** Promotions (docs/decisions/0034-studio-commerce.md): every one, and a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, COMMERCE_READERS);
  return {
    promotions: await context.services.commerceDesk.promotions(),
    canEdit: can(staff, 'commerce:edit'),
  };
}

export function meta() {
  return [{ title: 'Promotions | Studio' }];
}

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  const { promotions, canEdit } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Promotions"
        lede="A promotion takes its percentage off every membership and gift for exactly its window, and shows its banner and copy on every page while it runs."
      />
      <CommerceNav current={STUDIO_PATHS.promotions} canEdit={canEdit} />
      {canEdit ? (
        <StudioPanel id="new-promotion" title="New promotion">
          <details className="studio-disclosure">
            <summary>Create a promotion</summary>
            <PromotionForm promotion={null} />
          </details>
        </StudioPanel>
      ) : null}
      <StudioPanel id="promotions" title={`Promotions (${promotions.length})`}>
        <PromotionsTable promotions={promotions} />
      </StudioPanel>
    </>
  );
}
