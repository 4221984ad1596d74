import { randomUUID } from 'node:crypto';
import * as users from '~/features/accounts/users.repository';
import type { Clock } from '~/server/core/clock';
import { DomainError } from '~/server/core/domain-error';
import type { Db } from '~/server/db/database';
import { PROFILE_LIMITS } from '~/shared/spec';
import type { ProfileRow } from './profiles.repository';
import * as profiles from './profiles.repository';

export type Profile = ProfileRow;

/**
 * The colours the forms offer (hue in degrees, and the name a screen reader says). A
 * profile made without one gets the first its account does not use yet, so tiles stay
 * tellable apart. The API takes any hue 0-359; the default profile's is derived.
 */
export const PROFILE_COLOURS = [
  { hue: 12, name: 'Coral' },
  { hue: 38, name: 'Amber' },
  { hue: 95, name: 'Lime' },
  { hue: 160, name: 'Teal' },
  { hue: 195, name: 'Sky' },
  { hue: 225, name: 'Blue' },
  { hue: 265, name: 'Violet' },
  { hue: 320, name: 'Pink' },
] as const;
const PROFILE_HUES: readonly number[] = PROFILE_COLOURS.map((c) => c.hue);

/** What a profile id may look like: anything longer is junk, never looked up. */
const MAX_REQUESTED_LENGTH = 64;

export type ProfileInput = { name?: string; hue?: number; isKids?: boolean };

/** The account's profiles and the one in use. */
export type ProfileOverview = { profiles: Profile[]; current: Profile };

/** Lower-case ASCII words joined by dashes; names in other scripts become 'profile'. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, PROFILE_LIMITS.nameLength)
    .replace(/-+$/, '');
  return slug || 'profile';
}

/** The slug for a name that none of `taken` has: 'ana', then 'ana-2', 'ana-3'... */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = slugify(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

function checkedName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  const length = [...trimmed].length; // code points: an emoji counts as one character
  // Control characters would be invisible in a tile and break the slug's meaning.
  if (length < 1 || length > PROFILE_LIMITS.nameLength || /\p{Cc}/u.test(trimmed))
    throw new DomainError('profile_name_invalid', { field: 'name' });
  return trimmed;
}

function checkedHue(hue: number | undefined): number | undefined {
  if (hue === undefined) return undefined;
  if (!Number.isInteger(hue) || hue < 0 || hue > 359)
    throw new DomainError('invalid_field', { field: 'hue', message: 'Pick a colour from the list.' });
  return hue;
}

/** The requested profile when it is one of this account's, else the first (oldest). */
function pick(list: Profile[], requested: string | null | undefined): Profile | undefined {
  const wanted =
    typeof requested === 'string' && requested.length <= MAX_REQUESTED_LENGTH ? requested : undefined;
  return (wanted ? list.find((p) => p.uuid === wanted) : undefined) ?? list[0];
}

/**
 * Several profiles per account (issue 3 item 8): at most PROFILE_LIMITS.perAccount (5),
 * never fewer than one. Every method takes the signed-in user's id and only ever reads
 * or changes that user's profiles: another account's profile is "not found".
 */
export function createProfilesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * The account's profiles, creating the default one when there is none. Sign-up always
   * makes one and the last cannot be deleted, so this only repairs rows made elsewhere.
   */
  async function listEnsured(userId: number): Promise<Profile[]> {
    const list = await profiles.listProfiles(db, userId);
    if (list.length > 0) return list;
    const user = await users.findUserById(db, userId);
    if (!user) throw new DomainError('not_logged_in');
    try {
      await profiles.insertDefaultProfile(db, user, clock.now());
    } catch (error) {
      // A parallel request made it first (unique slug): theirs is as good as ours.
      if ((await profiles.listProfiles(db, userId)).length === 0) throw error;
    }
    return profiles.listProfiles(db, userId);
  }

  async function overview(userId: number, requested: string | null | undefined): Promise<ProfileOverview> {
    const list = await listEnsured(userId);
    return { profiles: list, current: pick(list, requested) as Profile };
  }

  async function get(userId: number, uuid: string): Promise<Profile> {
    const profile =
      uuid.length <= MAX_REQUESTED_LENGTH ? await profiles.findProfileByUuid(db, userId, uuid) : undefined;
    if (!profile) throw new DomainError('profile_not_found');
    return profile;
  }

  return {
    overview,
    get,

    /**
     * The profile a request acts for: the one named by the MC-Profile-Id header or the
     * profile_id cookie when it belongs to this user; otherwise (none, stale, forged or
     * another user's) the account's first profile. Progress, notes and lists hang off it.
     */
    async resolveCurrentProfile(userId: number, requested: string | null | undefined): Promise<Profile> {
      return (await overview(userId, requested)).current;
    },

    async getBySlug(userId: number, slug: string): Promise<Profile> {
      const profile = await profiles.findProfileBySlug(db, userId, slug);
      if (!profile) throw new DomainError('profile_not_found');
      return profile;
    },

    async create(userId: number, input: ProfileInput): Promise<Profile> {
      const name = checkedName(input.name);
      const hue = checkedHue(input.hue);
      return db.transaction().execute(async (tx) => {
        await profiles.lockAccount(tx, userId);
        const list = await profiles.listProfiles(tx, userId);
        if (list.length >= PROFILE_LIMITS.perAccount) throw new DomainError('profile_limit_reached');
        const used = new Set(list.map((p) => p.hue));
        const now = clock.now();
        return profiles.insertProfile(tx, {
          uuid: randomUUID(),
          user_id: userId,
          slug: uniqueSlug(name, new Set(list.map((p) => p.slug))),
          name,
          hue:
            hue ?? PROFILE_HUES.find((h) => !used.has(h)) ?? PROFILE_HUES[list.length % PROFILE_HUES.length]!,
          is_kids: input.isKids ?? false,
          created_at: now,
          updated_at: now,
        });
      });
    },

    /** Renames (the slug follows the new name), recolours or flips the kids setting. */
    async update(userId: number, uuid: string, input: ProfileInput): Promise<Profile> {
      const name = input.name === undefined ? undefined : checkedName(input.name);
      const hue = checkedHue(input.hue);
      return db.transaction().execute(async (tx) => {
        await profiles.lockAccount(tx, userId);
        const list = await profiles.listProfiles(tx, userId);
        const profile = list.find((p) => p.uuid === uuid);
        if (!profile) throw new DomainError('profile_not_found');
        const others = new Set(list.filter((p) => p.id !== profile.id).map((p) => p.slug));
        // Same name, same address: a bookmarked edit page keeps working.
        const slug = name === undefined || name === profile.name ? profile.slug : uniqueSlug(name, others);
        return profiles.updateProfile(tx, profile.id, {
          slug,
          ...(name === undefined ? {} : { name }),
          ...(hue === undefined ? {} : { hue }),
          ...(input.isKids === undefined ? {} : { is_kids: input.isKids }),
          updated_at: clock.now(),
        });
      });
    },

    /**
     * Deletes a profile, never the account's last. When it was the current one (as
     * `requested` names it), the first remaining profile takes over: `currentChanged`
     * tells the caller to store the new current id.
     */
    async remove(
      userId: number,
      uuid: string,
      requested: string | null | undefined,
    ): Promise<ProfileOverview & { currentChanged: boolean }> {
      return db.transaction().execute(async (tx) => {
        await profiles.lockAccount(tx, userId);
        const list = await profiles.listProfiles(tx, userId);
        const profile = list.find((p) => p.uuid === uuid);
        if (!profile) throw new DomainError('profile_not_found');
        if (list.length <= 1) throw new DomainError('profile_last');
        const wasCurrent = pick(list, requested)?.id === profile.id;
        await profiles.deleteProfile(tx, profile.id);
        const rest = list.filter((p) => p.id !== profile.id);
        return { profiles: rest, current: pick(rest, requested) as Profile, currentChanged: wasCurrent };
      });
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
