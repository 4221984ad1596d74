import { data, Link, redirect } from 'react-router';
import { ProfileForm } from '~/app/components/profiles/profile-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { titleMeta } from '~/app/lib/seo';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/profiles.create';
import {
  formErrors,
  maxProfiles,
  noStore,
  profileColours,
  profileInput,
  readForm,
  requireUserId,
} from './profiles.server';
import '../components/shell/page-shell.css';
import '../components/profiles/profiles.css';

export const headers = noStore;
export const handle: RouteHandle = { shell: { analyticsLabel: 'profiles_create', promoBanner: false } };

export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = await requireUserId(context, request);
  const { profiles } = await context.services.profiles.overview(userId, null);
  const used = new Set(profiles.map((p) => p.hue));
  return {
    csrfToken: await context.csrfToken(),
    colours: profileColours,
    // The colour the server would pick anyway: the first one no profile uses yet.
    suggestedHue: profileColours.find((c) => !used.has(c.hue))?.hue ?? profileColours[0].hue,
    full: profiles.length >= maxProfiles,
    maxProfiles,
  };
}

/** Adds the profile and goes back to the picker; a refusal re-shows the form with the text. */
export async function action({ context, request }: Route.ActionArgs) {
  const userId = await requireUserId(context, request);
  const input = profileInput(await readForm(request));
  try {
    await context.services.profiles.create(userId, input);
  } catch (error) {
    const { status, errors } = formErrors(error);
    return data({ errors, values: input }, { status });
  }
  return redirect(PATHS.profiles);
}

export function meta({ matches }: Route.MetaArgs) {
  return titleMeta(matches, 'Add a profile');
}

export default function CreateProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { csrfToken, colours, suggestedHue, full } = loaderData;
  const values = actionData?.values;
  return (
    <div className="profiles-page profile-edit-page">
      <p>
        <Link to={PATHS.profiles} className="text-link">
          ← Back to profiles
        </Link>
      </p>
      <h1>Add a profile</h1>
      {full ? (
        <p className="profiles-note" role="status">
          You have {loaderData.maxProfiles} profiles, the most an account can have. Delete one to add another.
        </p>
      ) : (
        <ProfileForm
          csrfToken={csrfToken}
          colours={colours}
          values={{
            name: values?.name ?? '',
            hue: values?.hue ?? suggestedHue,
            isKids: values?.isKids ?? false,
          }}
          errors={actionData?.errors}
          submitLabel="Add profile"
          pendingLabel="Adding…"
        />
      )}
    </div>
  );
}
