import { Link } from 'react-router';
import { RefundOrders } from '~/app/components/account/refund-orders';
import { SeePlans } from '~/app/components/account/see-plans';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { PaidOrder } from '~/app/lib/membership-api';
import { requireUser } from '~/app/lib/require-user';
import { toCamelCase } from '~/shared/api-client';
import { AUTH_PATHS, MEMBERSHIP_TEXTS, MONEY_BACK_GUARANTEE_DAYS } from '~/shared/spec';
import type { Route } from './+types/refund';
import '../components/account/settings.css';
import '../components/account/membership.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'refund', promoBanner: false } };

/** /refund (product.md 2.1 and 9, login required): the 30-day money-back guarantee. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const orders = await context.services.refunds.refundable(user.id);
  return { orders: toCamelCase<PaidOrder[]>(orders), productName: context.site.productName };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${MEMBERSHIP_TEXTS.requestRefund} | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function RefundPage({ loaderData }: Route.ComponentProps) {
  const { orders } = loaderData;
  return (
    <div className="settings-page">
      <h1>{MEMBERSHIP_TEXTS.requestRefund}</h1>
      <p>{MEMBERSHIP_TEXTS.guarantee(MONEY_BACK_GUARANTEE_DAYS)}</p>
      {orders.length > 0 ? (
        <RefundOrders orders={orders} />
      ) : (
        <SeePlans message={MEMBERSHIP_TEXTS.noOrders} />
      )}
      <p className="membership-back">
        <Link to={AUTH_PATHS.settings}>{MEMBERSHIP_TEXTS.backToSettings}</Link>
      </p>
    </div>
  );
}
