import { afterAll, describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES } from '~/shared/spec';
import { STUDIO_API } from '~/shared/studio';
import { startOidcProvider } from '../../../tests/oidc-provider';
import {
  APP_ORIGIN,
  capturesOf,
  createPasswordUser,
  identitiesOf,
  locationOf,
  queryOf,
  returnTo,
  userCount,
} from '../../../tests/sign-in-flow';
import { createSigningKey } from '../../../tests/signing-key';
import { makeAccount, signedInStaff } from '../../../tests/staff';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const CLIENT_ID = 'google-client';
const provider = await startOidcProvider({
  clients: [
    {
      client_id: CLIENT_ID,
      client_secret: 'google-secret',
      redirect_uris: [`${APP_ORIGIN}/auth/google_oauth2/callback`],
    },
  ],
});
afterAll(() => provider.close());
const { app, services, db, clock, client } = await createTestApp({
  env: {
    PUBLIC_URL: APP_ORIGIN,
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_ISSUER: provider.issuer,
  },
});

/** Starts Google sign-in in this browser and signs in at the provider; returns the callback URL. */
async function throughProvider(browser: TestClient, login: string, nextPage = '/classes/knife-skills') {
  const start = await browser.request({
    method: 'GET',
    url: `/auth/google_oauth2/?next_page=${encodeURIComponent(nextPage)}`,
  });
  return provider.authorize(locationOf(start), login);
}

async function googleSignIn(browser: TestClient, login: string, nextPage?: string) {
  return returnTo(browser, await throughProvider(browser, login, nextPage));
}

describe('Google sign-in (OpenID Connect code flow)', () => {
  it('sends the browser to the provider with state, nonce and PKCE kept in a sealed cookie', async () => {
    const response = await client().request({ method: 'GET', url: '/auth/google_oauth2/?next_page=/gift' });
    const url = new URL(locationOf(response));
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/auth/google_oauth2/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    const cookie = response.cookies.find((c) => c.name === 'atelier_flow_google');
    expect(cookie).toMatchObject({ httpOnly: true, path: '/auth/google_oauth2/callback', sameSite: 'Lax' });
    // Encrypted: neither the state nor the verifier can be read from it.
    expect(cookie?.value).not.toContain(url.searchParams.get('state'));
    // The path without the trailing slash works too.
    expect((await client().request({ method: 'GET', url: '/auth/google_oauth2' })).statusCode).toBe(302);
  });

  it('creates the account on first sign-in and signs it in', async () => {
    const browser = client();
    const before = await userCount(db);
    const response = await googleSignIn(browser, 'ada@example.com', '/classes/knife-skills');
    expect(locationOf(response)).toBe('/classes/knife-skills');
    expect(browser.cookies.get(COOKIES.session)).toBeTruthy();
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('google');
    expect(browser.cookies.has('atelier_flow_google')).toBe(false);

    const user = await services.accounts.findByEmail('ada@example.com');
    expect(user).toMatchObject({ name: 'ada', password_hash: null });
    expect(user?.email_confirmed_at).toBeInstanceOf(Date);
    expect(await userCount(db)).toBe(before + 1);
    const identities = await identitiesOf(db, user!.id);
    expect(identities).toMatchObject([{ provider: 'google', email: 'ada@example.com' }]);
    expect(await capturesOf(db, user!.id)).toEqual([{ auth_type: 'google', capture_method: 'redirect' }]);

    const me = await browser.request({ method: 'GET', url: '/jsonapi/v1/users/current' });
    expect(me.json().data.attributes.email).toBe('ada@example.com');
  });

  it('signs the same person in again through the linked identity', async () => {
    const user = await services.accounts.findByEmail('ada@example.com');
    const before = await userCount(db);
    const browser = client();
    expect(locationOf(await googleSignIn(browser, 'ada@example.com', '/'))).toBe('/');
    const me = await browser.request({ method: 'GET', url: '/jsonapi/v1/users/current' });
    expect(me.json().data.id).toBe(String(user!.id));
    expect(await userCount(db)).toBe(before);
    expect(await identitiesOf(db, user!.id)).toHaveLength(1);
    expect(await capturesOf(db, user!.id)).toHaveLength(2);
  });

  it('signs nobody in while the browser views the site as a member', async () => {
    const t = { app, services, clock };
    const staff = await signedInStaff(t, 'support');
    const member = await makeAccount(t);
    const started = await staff.client.send('POST', `${STUDIO_API.members}/${member.userId}/view-as`, {
      reason: 'Checking their page',
    });
    expect(started.statusCode, started.body).toBe(201);
    const staffSession = staff.client.cookies.get(COOKIES.session);
    const response = await googleSignIn(staff.client, 'ada@example.com', '/');
    // The callback's failure path: back to sign in, the staff session and the viewing as they were.
    expect(queryOf(locationOf(response))).toMatchObject({ error: 'social' });
    expect(staff.client.cookies.get(COOKIES.session)).toBe(staffSession);
    const me = await staff.client.request({ method: 'GET', url: '/jsonapi/v1/users/current' });
    expect(me.json().data.attributes.email).toBe(member.email);
  });

  it('refuses a callback in another browser, a replayed callback and a cancelled sign-in', async () => {
    const browser = client();
    const callback = await throughProvider(browser, 'grace@example.com', '/gift');
    const elsewhere = await returnTo(client(), callback);
    expect(locationOf(elsewhere)).toBe('/auth/login?next_page=%2F&error=social');
    expect(await services.accounts.findByEmail('grace@example.com')).toBeUndefined();

    expect(locationOf(await returnTo(browser, callback))).toBe('/gift');
    // The flow cookie is gone and the code is used: the same callback again fails.
    expect(queryOf(locationOf(await returnTo(browser, callback))).error).toBe('social');

    const cancelled = client();
    const start = await cancelled.request({ method: 'GET', url: '/auth/google_oauth2/?next_page=/gift' });
    const state = new URL(locationOf(start)).searchParams.get('state');
    const answer = await cancelled.request({
      method: 'GET',
      url: `/auth/google_oauth2/callback?error=access_denied&state=${state}`,
    });
    expect(locationOf(answer)).toBe('/auth/login?next_page=%2Fgift&error=social');
  });

  it('follows only a next page on this site', async () => {
    expect(locationOf(await googleSignIn(client(), 'ada@example.com', 'https://evil.example/x'))).toBe('/');
    expect(locationOf(await googleSignIn(client(), 'ada@example.com', '//evil.example/x'))).toBe('/');
  });

  it('sends an account that must use single sign-on to its organization instead', async () => {
    await createPasswordUser(services, 'sso-only@corp.example', 'secret-pass');
    await db
      .updateTable('users')
      .set({ is_sso_only: true })
      .where('email', '=', 'sso-only@corp.example')
      .execute();
    const location = locationOf(await googleSignIn(client(), 'sso-only@corp.example', '/gift'));
    expect(location.startsWith('/auth/auth0?')).toBe(true);
    expect(queryOf(location)).toMatchObject({ login: 'prompt', login_hint: 'sso-only@corp.example' });
  });
});

describe('linking a Google sign-in to an existing password account', () => {
  it('asks to confirm with the password, then links and signs in', async () => {
    const owner = await createPasswordUser(services, 'linus@example.com', 'right-password');
    const browser = client();
    const location = locationOf(await googleSignIn(browser, 'linus@example.com', '/classes/x?tab=2'));
    const query = queryOf(location);
    expect(location.startsWith('/classes/x?tab=2&needs_confirm=1&auth_hash=')).toBe(true);
    expect(query.email).toBe('linus@example.com');
    expect(browser.cookies.get(COOKIES.session)).toBeUndefined();
    expect(await identitiesOf(db, owner.id)).toHaveLength(0);

    const noCsrf = await browser.request({
      method: 'POST',
      url: '/user_sessions/create',
      payload: { auth_hash: query.auth_hash, password: 'right-password' },
    });
    expect(noCsrf.json().errors[0].code).toBe('invalid_csrf_token');

    const wrong = await browser.send('POST', '/user_sessions/create', {
      auth_hash: query.auth_hash,
      password: 'wrong-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors[0].message).toBe(ERRORS.login_failed.message);

    const linked = await browser.send('POST', '/user_sessions/create', {
      auth_hash: query.auth_hash,
      password: 'right-password',
      next_page: '/classes/x',
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      status: 'success',
      user_id: owner.id,
      email: 'linus@example.com',
      new_user: false,
      redirect_to: '/classes/x',
    });
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('google');
    expect(await identitiesOf(db, owner.id)).toMatchObject([{ provider: 'google' }]);
    expect(await capturesOf(db, owner.id)).toEqual([{ auth_type: 'google', capture_method: 'link' }]);

    const again = await client().send('POST', '/user_sessions/create', {
      auth_hash: query.auth_hash,
      password: 'right-password',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({
      code: 'link_failed',
      message: ERRORS.link_failed.message,
    });

    // From now on Google signs the owner in directly.
    expect(locationOf(await googleSignIn(client(), 'linus@example.com', '/'))).toBe('/');
  });

  it('refuses an unknown or expired link', async () => {
    await createPasswordUser(services, 'late@example.com', 'right-password');
    const location = locationOf(await googleSignIn(client(), 'late@example.com'));
    clock.advance(31 * 60 * 1000);
    const late = await client().send('POST', '/user_sessions/create', {
      auth_hash: queryOf(location).auth_hash,
      password: 'right-password',
    });
    expect(late.json().errors[0].code).toBe('link_failed');
    const unknown = await client().send('POST', '/user_sessions/create', {
      auth_hash: 'nope',
      password: 'x',
    });
    expect(unknown.json().errors[0].code).toBe('link_failed');
  });
});

describe('Google one-tap', () => {
  const oneTap = (credential: string, browser = client()) =>
    browser.send('POST', '/auth/google_one_tap/callback', { credential, next_page: '/gift' });
  const claims = (sub: string, email: string) => ({
    iss: provider.issuer,
    aud: CLIENT_ID,
    sub,
    email,
    email_verified: true,
    name: 'Tap User',
  });

  it('signs in with an ID token signed by the provider and sets the one-tap cookie', async () => {
    const browser = client();
    const credential = await provider.key.sign(claims('tap-1', 'tap@example.com'), { now: clock.now() });
    const response = await oneTap(credential, browser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      email: 'tap@example.com',
      user_name: 'Tap User',
      new_user: true,
      redirect_to: '/gift',
    });
    const flag = response.cookies.find((c) => c.name === COOKIES.googleOneTapPageLoad);
    expect(flag).toMatchObject({ value: 'true', path: '/', maxAge: 86_400 });
    expect(flag?.httpOnly).toBeFalsy();
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('google');
    const user = await services.accounts.findByEmail('tap@example.com');
    expect(await capturesOf(db, user!.id)).toEqual([{ auth_type: 'google', capture_method: 'one_tap' }]);
  });

  it('refuses a forged, expired, foreign or malformed credential', async () => {
    const forger = await createSigningKey(provider.key.kid);
    const bad = [
      await forger.sign(claims('tap-2', 'forged@example.com'), { now: clock.now() }),
      await provider.key.sign(claims('tap-2', 'old@example.com'), { now: clock.now(), expiresIn: -120 }),
      await provider.key.sign(
        { ...claims('tap-2', 'x@example.com'), aud: 'another-app' },
        { now: clock.now() },
      ),
      await provider.key.sign(
        { ...claims('tap-2', 'x@example.com'), iss: 'https://evil.example' },
        { now: clock.now() },
      ),
      'not-a-jwt',
    ];
    for (const credential of bad) {
      const response = await oneTap(credential);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'social_failed',
        message: ERRORS.social_failed.message,
      });
    }
    expect(await services.accounts.findByEmail('forged@example.com')).toBeUndefined();
  });

  it('makes one account when the same new person signs in twice at once', async () => {
    const credential = await provider.key.sign(claims('tap-race', 'race@example.com'), { now: clock.now() });
    const answers = await Promise.all([oneTap(credential), oneTap(credential), oneTap(credential)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().user_id)).size).toBe(1);
    expect(answers.filter((a) => a.json().new_user)).toHaveLength(1);
    const user = await services.accounts.findByEmail('race@example.com');
    expect(await identitiesOf(db, user!.id)).toHaveLength(1);
  });
});

it('documents the sign-in calls in the OpenAPI document', async () => {
  const { paths } = (await client().request({ method: 'GET', url: '/api/openapi.json' })).json();
  for (const path of [
    '/auth/google_oauth2',
    '/auth/google_oauth2/callback',
    '/auth/google_one_tap/callback',
    '/auth/facebook',
    '/auth/facebook/callback',
    '/auth/apple',
    '/user_sessions/create',
    '/auth/auth0',
    '/auth/sso/callback',
  ])
    expect(paths).toHaveProperty([path]);
});
