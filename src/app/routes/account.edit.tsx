import { AccountDetails } from '~/app/components/account/account-details';
import { ChangePassword } from '~/app/components/account/change-password';
import { Preferences } from '~/app/components/account/preferences';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { requireUser } from '~/app/lib/require-user';
import type { Route } from './+types/account.edit';

export const handle: RouteHandle = { shell: { analyticsLabel: 'settings' } };

/** Settings (product.md 2.1, login required). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context, request);
  const { attributes } = await context.services.accounts.currentUser(user.id, null);
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
      <Preferences
        userId={user.id}
        initial={{ gdprOptIn: user.gdprOptIn, matureContentEnabled: user.matureContentEnabled }}
      />
      <ChangePassword hasPassword={user.hasPassword} />
    </div>
  );
}
