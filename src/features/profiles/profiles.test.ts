import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES, HEADERS, PATHS, PROFILE_LIMITS } from '~/shared/spec';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { slugify, uniqueSlug } from './profiles.service';

const { client, db, services } = await createTestApp();
const API = '/api/v1/profiles';

type ProfileJson = {
  uuid: string;
  slug: string;
  name: string;
  hue: number;
  is_kids: boolean;
  is_current: boolean;
};
type ListJson = { profiles: ProfileJson[]; current_profile_id: string; max_profiles: number };

let counter = 0;
/** A signed-in browser-like client of a new account (which starts with one profile). */
async function signedUp(): Promise<{ c: TestClient; userId: number }> {
  const c = client();
  const response = await c.send('POST', '/auth/identity/register', {
    email: `viewer${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name: 'Grace Hopper',
  });
  expect(response.statusCode).toBe(200);
  return { c, userId: response.json<{ user_id: number }>().user_id };
}

const list = async (c: TestClient, headers: Record<string, string> = {}) =>
  (await c.request({ method: 'GET', url: API, headers })).json<ListJson>();
const create = (c: TestClient, body: Record<string, unknown>) => c.send('POST', API, body);
const currentUserProfile = async (c: TestClient, headers: Record<string, string> = {}) =>
  (await c.request({ method: 'GET', url: PATHS.currentUser, headers })).json().data.attributes.profile_id;
const setCookieOf = (response: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((response.headers['set-cookie'] as string[] | string | undefined) ?? []);

describe('slugs', () => {
  it('derives lower-case ASCII slugs and numbers repeats', () => {
    expect(slugify('  Ünïcode Café!! ')).toBe('unicode-cafe');
    expect(slugify('李雷')).toBe('profile');
    expect(uniqueSlug('Kids', new Set(['kids', 'kids-2']))).toBe('kids-3');
  });
});

describe('OpenAPI', () => {
  it('documents every profile call from its zod schemas', async () => {
    const doc = (await client().request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths[API])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(doc.paths[`${API}/{uuid}`])).toEqual(expect.arrayContaining(['patch', 'delete']));
    expect(doc.paths[`${API}/current`].put.responses['200']).toBeTruthy();
  });
});

describe('sign-in', () => {
  it('answers 401 "No user logged in to the system" to every call when anonymous', async () => {
    const c = client();
    const calls = [
      await c.request({ method: 'GET', url: API }),
      await c.send('POST', API, { name: 'x' }),
      await c.send('PATCH', `${API}/abc`, { name: 'x' }),
      await c.send('DELETE', `${API}/abc`),
      await c.send('PUT', `${API}/current`, { profile_id: 'abc' }),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe(ERRORS.not_logged_in.message);
    }
  });

  it('still checks the CSRF token first', async () => {
    const { c } = await signedUp();
    const response = await c.request({ method: 'POST', url: API, payload: { name: 'Ada' } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('invalid_csrf_token');
  });
});

describe('GET and POST /api/v1/profiles', () => {
  it('lists the default profile as current, with the limit', async () => {
    const { c } = await signedUp();
    const body = await list(c);
    expect(body.profiles).toEqual([
      expect.objectContaining({ name: 'Grace Hopper', slug: 'me', is_current: true }),
    ]);
    expect(body.current_profile_id).toBe(body.profiles[0]?.uuid);
    expect(body.max_profiles).toBe(PROFILE_LIMITS.perAccount);
  });

  it('creates profiles with unique slugs from their names and distinct colours', async () => {
    const { c } = await signedUp();
    const first = await create(c, { name: '  Little Ones ', is_kids: true });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      name: 'Little Ones',
      slug: 'little-ones',
      is_kids: true,
      is_current: false,
    });
    const second = await create(c, { name: 'little ones', hue: 200 });
    expect(second.json()).toMatchObject({ slug: 'little-ones-2', hue: 200, is_kids: false });
    const hues = (await list(c)).profiles.map((p) => p.hue);
    expect(new Set(hues).size).toBe(3);
  });

  it('takes names of 1 to 40 characters, counting an emoji as one', async () => {
    const { c } = await signedUp();
    for (const name of ['', '   ', 'x'.repeat(PROFILE_LIMITS.nameLength + 1), 'tab\there']) {
      const response = await create(c, { name });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'profile_name_invalid',
        message: ERRORS.profile_name_invalid.message,
        field: 'name',
      });
    }
    expect((await create(c, { name: '🎨'.repeat(PROFILE_LIMITS.nameLength) })).statusCode).toBe(201);
    expect((await list(c)).profiles).toHaveLength(2);
  });

  it('refuses a bad colour or an unknown field as an invalid body', async () => {
    const { c } = await signedUp();
    for (const body of [{ name: 'A', hue: 360 }, { name: 'A', hue: 1.5 }, { name: 'A', user_id: 1 }, {}]) {
      const response = await create(c, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('invalid_body');
    }
  });

  it(`allows at most ${PROFILE_LIMITS.perAccount} profiles per account`, async () => {
    const { c, userId } = await signedUp();
    for (let i = 2; i <= PROFILE_LIMITS.perAccount; i++)
      expect((await create(c, { name: `P${i}` })).statusCode).toBe(201);
    const refused = await create(c, { name: 'One too many' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      code: 'profile_limit_reached',
      message: `An account can have up to ${PROFILE_LIMITS.perAccount} profiles. Delete one to add another.`,
    });
    const rows = await db.selectFrom('profiles').select('id').where('user_id', '=', userId).execute();
    expect(rows).toHaveLength(PROFILE_LIMITS.perAccount);
  });

  it('keeps the limit when creations race', async () => {
    const { c, userId } = await signedUp();
    const results = await Promise.allSettled(
      Array.from({ length: 7 }, (_, i) => services.profiles.create(userId, { name: `Racer ${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(PROFILE_LIMITS.perAccount - 1);
    expect((await list(c)).profiles).toHaveLength(PROFILE_LIMITS.perAccount);
  });
});

describe('PATCH /api/v1/profiles/:uuid', () => {
  it('renames (the slug follows), recolours and flips the kids setting', async () => {
    const { c } = await signedUp();
    const { uuid } = (await create(c, { name: 'Sam' })).json<ProfileJson>();
    const renamed = await c.send('PATCH', `${API}/${uuid}`, { name: 'Samantha', is_kids: true, hue: 5 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ uuid, name: 'Samantha', slug: 'samantha', is_kids: true, hue: 5 });
    const same = await c.send('PATCH', `${API}/${uuid}`, { is_kids: false });
    expect(same.json()).toMatchObject({ name: 'Samantha', slug: 'samantha', is_kids: false });
    const bad = await c.send('PATCH', `${API}/${uuid}`, { name: '' });
    expect(bad.json().errors[0].code).toBe('profile_name_invalid');
  });

  it("answers 404 for another user's profile and leaves it alone", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const { uuid } = (await create(owner.c, { name: 'Mine' })).json<ProfileJson>();
    const response = await other.c.send('PATCH', `${API}/${uuid}`, { name: 'Stolen' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({ message: ERRORS.profile_not_found.message });
    const row = await db
      .selectFrom('profiles')
      .select('name')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Mine');
  });
});

describe('DELETE /api/v1/profiles/:uuid', () => {
  it('never deletes the last profile', async () => {
    const { c } = await signedUp();
    const [only] = (await list(c)).profiles;
    const response = await c.send('DELETE', `${API}/${only?.uuid}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'profile_last',
      message: ERRORS.profile_last.message,
    });
    expect((await list(c)).profiles).toHaveLength(1);
  });

  it('falls back to the first profile when the current one is deleted', async () => {
    const { c } = await signedUp();
    const first = (await list(c)).profiles[0]!;
    const second = (await create(c, { name: 'Second' })).json<ProfileJson>();
    await c.send('PUT', `${API}/current`, { profile_id: second.uuid });
    const response = await c.send('DELETE', `${API}/${second.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ current_profile_id: first.uuid });
    expect(c.cookies.get(COOKIES.profileId)).toBe(first.uuid);
    expect(await currentUserProfile(c)).toBe(first.uuid);
  });

  it('keeps the current profile when another is deleted', async () => {
    const { c } = await signedUp();
    const second = (await create(c, { name: 'Second' })).json<ProfileJson>();
    const third = (await create(c, { name: 'Third' })).json<ProfileJson>();
    await c.send('PUT', `${API}/current`, { profile_id: second.uuid });
    const response = await c.send('DELETE', `${API}/${third.uuid}`);
    expect(response.json()).toMatchObject({ current_profile_id: second.uuid });
    expect(setCookieOf(response).some((v) => v.startsWith(`${COOKIES.profileId}=`))).toBe(false);
  });

  it("answers 404 for another user's profile", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const { uuid } = (await create(owner.c, { name: 'Mine' })).json<ProfileJson>();
    expect((await other.c.send('DELETE', `${API}/${uuid}`)).statusCode).toBe(404);
    expect((await list(owner.c)).profiles).toHaveLength(2);
  });

  it('keeps one profile when deletions race', async () => {
    const { c, userId } = await signedUp();
    await create(c, { name: 'Second' });
    const uuids = (await list(c)).profiles.map((p) => p.uuid);
    const results = await Promise.allSettled(
      uuids.map((uuid) => services.profiles.remove(userId, uuid, null)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await list(c)).profiles).toHaveLength(1);
  });
});

describe('PUT /api/v1/profiles/current and the current profile', () => {
  it('sets a script-readable, Lax, year-long profile_id cookie the current user reports', async () => {
    const { c } = await signedUp();
    const first = (await list(c)).profiles[0]!;
    const second = (await create(c, { name: 'Second' })).json<ProfileJson>();
    expect(await currentUserProfile(c)).toBe(first.uuid);

    const response = await c.send('PUT', `${API}/current`, { profile_id: second.uuid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ current_profile_id: second.uuid });
    const cookie = setCookieOf(response).find((v) => v.startsWith(`${COOKIES.profileId}=`));
    expect(cookie).toBe(`${COOKIES.profileId}=${second.uuid}; Max-Age=31536000; Path=/; SameSite=Lax`);
    expect(await currentUserProfile(c)).toBe(second.uuid);
    expect((await list(c)).profiles.map((p) => p.is_current)).toEqual([false, true]);
    // The browser client sends the header too (calls-and-errors.md 7.1); it wins over the cookie.
    expect(await currentUserProfile(c, { [HEADERS.profileId]: first.uuid })).toBe(first.uuid);
  });

  it("refuses another user's profile and keeps the cookie", async () => {
    const owner = await signedUp();
    const other = await signedUp();
    const { uuid } = (await create(owner.c, { name: 'Mine' })).json<ProfileJson>();
    const response = await other.c.send('PUT', `${API}/current`, { profile_id: uuid });
    expect(response.statusCode).toBe(404);
    expect(other.c.cookies.get(COOKIES.profileId)).toBeUndefined();
  });

  it("falls back to the first profile for a forged or another user's id", async () => {
    const owner = await signedUp();
    const { c, userId } = await signedUp();
    const own = (await list(c)).profiles[0]!;
    await create(c, { name: 'Second' });
    const foreign = (await create(owner.c, { name: 'Theirs' })).json<ProfileJson>();
    for (const forged of [foreign.uuid, 'not-a-uuid', 'x'.repeat(500)]) {
      expect(await currentUserProfile(c, { [HEADERS.profileId]: forged })).toBe(own.uuid);
      expect((await list(c, { [HEADERS.profileId]: forged })).current_profile_id).toBe(own.uuid);
      expect((await services.profiles.resolveCurrentProfile(userId, forged)).uuid).toBe(own.uuid);
    }
    c.cookies.set(COOKIES.profileId, foreign.uuid);
    expect((await list(c)).current_profile_id).toBe(own.uuid);
  });

  it('repairs an account that has no profile at all', async () => {
    const { c, userId } = await signedUp();
    await db.deleteFrom('profiles').where('user_id', '=', userId).execute();
    const profile = await services.profiles.resolveCurrentProfile(userId, null);
    expect(profile).toMatchObject({ user_id: userId, slug: 'me' });
    expect((await list(c)).profiles).toHaveLength(1);
  });
});
