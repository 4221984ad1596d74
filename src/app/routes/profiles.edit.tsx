import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { ProfileForm } from '~/app/components/profiles/profile-form';
import type { RouteHandle } from '~/app/components/shell/shell-settings';
import { titleMeta } from '~/app/lib/seo';
import { PATHS } from '~/shared/spec';
import type { Route } from './+types/profiles.edit';
import {
  formErrors,
  noStore,
  ownProfileBySlug,
  profileColours,
  profileInput,
  readForm,
  redirectWithProfile,
  requestedProfile,
  requireUserId,
  toView,
} from './profiles.server';
import '../components/shell/page-shell.css';
import '../components/ui/button.css';
import '../components/ui/field.css';
import '../components/profiles/profiles.css';

export const headers = noStore;
export const handle: RouteHandle = { shell: { analyticsLabel: 'profiles_edit', promoBanner: false } };

const MANAGE = `${PATHS.profiles}?manage=1`;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const userId = await requireUserId(context, request);
  const profile = await ownProfileBySlug(context, userId, params.slug);
  const { profiles } = await context.services.profiles.overview(userId, null);
  return {
    profile: toView(profile),
    canDelete: profiles.length > 1,
    colours: profileColours,
    csrfToken: await context.csrfToken(),
  };
}

/** intent=save renames/recolours; intent=delete (from the confirmation) deletes. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const userId = await requireUserId(context, request);
  const field = await readForm(request);
  const profile = await ownProfileBySlug(context, userId, params.slug);
  const { profiles } = context.services;
  try {
    if (field('intent') === 'delete') {
      const result = await profiles.remove(userId, profile.uuid, requestedProfile(request));
      // The deleted profile was the current one: the first remaining one takes over.
      return result.currentChanged
        ? redirectWithProfile(MANAGE, result.current.uuid, context, request)
        : redirect(MANAGE);
    }
    await profiles.update(userId, profile.uuid, profileInput(field));
    return redirect(MANAGE);
  } catch (error) {
    const { status, errors } = formErrors(error);
    return data({ errors, intent: field('intent') ?? 'save' }, { status });
  }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return titleMeta(matches, loaderData ? `Edit ${loaderData.profile.name}` : 'Edit profile');
}

export default function EditProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, canDelete, colours, csrfToken } = loaderData;
  const navigation = useNavigation();
  const deleting = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'delete';
  const deleteError = actionData?.intent === 'delete' ? actionData.errors.form : null;
  return (
    <div className="profiles-page profile-edit-page">
      <p>
        <Link to={MANAGE} className="text-link">
          ← Back to profiles
        </Link>
      </p>
      <h1>Edit profile</h1>
      <ProfileForm
        key={profile.uuid}
        csrfToken={csrfToken}
        colours={colours}
        values={{ name: profile.name, hue: profile.hue, isKids: profile.isKids }}
        errors={actionData?.intent === 'save' ? actionData.errors : undefined}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        intent="save"
      />

      <section className="danger-zone" aria-labelledby="delete-title">
        <h2 id="delete-title">Delete profile</h2>
        {canDelete ? (
          // <details> asks for confirmation without JavaScript, and is keyboard-operable.
          <details open={Boolean(deleteError)}>
            <summary className="button button-ghost">Delete {profile.name}…</summary>
            <p>
              Deleting <strong>{profile.name}</strong> removes its progress, notes and lists. This cannot be
              undone.
            </p>
            <Form method="post">
              <input type="hidden" name="csrf_token" value={csrfToken} />
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="button button-danger" disabled={deleting}>
                {deleting ? 'Deleting…' : `Yes, delete ${profile.name}`}
              </button>
            </Form>
            <p className="field-error" role="alert">
              {deleteError ?? null}
            </p>
          </details>
        ) : (
          <p className="profiles-note">
            An account needs at least one profile, so this one cannot be deleted.
          </p>
        )}
      </section>
    </div>
  );
}
