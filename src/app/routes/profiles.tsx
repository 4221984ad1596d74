import { data, Form, Link, useNavigation } from 'react-router';
import { ProfileAvatar } from '~/app/components/profiles/profile-avatar';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { titleMeta } from '~/app/lib/seo';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/profiles';
import {
  formErrors,
  maxProfiles,
  noStore,
  readForm,
  redirectWithProfile,
  requestedProfile,
  requireUserId,
  toView,
} from './profiles.server';
import '../components/ui/button.css';
import '../components/ui/field.css';
import '../components/profiles/profiles.css';

export const headers = noStore;
export const handle: RouteHandle = { shell: { analyticsLabel: 'profiles', promoBanner: false } };

/** "Who's learning?": the account's profiles; ?manage=1 turns the tiles into edit links. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const userId = await requireUserId(context, request);
  const { profiles, current } = await context.services.profiles.overview(userId, requestedProfile(request));
  return {
    profiles: profiles.map((p) => toView(p, current)),
    canAdd: profiles.length < maxProfiles,
    maxProfiles,
    manage: new URL(request.url).searchParams.get('manage') === '1',
    csrfToken: await context.csrfToken(),
  };
}

/** Picking a profile makes it current (the profile_id cookie) and goes home. */
export async function action({ context, request }: Route.ActionArgs) {
  const userId = await requireUserId(context, request);
  const field = await readForm(request);
  try {
    const chosen = await context.services.profiles.get(userId, field('profile_id') ?? '');
    return redirectWithProfile(PATHS.home, chosen.uuid, context, request);
  } catch (error) {
    const { status, errors } = formErrors(error);
    return data({ error: errors.form ?? errors.name ?? '' }, { status });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return titleMeta(matches, loaderData?.manage ? 'Manage profiles' : "Who's learning?");
}

export default function Profiles({ loaderData, actionData }: Route.ComponentProps) {
  const { profiles, canAdd, manage, csrfToken } = loaderData;
  const navigation = useNavigation();
  const switching = navigation.state !== 'idle' ? navigation.formData?.get('profile_id') : null;
  return (
    <div className="profiles-page">
      <h1>{manage ? 'Manage profiles' : "Who's learning?"}</h1>
      <p className="profiles-lede">
        {manage
          ? 'Pick a profile to rename it, change its colour or delete it.'
          : 'Choose who is learning now. You can switch at any time.'}
      </p>
      <p className="field-error" role="alert">
        {actionData?.error ?? null}
      </p>
      <ul className="profile-grid">
        {profiles.map((profile) => (
          <li key={profile.uuid}>
            {manage ? (
              <Link to={`${PATHS.profiles}/${profile.slug}/edit`} className="profile-tile">
                <ProfileAvatar name={profile.name} hue={profile.hue} />
                <span className="profile-name">{profile.name}</span>{' '}
                <span className="profile-badge">Edit</span>
              </Link>
            ) : (
              <Form method="post">
                <input type="hidden" name="csrf_token" value={csrfToken} />
                <input type="hidden" name="profile_id" value={profile.uuid} />
                <button
                  type="submit"
                  className="profile-tile"
                  aria-current={profile.isCurrent ? 'true' : undefined}
                  disabled={switching === profile.uuid}
                >
                  <ProfileAvatar name={profile.name} hue={profile.hue} />
                  <span className="profile-name">{profile.name}</span>
                  {/* Spaces keep the badges apart in the button's accessible name. */}
                  {profile.isKids ? (
                    <>
                      {' '}
                      <span className="profile-badge">Kids</span>
                    </>
                  ) : null}
                  {profile.isCurrent ? (
                    <>
                      {' '}
                      <span className="profile-badge profile-badge-current">Current</span>
                    </>
                  ) : null}
                </button>
              </Form>
            )}
          </li>
        ))}
        {canAdd ? (
          <li>
            <Link to={`${PATHS.profiles}/create`} className="profile-tile profile-tile-add">
              <span className="profile-avatar profile-avatar-add" aria-hidden="true">
                +
              </span>
              <span className="profile-name">Add profile</span>
            </Link>
          </li>
        ) : null}
      </ul>
      {canAdd ? null : (
        <p className="profiles-note">
          You have {loaderData.maxProfiles} profiles, the most an account can have.
        </p>
      )}
      <p className="profiles-actions">
        {manage ? (
          <Link to={PATHS.profiles} className="button button-primary">
            Done
          </Link>
        ) : (
          <Link to={`${PATHS.profiles}?manage=1`} className="button button-ghost">
            Manage profiles
          </Link>
        )}
      </p>
    </div>
  );
}
