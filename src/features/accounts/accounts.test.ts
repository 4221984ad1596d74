import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES, FAILED_LOGIN_LOCK_SECONDS, PATHS, VALIDATION_TEXTS } from '~/shared/spec';
import { createTestApp, TestClient, testConfig } from '../../../tests/test-app';
import { MAX_FAILED_LOGINS } from './accounts.service';
import {
  ACCOUNT_ADDRESS_FAILURE_LIMIT,
  ACCOUNT_ADDRESS_WINDOW_MS,
  ADDRESS_FAILURE_LIMIT,
  ADDRESS_WINDOW_MS,
} from './sign-in-throttle';

const { app, client, db, clock, testDb, services } = await createTestApp({
  env: { GEO_COUNTRY_HEADER: 'x-country' },
});

let counter = 0;
const uniqueEmail = () => `learner${++counter}@example.com`;

async function register(c: TestClient, email = uniqueEmail(), password = 'secret1') {
  const response = await c.send('POST', '/auth/identity/register', {
    email,
    password,
    password_confirmation: password,
    gdpr_opt_in: true,
    next_page: '/classes/x',
  });
  return { response, email, password };
}

// The same app behind a proxy: the client's address comes from X-Forwarded-For.
const { app: proxied } = await buildApp({
  config: testConfig({ TRUST_PROXY: 'true' }),
  db,
  clock,
  logger: false,
});
afterAll(() => proxied.close());

const login = (c: TestClient, email: string, password: string, headers: Record<string, string> = {}) =>
  c.csrfToken().then((token) =>
    c.request({
      method: 'POST',
      url: '/auth/identity/callback',
      headers: { 'x-csrf-token': token, ...headers },
      payload: { auth_key: email, password, provider: 'identity', next_page: '/home' },
    }),
  );

describe('POST /auth/identity/register', () => {
  it('creates the account, signs it in, stores the opt-in and sends a confirmation email', async () => {
    const c = client();
    const { response, email } = await register(c);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email, redirect_to: '/classes/x' });
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.has_marketing_opt_in).toBe(true);
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(c.cookies.get(COOKIES.loginMarker)).toBe('1');
    expect(c.cookies.get(COOKIES.lastLoginMethod)).toBe('email');
    const mail = await db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).execute();
    expect(mail.map((m) => m.kind)).toEqual(['email_confirmation']);
    const profiles = await db.selectFrom('profiles').select('slug').where('user_id', '=', user.id).execute();
    expect(profiles).toHaveLength(1);
  });

  it('answers the spec texts for taken emails and bad passwords, writing nothing', async () => {
    const { email } = await register(client());
    const taken = await register(client(), email.toUpperCase());
    expect(taken.response.statusCode).toBe(422);
    expect(taken.response.json().errors[0]).toMatchObject({
      message: ERRORS.email_taken.message,
      field: 'email',
    });
    const short = await register(client(), uniqueEmail(), 'abc');
    expect(short.response.json().errors[0]).toMatchObject({
      message: VALIDATION_TEXTS.passwordTooShort,
      field: 'password',
    });
    const noEmail = await register(client(), '', 'secret1');
    expect(noEmail.response.json().errors[0]).toMatchObject({
      message: VALIDATION_TEXTS.emailRequired,
      field: 'email',
    });
    const badEmail = await register(client(), 'not-an-email', 'secret1');
    expect(badEmail.response.json().errors[0].message).toBe(VALIDATION_TEXTS.emailInvalid);
    const users = await db.selectFrom('users').select('email').execute();
    expect(users.filter((u) => u.email === 'not-an-email' || u.email === '')).toHaveLength(0);
  });

  it('accepts a form post', async () => {
    const c = client();
    const token = await c.csrfToken();
    const email = uniqueEmail();
    const response = await c.request({
      method: 'POST',
      url: '/auth/identity/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email,
        password: 'secret1',
        provider: 'identity',
        gdpr_opt_in: 'false',
        csrf_token: token,
      }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
  });

  it('without an opt-in answer, opts in only where the box is hidden and checked (the US)', async () => {
    const optInOf = async (country: string) => {
      const c = client();
      const email = uniqueEmail();
      const response = await c.request({
        method: 'POST',
        url: '/auth/identity/register',
        headers: { 'x-csrf-token': await c.csrfToken(), 'x-country': country },
        payload: { email, password: 'secret1' },
      });
      expect(response.statusCode).toBe(200);
      const user = await db
        .selectFrom('users')
        .select('has_marketing_opt_in')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      return user.has_marketing_opt_in;
    };
    expect(await optInOf('US')).toBe(true);
    expect(await optInOf('FR')).toBe(false);
    expect(await optInOf('BR')).toBe(false);
  });

  it('refuses an unsafe next_page and falls back to /', async () => {
    const c = client();
    const response = await c.send('POST', '/auth/identity/register', {
      email: uniqueEmail(),
      password: 'secret1',
      next_page: '//evil.example.com/x',
    });
    expect(response.json().redirect_to).toBe('/');
  });
});

describe('POST /auth/identity/callback', () => {
  it('signs in with a new session token and answers the auth response', async () => {
    const { email, password } = await register(client());
    const c = client();
    await c.csrfToken();
    const anonymousSession = c.cookies.get(COOKIES.session);
    const response = await login(c, email, password);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      email,
      new_user: false,
      redirect_to: '/home',
    });
    expect(c.cookies.get(COOKIES.session)).not.toBe(anonymousSession);
    const current = await c.request({ method: 'GET', url: `${PATHS.currentUser}?deep=true` });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.attributes).toMatchObject({
      email,
      subscribed_state: 'logged_in_no_subscription',
    });
  });

  it('lands a member who was sent to the marketing home on the member home; anything else as asked', async () => {
    const { email, password, response } = await register(client());
    const userId = response.json<{ user_id: number }>().user_id;
    const landing = async (nextPage: string) => {
      const c = client();
      const token = await c.csrfToken();
      const answer = await c.request({
        method: 'POST',
        url: '/auth/identity/callback',
        headers: { 'x-csrf-token': token },
        payload: { auth_key: email, password, next_page: nextPage },
      });
      return answer.json().redirect_to;
    };
    expect(await landing('/')).toBe('/');
    await services.access.grant({
      userId,
      scope: 'all',
      source: 'admin',
      endsAt: new Date(clock.now().getTime() + 86_400_000),
    });
    expect(await landing('/')).toBe(PATHS.memberHome);
    expect(await landing('/homepage')).toBe(PATHS.memberHome);
    expect(await landing('/classes/x?t=3')).toBe('/classes/x?t=3');
  });

  it("answers 'Your email or password are incorrect' for a wrong password or an unknown email", async () => {
    const { email } = await register(client());
    for (const [address, password] of [
      [email, 'wrong-password'],
      ['nobody@example.com', 'whatever'],
    ] as const) {
      const response = await login(client(), address, password);
      expect(response.statusCode).toBe(401);
      expect(response.json().errors[0].message).toBe(ERRORS.login_failed.message);
    }
  });

  it('checks the fields with the spec texts', async () => {
    const noPassword = await login(client(), 'a@b.co', '');
    expect(noPassword.json().errors[0]).toMatchObject({
      message: VALIDATION_TEXTS.passwordRequired,
      field: 'password',
    });
    const noEmail = await login(client(), '', 'x');
    expect(noEmail.json().errors[0].message).toBe(VALIDATION_TEXTS.emailRequired);
  });

  it('locks the account for 2 hours after repeated failures, durably across a restart', async () => {
    const { email, password } = await register(client());
    for (let i = 1; i < MAX_FAILED_LOGINS; i++)
      expect((await login(client(), email, 'nope')).statusCode).toBe(401);
    const locked = await login(client(), email, 'nope');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0].message).toBe(ERRORS.account_locked.message);

    // A second process (a restart) on the same database still refuses, even the right password.
    const { app: restarted } = await buildApp({
      config: testConfig({ PASSWORD_HASH_COST: '10' }),
      db: testDb.db,
      clock,
      logger: false,
    });
    const again = await login(new TestClient(restarted), email, password);
    expect(again.statusCode).toBe(429);
    await restarted.close();

    clock.advance(FAILED_LOGIN_LOCK_SECONDS * 1000 + 1000);
    expect((await login(client(), email, password)).statusCode).toBe(200);
  });

  describe('behind one shared address (an office, a school)', () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const c = () => new TestClient(proxied);

    it('one attacker’s failures do not refuse a colleague’s correct sign-in', async () => {
      const { email, password } = await register(client());
      const office = from('203.0.113.9');
      // Far more failures than the old per-address limit (30), over many accounts.
      for (let i = 0; i < 60; i++) await login(c(), `nobody${i}@example.com`, 'x', office);
      expect((await login(c(), email, password, office)).statusCode).toBe(200);
    });

    it('refuses an address that fails on one account too often, and only for that account', async () => {
      const victim = await register(client());
      const colleague = await register(client());
      const attacker = from('203.0.113.20');
      // Under the lock each time: the owner signs in between and resets the account's count.
      for (let round = 0; round < ACCOUNT_ADDRESS_FAILURE_LIMIT / 2; round++) {
        for (let i = 0; i < 2; i++)
          expect((await login(c(), victim.email, 'nope', attacker)).statusCode).toBe(401);
        expect((await login(client(), victim.email, victim.password)).statusCode).toBe(200);
      }
      const refused = await login(c(), victim.email, victim.password, attacker);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().errors[0].code).toBe('too_many_requests');
      // The owner elsewhere, and a colleague at the same address, still sign in.
      expect((await login(c(), victim.email, victim.password, from('198.51.100.7'))).statusCode).toBe(200);
      expect((await login(c(), colleague.email, colleague.password, attacker)).statusCode).toBe(200);
      clock.advance(ACCOUNT_ADDRESS_WINDOW_MS);
      expect((await login(c(), victim.email, victim.password, attacker)).statusCode).toBe(200);
    });

    it('still limits one address’s failures over all accounts, at a much higher ceiling', async () => {
      const botnet = from('203.0.113.30');
      for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++)
        await login(c(), `stuffed${i}@example.com`, 'x', botnet);
      const limited = await login(c(), 'stuffed@example.com', 'x', botnet);
      expect(limited.statusCode).toBe(429);
      expect((await login(c(), 'stuffed@example.com', 'x', from('203.0.113.31'))).statusCode).toBe(401);
      clock.advance(ADDRESS_WINDOW_MS);
      expect((await login(c(), 'stuffed@example.com', 'x', botnet)).statusCode).toBe(401);
      // 300 sign-ins, each hashing a password: seconds on a quiet machine, more on a busy one.
    }, 90_000);
  });

  it('answers 422 sso_only_error for accounts that must use single sign-on', async () => {
    const { email } = await register(client());
    await db.updateTable('users').set({ is_sso_only: true }).where('email', '=', email).execute();
    const response = await login(client(), email, 'secret1');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('sso_only_error');
  });
});

describe('sessions end on the server', () => {
  it('logout ends the session: the old cookie no longer works', async () => {
    const c = client();
    await register(c);
    const oldCookie = c.cookies.get(COOKIES.session)!;
    expect((await c.send('POST', '/auth/logout')).statusCode).toBe(204);
    const replay = await app.inject({
      method: 'GET',
      url: PATHS.currentUser,
      headers: { cookie: `${COOKIES.session}=${oldCookie}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().errors[0].message).toBe(ERRORS.not_logged_in.message);
  });
});

describe('current user and users/{id}', () => {
  it('answers 401 with the spec text when anonymous', async () => {
    const response = await app.inject({ method: 'GET', url: `${PATHS.currentUser}?deep=true` });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe('No user logged in to the system');
  });

  it('reads and changes only your own user', async () => {
    const me = client();
    const { email } = await register(me);
    const other = client();
    await register(other);
    const myId = (await me.request({ method: 'GET', url: PATHS.currentUser })).json().data.id;
    const otherId = (await other.request({ method: 'GET', url: PATHS.currentUser })).json().data.id;
    expect((await me.request({ method: 'GET', url: `/jsonapi/v1/users/${myId}` })).statusCode).toBe(200);
    expect((await me.request({ method: 'GET', url: `/jsonapi/v1/users/${otherId}` })).statusCode).toBe(403);
    expect((await me.send('PATCH', `/jsonapi/v1/users/${otherId}`, { name: 'Mallory' })).statusCode).toBe(
      403,
    );
    const patched = await me.send('PATCH', `/jsonapi/v1/users/${myId}`, {
      name: 'Ada',
      mature_content_enabled: true,
    });
    expect(patched.json().data.attributes).toMatchObject({
      name: 'Ada',
      mature_content_enabled: true,
      email,
    });
  });

  it('changing the email asks for a new confirmation', async () => {
    const me = client();
    await register(me);
    const id = (await me.request({ method: 'GET', url: PATHS.currentUser })).json().data.id;
    const email = uniqueEmail();
    const response = await me.send('PATCH', `/jsonapi/v1/users/${id}`, { email });
    expect(response.json().data.attributes).toMatchObject({ email, email_confirmed: false });
    const mail = await db.selectFrom('mail_outbox').select('kind').where('to_address', '=', email).execute();
    expect(mail).toHaveLength(1);
  });
});

describe('GET /api/v1/accounts/check_email', () => {
  it('answers 404 with the spec text when not registered, 200 when it is', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/v1/accounts/check_email?email=ghost%40example.com',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0].message).toBe('Email is not registered (User does not exists)');
    const { email } = await register(client());
    const found = await app.inject({
      method: 'GET',
      url: `/api/v1/accounts/check_email?email=${encodeURIComponent(email)}`,
    });
    expect(found.json()).toEqual({ email, sso_only: false, has_password: true });
  });
});

describe('PUT /api/v1/accounts/complete_registration', () => {
  it('sets the first password of an account made without one, once', async () => {
    const c = client();
    const { email } = await register(c);
    await db.updateTable('users').set({ password_hash: null }).where('email', '=', email).execute();
    const mismatch = await c.send('PUT', '/api/v1/accounts/complete_registration', {
      password: 'newpass',
      password_confirmation: 'other',
    });
    expect(mismatch.json().errors[0].message).toBe(VALIDATION_TEXTS.passwordsDoNotMatch);
    const done = await c.send('PUT', '/api/v1/accounts/complete_registration', {
      password: 'newpass',
      password_confirmation: 'newpass',
      name: 'Grace',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.attributes).toMatchObject({ name: 'Grace', has_password: true });
    const again = await c.send('PUT', '/api/v1/accounts/complete_registration', {
      password: 'other1',
      password_confirmation: 'other1',
    });
    expect(again.statusCode).toBe(409);
    expect((await login(client(), email, 'newpass')).statusCode).toBe(200);
  });

  it('needs a signed-in user', async () => {
    const response = await client().send('PUT', '/api/v1/accounts/complete_registration', {
      password: 'x1234',
      password_confirmation: 'x1234',
    });
    expect(response.statusCode).toBe(401);
  });
});
