import { describe, expect, it } from 'vitest';
import { COOKIES } from '~/shared/spec';
import { startFakeApple } from '../../../tests/fake-providers';
import {
  APP_ORIGIN,
  capturesOf,
  createPasswordUser,
  identitiesOf,
  locationOf,
  queryOf,
} from '../../../tests/sign-in-flow';
import { createSigningKey } from '../../../tests/signing-key';
import { createTestApp, type TestApp, type TestClient } from '../../../tests/test-app';

const CLIENT_ID = 'com.atelier.web';
const apple = await startFakeApple({ clientId: CLIENT_ID });
const env = { PUBLIC_URL: APP_ORIGIN, APPLE_CLIENT_ID: CLIENT_ID, APPLE_ISSUER: apple.issuer };
const t = await createTestApp({ env });
// The same, where Apple may only sign in accounts made in the iOS app.
const appOnly = await createTestApp({ env: { ...env, APPLE_CREATES_ACCOUNTS: 'false' } });

/** Leaves for Apple in this browser: the posted state and nonce, and the flow cookie. */
async function leaveForApple(browser: TestClient, nextPage = '/gift') {
  const start = await browser.request({
    method: 'GET',
    url: `/auth/apple?next_page=${encodeURIComponent(nextPage)}`,
  });
  const url = new URL(locationOf(start));
  return {
    state: url.searchParams.get('state') ?? '',
    nonce: url.searchParams.get('nonce') ?? '',
    flowCookie: `atelier_flow_apple=${browser.cookies.get('atelier_flow_apple')}`,
  };
}

/**
 * Apple's form post. It is cross-site: the browser sends only the SameSite=None flow cookie
 * (no session cookie, no CSRF token).
 */
function applePost(browser: TestClient, cookie: string, fields: Record<string, string>) {
  return browser.request({
    method: 'POST',
    url: '/user_sessions/create',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

async function appleSignIn(
  app: TestApp,
  claims: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  const browser = app.client();
  const flow = await leaveForApple(browser);
  const idToken = await apple.idToken({ nonce: flow.nonce, ...claims }, app.clock.now());
  const response = await applePost(browser, flow.flowCookie, {
    state: flow.state,
    code: 'c',
    id_token: idToken,
    ...extra,
  });
  return { browser, response };
}

describe('Sign in with Apple', () => {
  it('sends the browser to Apple with a form_post answer and a SameSite=None flow cookie', async () => {
    const response = await t.client().request({ method: 'GET', url: '/auth/apple?next_page=/gift' });
    const url = new URL(locationOf(response));
    expect(`${url.origin}${url.pathname}`).toBe(`${apple.issuer}/auth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${APP_ORIGIN}/user_sessions/create`,
      response_mode: 'form_post',
      response_type: 'code id_token',
      scope: 'name email',
    });
    const cookie = response.cookies.find((c) => c.name === 'atelier_flow_apple');
    expect(cookie).toMatchObject({
      sameSite: 'None',
      secure: true,
      httpOnly: true,
      path: '/user_sessions/create',
    });
  });

  it("verifies Apple's ID token from the form post and signs the new account in", async () => {
    const { browser, response } = await appleSignIn(
      t,
      { sub: 'apple-1', email: 'steve@privaterelay.example', email_verified: 'true' },
      { user: JSON.stringify({ name: { firstName: 'Steve', lastName: 'Jobs' } }) },
    );
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/gift');
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('apple');
    expect(browser.cookies.get(COOKIES.session)).toBeTruthy();
    const user = await t.services.accounts.findByEmail('steve@privaterelay.example');
    expect(user?.name).toBe('Steve Jobs');
    expect(await identitiesOf(t.db, user!.id)).toMatchObject([{ provider: 'apple', subject: 'apple-1' }]);
    expect(await capturesOf(t.db, user!.id)).toEqual([{ auth_type: 'apple', capture_method: 'redirect' }]);
  });

  it('refuses a forged or expired token, another flow’s nonce, a post without the flow cookie and a cancel', async () => {
    const browser = t.client();
    const flow = await leaveForApple(browser);
    const claims = { sub: 'apple-2', email: 'eve@example.com', email_verified: true, nonce: flow.nonce };
    const now = t.clock.now();
    const forger = await createSigningKey(apple.key.kid);
    const attempts: [string, Record<string, string>][] = [
      [flow.flowCookie, { state: flow.state, id_token: await apple.idToken(claims, now, forger) }],
      [flow.flowCookie, { state: flow.state, id_token: await apple.idToken(claims, now, apple.key, -120) }],
      [
        flow.flowCookie,
        { state: flow.state, id_token: await apple.idToken({ ...claims, nonce: 'other' }, now) },
      ],
      [
        flow.flowCookie,
        { state: flow.state, id_token: await apple.idToken({ ...claims, aud: 'other.app' }, now) },
      ],
      ['', { state: flow.state, id_token: await apple.idToken(claims, now) }],
      [flow.flowCookie, { state: 'another-state', id_token: await apple.idToken(claims, now) }],
      [flow.flowCookie, { state: flow.state, error: 'user_cancelled_authorize' }],
    ];
    for (const [cookie, fields] of attempts) {
      const response = await applePost(browser, cookie, fields);
      expect(response.statusCode).toBe(303);
      expect(queryOf(String(response.headers.location))).toMatchObject({ error: 'apple' });
    }
    expect(await t.services.accounts.findByEmail('eve@example.com')).toBeUndefined();
    // The control: the same flow with a good token goes through, so each refusal was for its token.
    const good = await applePost(browser, flow.flowCookie, {
      state: flow.state,
      id_token: await apple.idToken(claims, now),
    });
    expect(locationOf(good)).toBe('/gift');
  });

  it('asks an existing account to confirm with its password', async () => {
    await createPasswordUser(t.services, 'tim@example.com', 'tims-password');
    const { response } = await appleSignIn(t, {
      sub: 'apple-3',
      email: 'tim@example.com',
      email_verified: true,
    });
    expect(queryOf(locationOf(response))).toMatchObject({ needs_confirm: '1', email: 'tim@example.com' });
  });

  it('keeps the CSRF check for linking on the same path', async () => {
    const response = await t.client().request({
      method: 'POST',
      url: '/user_sessions/create',
      payload: { auth_hash: 'anything', password: 'x' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('invalid_csrf_token');
  });
});

describe('Sign in with Apple when accounts are made in the iOS app only', () => {
  it('tells an unknown person to create the account in the app first', async () => {
    const { response } = await appleSignIn(appOnly, {
      sub: 'apple-9',
      email: 'new@example.com',
      email_verified: true,
    });
    expect(queryOf(locationOf(response))).toMatchObject({ error: 'apple_account', next_page: '/gift' });
    expect(await appOnly.services.accounts.findByEmail('new@example.com')).toBeUndefined();
  });

  it('still signs in an account that exists through its linked identity', async () => {
    const user = await createPasswordUser(appOnly.services, 'ios@example.com', 'ios-password');
    await appOnly.db
      .insertInto('identities')
      .values({
        user_id: user.id,
        provider: 'apple',
        subject: 'apple-10',
        email: user.email,
        created_at: new Date(),
      })
      .execute();
    const { response } = await appleSignIn(appOnly, {
      sub: 'apple-10',
      email: 'ios@example.com',
      email_verified: true,
    });
    expect(locationOf(response)).toBe('/gift');
  });
});
