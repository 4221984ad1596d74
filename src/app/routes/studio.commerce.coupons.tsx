import { CommerceNav } from '~/app/components/studio/commerce/commerce-nav';
import { CouponForm } from '~/app/components/studio/commerce/coupon-form';
import { CouponsTable } from '~/app/components/studio/commerce/coupons-table';
import { StudioPageHeader, StudioPanel } from '~/app/components/studio/studio-page';
import { CURRENCIES } from '~/features/offers/offers.currency';
import { can } from '~/features/staff/studio-access';
import { COMMERCE_READERS, STUDIO_PATHS } from '~/shared/studio';
import type { Route } from './+types/studio.commerce.coupons';
import { requireStudio } from './studio.server';

/** Coupons (docs/decisions/0034-studio-commerce.md): every one, a new one, deactivation. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const staff = await requireStudio(context, request, COMMERCE_READERS);
  return {
    ...(await context.services.commerceDesk.coupons()),
    currencies: [...CURRENCIES],
    canEdit: can(staff, 'commerce:edit'),
  };
}

export function meta() {
  return [{ title: 'Coupons | Studio' }];
}

export default function CouponsPage({ loaderData }: Route.ComponentProps) {
  const { coupons, products, currencies, canEdit } = loaderData;
  return (
    <>
      <StudioPageHeader
        title="Coupons"
        lede="Codes buyers type at checkout. A coupon works from its start until its end or its last use; deactivating one stops it at once."
      />
      <CommerceNav current={STUDIO_PATHS.coupons} canEdit={canEdit} />
      {canEdit ? (
        <StudioPanel id="new-coupon" title="New coupon">
          <details className="studio-disclosure">
            <summary>Create a coupon</summary>
            <CouponForm currencies={currencies} products={products} />
          </details>
        </StudioPanel>
      ) : null}
      <StudioPanel id="coupons" title={`Coupons (${coupons.length})`}>
        <CouponsTable coupons={coupons} products={products} canEdit={canEdit} />
      </StudioPanel>
    </>
  );
}
