import { describe, expect, it } from 'vitest';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES } from '~/shared/spec';
import { startFakeGraphApi } from '../../../tests/fake-providers';
import {
  APP_ORIGIN,
  capturesOf,
  createPasswordUser,
  identitiesOf,
  locationOf,
} from '../../../tests/sign-in-flow';
import { createTestApp, type TestClient } from '../../../tests/test-app';

const DIALOG = 'http://dialog.facebook.test';
const graph = await startFakeGraphApi({ appId: 'fb-app', appSecret: 'fb-secret' });
const { services, db, client } = await createTestApp({
  env: {
    PUBLIC_URL: APP_ORIGIN,
    FACEBOOK_APP_ID: 'fb-app',
    FACEBOOK_APP_SECRET: 'fb-secret',
    FACEBOOK_GRAPH_URL: graph.origin,
    FACEBOOK_DIALOG_URL: DIALOG,
  },
});

/** Leaves for the dialog and comes back with `code` (and the dialog's state unless told otherwise). */
async function dialogRoundTrip(browser: TestClient, code: string, options: { state?: string } = {}) {
  const start = await browser.request({ method: 'GET', url: '/auth/facebook?next_page=/gift' });
  const state = options.state ?? new URL(locationOf(start)).searchParams.get('state');
  return browser.request({ method: 'GET', url: `/auth/facebook/callback?code=${code}&state=${state}` });
}

describe('Facebook sign-in (OAuth 2 dialog)', () => {
  it("sends the browser to Facebook's dialog", async () => {
    const url = new URL(locationOf(await client().request({ method: 'GET', url: '/auth/facebook' })));
    expect(`${url.origin}${url.pathname}`).toBe(`${DIALOG}/v2.3/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'fb-app',
      redirect_uri: `${APP_ORIGIN}/auth/facebook/callback`,
      scope: 'public_profile,email',
      response_type: 'code',
    });
    expect(url.searchParams.get('state')).toBeTruthy();
  });

  it('exchanges the code, reads /me and signs the new account in', async () => {
    graph.addCode('code-1', {
      id: 'fb-1',
      name: 'Frida Kahlo',
      email: 'frida@example.com',
      picture: { data: { url: 'https://cdn.example/frida.jpg' } },
    });
    const browser = client();
    expect(locationOf(await dialogRoundTrip(browser, 'code-1'))).toBe('/gift');
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('facebook');
    const user = await services.accounts.findByEmail('frida@example.com');
    expect(user?.name).toBe('Frida Kahlo');
    expect(await identitiesOf(db, user!.id)).toMatchObject([{ provider: 'facebook', subject: 'fb-1' }]);
    expect(await capturesOf(db, user!.id)).toEqual([{ auth_type: 'facebook', capture_method: 'redirect' }]);
    const me = graph.requests.find((r) => r.pathname === '/v2.3/me');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a callback whose state is not this browser’s, without calling Facebook', async () => {
    graph.addCode('code-2', { id: 'fb-2', email: 'mallory@example.com' });
    const calls = graph.requests.length;
    const response = await dialogRoundTrip(client(), 'code-2', { state: 'forged' });
    expect(locationOf(response)).toBe('/auth/login?next_page=%2F&error=social');
    expect(graph.requests.length).toBe(calls);
  });

  it('sends a person without an email to the confirm-email page', async () => {
    graph.addCode('code-3', { id: 'fb-3', name: 'No Mail' });
    const location = locationOf(await dialogRoundTrip(client(), 'code-3'));
    expect(location).toBe('/auth/confirm-email?next_page=%2Fgift&provider=facebook');
  });
});

describe('Facebook sign-in with an SDK access token', () => {
  const post = (accessToken: string, browser = client()) =>
    browser.send('POST', '/auth/facebook/callback', { access_token: accessToken, next_page: '/classes/a' });

  it('checks the token with debug_token, reads /me and signs in', async () => {
    graph.addToken('sdk-token', { id: 'fb-10', name: 'Sdk Person', email: 'sdk@example.com' });
    const browser = client();
    const response = await post('sdk-token', browser);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      email: 'sdk@example.com',
      user_name: 'Sdk Person',
      new_user: true,
      redirect_to: '/classes/a',
    });
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('facebook');
    const user = await services.accounts.findByEmail('sdk@example.com');
    expect(await capturesOf(db, user!.id)).toEqual([{ auth_type: 'facebook', capture_method: 'sdk' }]);
    expect((await post('sdk-token')).json().new_user).toBe(false);
  });

  it("refuses another app's token and an invalid one", async () => {
    graph.addToken('other-app-token', { id: 'fb-11', email: 'other@example.com' }, { otherApp: true });
    for (const token of ['other-app-token', 'unknown-token']) {
      const response = await post(token);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].message).toBe(ERRORS.social_failed.message);
    }
  });

  it('answers social_email_unconfirmed when Facebook gives no email', async () => {
    graph.addToken('no-mail-token', { id: 'fb-12', name: 'No Mail' });
    expect((await post('no-mail-token')).json().errors[0].code).toBe('social_email_unconfirmed');
  });

  it('answers needs_confirm for an existing account, which the password then links', async () => {
    const owner = await createPasswordUser(services, 'owner@example.com', 'owner-password');
    graph.addToken('owner-token', { id: 'fb-13', name: 'Owner', email: 'owner@example.com' });
    const browser = client();
    const response = await post('owner-token', browser);
    expect(response.json()).toMatchObject({
      status: 'needs_confirm',
      user_id: null,
      email: 'owner@example.com',
      new_user: false,
    });
    const authHash = response.json().auth_hash;
    expect(authHash).toMatch(/^[\w-]{43}$/);
    const linked = await browser.send('POST', '/user_sessions/create', {
      auth_hash: authHash,
      password: 'owner-password',
    });
    expect(linked.json()).toMatchObject({ status: 'success', user_id: owner.id });
    expect(browser.cookies.get(COOKIES.lastLoginMethod)).toBe('facebook');
    expect(await identitiesOf(db, owner.id)).toMatchObject([{ provider: 'facebook', subject: 'fb-13' }]);
  });
});
