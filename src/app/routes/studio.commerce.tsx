import { CommerceNav } from '~/app/components/studio/commerce/commerce-nav';
import { ParametersForm } from '~/app/components/studio/commerce/parameters-form';
import { PriceChangeForm } from '~/app/components/studio/commerce/price-change-form';
import { ProductsTable } from '~/app/components/studio/commerce/products-table';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { can } from '~/features/staff/studio-access';
import { COMMERCE_READERS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.commerce';
import { requireStudio } from './studio.server';

/**
 * Plans and prices (commerce:edit changes them; financials:read reads them): every product by
 * plan with its list prices, a price change with what it will do shown before it is saved,
 * archiving, and the commerce parameters (docs/decisions/0034-studio-commerce.md).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, COMMERCE_READERS);
  const canEdit = can(staff, 'commerce:edit');
  return {
    overview: await context.services.commerceDesk.overview(canEdit),
    // The notice's date is counted from the server's clock, as the change will be.
    now: context.services.clock.now().toISOString(),
  };
}

export function meta() {
  return [{ title: 'Plans and prices | Studio' }];
}

export default function CommercePage({ loaderData }: Route.ComponentProps) {
  const { overview, now } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Commerce"
        lede="Plans, prices, promotions and coupons. A change shows on the public pages at once; prices are never deleted, and every change is in the audit log."
      />
      <CommerceNav current={STUDIO_PATHS.commerce} canEdit={overview.can_edit} />
      {overview.can_edit ? (
        <StudioPanel
          id="change-price"
          title="Change a price"
          description={`A new price applies to new purchases as soon as it is saved. Members who already hold the plan are emailed, and their renewals charge it only after ${overview.notice_days} days’ notice.`}
        >
          <PriceChangeForm overview={overview} now={now} />
        </StudioPanel>
      ) : null}
      <StudioPanel id="prices" title="Plans and prices">
        <ProductsTable overview={overview} />
      </StudioPanel>
      <StudioPanel id="parameters" title="Guest passes and trials">
        <ParametersForm values={overview.parameters} canEdit={overview.can_edit} />
      </StudioPanel>
    </>
  );
}
