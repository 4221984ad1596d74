import { AccountDetails } from '~/app/components/account/account-details';
import { CardsSection } from '~/app/components/account/cards-section';
import { ChangePassword } from '~/app/components/account/change-password';
import { MembershipSection } from '~/app/components/account/membership-section';
import { Preferences } from '~/app/components/account/preferences';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import type { SavedCard } from '~/app/lib/membership-api';
import { requireUser } from '~/app/lib/require-user';
import { toCamelCase } from '~/shared/api-client';
import type { Route } from './+types/account.edit';
import { standingOf } from './membership.server';
import '../components/account/settings.css';

export const handle: RouteHandle = { shell: { analyticsLabel: 'settings' } };

const CARDS_ANCHOR = 'payment-cards';

/** Settings (product.md 2.1, login required). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { services } = context;
  const [{ attributes }, standing, cards, orders] = await Promise.all([
    services.accounts.currentUser(user.id, null),
    standingOf(context, user.id),
    services.payments.list(user.id),
    services.refunds.refundable(user.id),
  ]);
  return {
    user: {
      id: user.id,
      name: attributes.name,
      email: attributes.email,
      emailConfirmed: attributes.email_confirmed,
      hasPassword: attributes.has_password,
      gdprOptIn: attributes.gdpr_opt_in,
      matureContentEnabled: attributes.mature_content_enabled,
    },
    standing,
    cards: toCamelCase<SavedCard[]>(cards),
    refundable: orders.some((order) => order.refundable),
    productName: context.site.productName,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Settings | ${loaderData?.productName ?? 'Atelier'}` }];
}

export default function SettingsPage({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData;
  return (
    <div className="settings-page">
      <h1>Settings</h1>
      <AccountDetails user={user} />
      <MembershipSection
        standing={loaderData.standing}
        refundable={loaderData.refundable}
        cardsHref={`#${CARDS_ANCHOR}`}
      />
      <CardsSection cards={loaderData.cards} anchor={CARDS_ANCHOR} />
      <Preferences
        userId={user.id}
        initial={{ gdprOptIn: user.gdprOptIn, matureContentEnabled: user.matureContentEnabled }}
      />
      <ChangePassword hasPassword={user.hasPassword} />
    </div>
  );
}
