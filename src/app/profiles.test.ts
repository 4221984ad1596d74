import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES, PATHS, PROFILE_LIMITS } from '~/shared/spec';
import { BROWSER_HEADERS, createPageApp, inHtml } from '../../tests/page-app';
import { TestClient } from '../../tests/test-app';

// The profile pages through the real React Router build, served by the real app.
const { app, db } = await createPageApp();
const browser = BROWSER_HEADERS;
const escaped = inHtml;

let counter = 0;
async function signedUp(name = 'Grace Hopper'): Promise<{ c: TestClient; userId: number }> {
  const c = new TestClient(app);
  const response = await c.send('POST', '/auth/identity/register', {
    email: `pages${++counter}@example.com`,
    password: 'secret1',
    password_confirmation: 'secret1',
    name,
  });
  expect(response.statusCode).toBe(200);
  return { c, userId: response.json<{ user_id: number }>().user_id };
}

const get = (c: TestClient, url: string) => c.request({ method: 'GET', url, headers: browser });

/** A form post as a browser without JavaScript sends it. */
async function post(c: TestClient, url: string, fields: Record<string, string>, csrf = true) {
  const body = new URLSearchParams({ ...(csrf ? { csrf_token: await c.csrfToken() } : {}), ...fields });
  return c.request({
    method: 'POST',
    url,
    headers: { ...browser, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

const profilesOf = (userId: number) =>
  db.selectFrom('profiles').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('signed out', () => {
  for (const path of ['/profiles', '/profiles/create', '/profiles/me/edit']) {
    it(`${path} redirects to the login page with next_page`, async () => {
      const response = await get(new TestClient(app), path);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`${PATHS.login}?next_page=${encodeURIComponent(path)}`);
    });
  }
});

describe('signed in', () => {
  it("/profiles shows the account's profiles, the current one marked", async () => {
    const { c } = await signedUp();
    const response = await get(c, '/profiles');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(escaped("Who's learning?"));
    expect(response.body).toContain(`<title>${escaped("Who's learning?")} | Atelier</title>`);
    expect(response.body).toContain('Grace Hopper');
    expect(response.body).toContain('aria-current="true"');
    expect(response.body).toContain('name="csrf_token"');
    expect(response.body).toContain('href="/profiles/create"');
    const manage = await get(c, '/profiles?manage=1');
    expect(manage.body).toContain('href="/profiles/me/edit"');
  });

  it('/profiles/create and /profiles/{slug}/edit render their forms', async () => {
    const { c } = await signedUp();
    const create = await get(c, '/profiles/create');
    expect(create.statusCode).toBe(200);
    expect(create.body).toContain('Add a profile</h1>');
    expect(create.body).toContain('<title>Add a profile | Atelier</title>');
    expect(create.body).toMatch(/<label[^>]*>Name <span aria-hidden="true">\*<\/span><\/label>/);
    const edit = await get(c, '/profiles/me/edit');
    expect(edit.statusCode).toBe(200);
    expect(edit.body).toContain('value="Grace Hopper"');
    // The only profile cannot be deleted, so no delete button is offered.
    expect(edit.body).not.toContain('Yes, delete');
  });

  it("answers 404 for an unknown slug and for another user's", async () => {
    const owner = await signedUp();
    await post(owner.c, '/profiles/create', { name: 'Private' });
    const { c } = await signedUp();
    expect((await get(c, '/profiles/nope/edit')).statusCode).toBe(404);
    expect((await get(c, '/profiles/private/edit')).statusCode).toBe(404);
  });
});

describe('forms without JavaScript', () => {
  it('creates a profile and returns to the picker', async () => {
    const { c, userId } = await signedUp();
    const response = await post(c, '/profiles/create', { name: 'Little Ones', hue: '160', is_kids: 'on' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/profiles');
    expect((await profilesOf(userId))[1]).toMatchObject({
      name: 'Little Ones',
      slug: 'little-ones',
      hue: 160,
      is_kids: true,
    });
    expect((await get(c, '/profiles')).body).toContain('Little Ones');
  });

  it('re-shows the form with the error text for a bad name, writing nothing', async () => {
    const { c, userId } = await signedUp();
    const response = await post(c, '/profiles/create', { name: '   ' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain(ERRORS.profile_name_invalid.message);
    expect(await profilesOf(userId)).toHaveLength(1);
  });

  it('says so when the account is full', async () => {
    const { c } = await signedUp();
    for (let i = 2; i <= PROFILE_LIMITS.perAccount; i++)
      expect((await post(c, '/profiles/create', { name: `P${i}` })).statusCode).toBe(302);
    const refused = await post(c, '/profiles/create', { name: 'Extra' });
    expect(refused.statusCode).toBe(422);
    expect(refused.body).toContain(ERRORS.profile_limit_reached.message);
    expect((await get(c, '/profiles')).body).not.toContain('href="/profiles/create"');
  });

  it('switches profile: sets the cookie, goes home, and the current user follows', async () => {
    const { c, userId } = await signedUp();
    await post(c, '/profiles/create', { name: 'Second' });
    const second = (await profilesOf(userId))[1]!;
    const response = await post(c, '/profiles', { profile_id: second.uuid });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect(c.cookies.get(COOKIES.profileId)).toBe(second.uuid);
    const user = await c.request({ method: 'GET', url: PATHS.currentUser });
    expect(user.json().data.attributes.profile_id).toBe(second.uuid);
  });

  it("refuses to switch to another user's profile", async () => {
    const owner = await signedUp();
    await post(owner.c, '/profiles/create', { name: 'Theirs' });
    const theirs = (await profilesOf(owner.userId))[1]!;
    const { c } = await signedUp();
    const response = await post(c, '/profiles', { profile_id: theirs.uuid });
    expect(response.statusCode).toBe(404);
    expect(c.cookies.get(COOKIES.profileId)).toBeUndefined();
  });

  it('renames, then deletes the current profile and falls back to the first', async () => {
    const { c, userId } = await signedUp();
    await post(c, '/profiles/create', { name: 'Second' });
    const [first, second] = await profilesOf(userId);
    await post(c, '/profiles', { profile_id: second!.uuid });

    const renamed = await post(c, '/profiles/second/edit', { intent: 'save', name: 'Sam', hue: '12' });
    expect(renamed.statusCode).toBe(302);
    expect((await profilesOf(userId))[1]).toMatchObject({
      name: 'Sam',
      slug: 'sam',
      hue: 12,
      is_kids: false,
    });

    const deleted = await post(c, '/profiles/sam/edit', { intent: 'delete' });
    expect(deleted.statusCode).toBe(302);
    expect(await profilesOf(userId)).toHaveLength(1);
    expect(c.cookies.get(COOKIES.profileId)).toBe(first!.uuid);

    const last = await post(c, '/profiles/me/edit', { intent: 'delete' });
    expect(last.statusCode).toBe(422);
    expect(last.body).toContain(escaped(ERRORS.profile_last.message));
  });

  it('refuses a form post without the CSRF token', async () => {
    const { c, userId } = await signedUp();
    const response = await post(c, '/profiles/create', { name: 'Sneaky' }, false);
    expect(response.statusCode).toBe(422);
    expect(await profilesOf(userId)).toHaveLength(1);
  });
});
