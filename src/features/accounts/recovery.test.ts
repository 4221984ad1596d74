import { describe, expect, it } from 'vitest';
import { buildApp } from '~/server/app';
import { ERRORS } from '~/shared/error-catalogue';
import { COOKIES, PATHS, sessionCookieName, VALIDATION_TEXTS } from '~/shared/spec';
import { createTestApp, type TestClient, testConfig } from '../../../tests/test-app';
import { PASSWORD_RESET_TTL_MS } from './recovery.service';

const { app, client, db, clock } = await createTestApp({ env: { PUBLIC_URL: 'https://learn.example.com' } });

let counter = 0;
async function signUp(c: TestClient = client()) {
  const email = `reader${++counter}@example.com`;
  await c.send('POST', '/auth/identity/register', { email, password: 'first1' });
  return { c, email };
}

/** The token of the newest link of a kind sent to an address, read from the outbox. */
async function linkToken(email: string, kind: string, path: RegExp): Promise<string> {
  const mail = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = path.exec(mail.text_body);
  if (!match?.[1]) throw new Error(`no link in ${mail.text_body}`);
  return decodeURIComponent(match[1]);
}
const resetToken = (email: string) =>
  linkToken(email, 'password_reset', /https:\/\/learn\.example\.com\/auth\/reset-password\/(\S+)/);

describe('password reset', () => {
  it('answers the same whether or not the email has an account', async () => {
    const { email } = await signUp();
    const known = await client().send('POST', '/api/v1/passwords', { email });
    const unknown = await client().send('POST', '/api/v1/passwords', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(
      await db.selectFrom('mail_outbox').select('id').where('to_address', '=', 'ghost@example.com').execute(),
    ).toHaveLength(0);
  });

  it('checks the email field', async () => {
    const response = await client().send('POST', '/api/v1/passwords', { email: 'nope' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].message).toBe(VALIDATION_TEXTS.emailInvalid);
  });

  it('sets a new password once through the emailed link and ends every session', async () => {
    const { c, email } = await signUp();
    await client().send('POST', '/api/v1/passwords', { email });
    const token = await resetToken(email);
    const mismatch = await client().send('PUT', `/api/v1/passwords/${token}`, {
      password: 'second2',
      password_confirmation: 'x',
    });
    expect(mismatch.json().errors[0].message).toBe(VALIDATION_TEXTS.passwordsDoNotMatch);
    const short = await client().send('PUT', `/api/v1/passwords/${token}`, {
      password: 'ab',
      password_confirmation: 'ab',
    });
    expect(short.json().errors[0].message).toBe(VALIDATION_TEXTS.resetPasswordTooShort);

    const done = await client().send('PUT', `/api/v1/passwords/${token}`, {
      password: 'second2',
      password_confirmation: 'second2',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'reset', redirect_to: PATHS.login });
    // The session that was signed in before is over.
    expect((await c.request({ method: 'GET', url: PATHS.currentUser })).statusCode).toBe(401);

    const reused = await client().send('PUT', `/api/v1/passwords/${token}`, {
      password: 'third3',
      password_confirmation: 'third3',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0].message).toBe(ERRORS.reset_failed.message);

    const signIn = await client().send('POST', '/auth/identity/callback', {
      auth_key: email,
      password: 'second2',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses an expired link and voids older links when a new one is sent', async () => {
    const { email } = await signUp();
    await client().send('POST', '/api/v1/passwords', { email });
    const first = await resetToken(email);
    await client().send('POST', '/api/v1/passwords', { email });
    const second = await resetToken(email);
    const old = await client().send('PUT', `/api/v1/passwords/${first}`, {
      password: 'pass99',
      password_confirmation: 'pass99',
    });
    expect(old.statusCode).toBe(422);
    clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    const late = await client().send('PUT', `/api/v1/passwords/${second}`, {
      password: 'pass99',
      password_confirmation: 'pass99',
    });
    expect(late.statusCode).toBe(422);
  });
});

describe('email confirmation', () => {
  const confirmToken = (email: string) => linkToken(email, 'email_confirmation', /\/account\/verify\/(\S+)/);

  it('confirms the address through the emailed link', async () => {
    const { c, email } = await signUp();
    expect((await c.request({ method: 'GET', url: '/email_confirmations' })).json()).toEqual({
      email,
      confirmed: false,
    });
    const token = await confirmToken(email);
    const confirmed = await app.inject({ method: 'GET', url: `/jsonapi/v1/email-confirmations/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.attributes).toMatchObject({ email, confirmed: true });
    expect((await c.request({ method: 'GET', url: '/email_confirmations' })).json().confirmed).toBe(true);
    const again = await app.inject({ method: 'GET', url: `/jsonapi/v1/email-confirmations/${token}` });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].message).toBe('That link has expired');
  });

  it('resends on POST (both paths) and refuses a link for an address since corrected', async () => {
    const { c, email } = await signUp();
    for (const path of ['/email_confirmations', '/jsonapi/v1/email-confirmations']) {
      const response = await c.send('POST', path);
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({ email, confirmed: false });
    }
    const stale = await confirmToken(email);
    const id = (await c.request({ method: 'GET', url: PATHS.currentUser })).json().data.id;
    await c.send('PATCH', `/jsonapi/v1/users/${id}`, { email: `fixed${counter}@example.com` });
    expect(
      (await app.inject({ method: 'GET', url: `/jsonapi/v1/email-confirmations/${stale}` })).statusCode,
    ).toBe(422);
  });

  it('needs a signed-in user to resend', async () => {
    expect((await client().send('POST', '/jsonapi/v1/email-confirmations')).statusCode).toBe(401);
  });
});

describe('development outbox', () => {
  it('lists kept messages outside production, and does not exist in production', async () => {
    const { email } = await signUp();
    const outbox = await app.inject({
      method: 'GET',
      url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    expect(outbox.json().messages[0]).toMatchObject({
      to: email,
      kind: 'email_confirmation',
      status: 'kept',
    });
    const { app: production } = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '15', ALLOW_TEST_PAYMENTS: 'true' }),
      db,
      logger: false,
    });
    expect((await production.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
    await production.close();
  });

  it('keeps the session cookie Secure and __Host- prefixed in production', async () => {
    const { app: production } = await buildApp({
      config: testConfig({ NODE_ENV: 'production', PASSWORD_HASH_COST: '15', ALLOW_TEST_PAYMENTS: 'true' }),
      db,
      logger: false,
    });
    const response = await production.inject({ method: 'GET', url: PATHS.csrfToken });
    const cookie = response.cookies.find((c) => c.name === sessionCookieName(true));
    expect(cookie).toMatchObject({
      name: `__Host-${COOKIES.session}`,
      secure: true,
      path: '/',
      httpOnly: true,
    });
    expect(cookie).not.toHaveProperty('domain');
    await production.close();
  });
});
