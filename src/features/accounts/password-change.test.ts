import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, COOKIES, PATHS } from '~/shared/spec';
import { createTestApp, type TestClient } from '../../../tests/test-app';
import { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGE_FAILURE_LIMIT } from './accounts.service';

const { app, client, services } = await createTestApp();

let serial = 0;
/** A new account, signed in on a fresh client. */
async function signedUp(password = 'old-pass') {
  const c = client();
  const email = `change-${++serial}@example.com`;
  const response = await c.send('POST', '/auth/identity/register', { email, password });
  expect(response.statusCode).toBe(200);
  return { c, email, password };
}

async function login(c: TestClient, email: string, password: string) {
  return c.send('POST', '/auth/identity/callback', { auth_key: email, password });
}

const change = (c: TestClient, body: Record<string, string>) =>
  c.send('PUT', AUTH_PATHS.changePassword, body);

describe('PUT /api/v1/accounts/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const { c, email } = await signedUp();
    const other = client();
    expect((await login(other, email, 'old-pass')).statusCode).toBe(200);

    const response = await change(c, {
      current_password: 'old-pass',
      password: 'new-pass',
      password_confirmation: 'new-pass',
    });
    expect(response.statusCode).toBe(204);

    expect((await c.request({ method: 'GET', url: PATHS.currentUser })).statusCode).toBe(200);
    expect((await other.request({ method: 'GET', url: PATHS.currentUser })).statusCode).toBe(401);
    expect((await login(client(), email, 'old-pass')).statusCode).toBe(401);
    expect((await login(client(), email, 'new-pass')).statusCode).toBe(200);
  });

  it('refuses a wrong current password under its field, and then waits after too many', async () => {
    const { c } = await signedUp();
    const wrong = { current_password: 'nope', password: 'new-pass', password_confirmation: 'new-pass' };
    for (let i = 0; i < PASSWORD_CHANGE_FAILURE_LIMIT; i++) {
      const response = await change(c, wrong);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        field: 'current_password',
        message: CURRENT_PASSWORD_WRONG,
      });
    }
    const limited = await change(c, { ...wrong, current_password: 'old-pass' });
    expect(limited.statusCode).toBe(429);
  });

  it('checks the new password with the reset rules', async () => {
    const { c } = await signedUp();
    const short = await change(c, {
      current_password: 'old-pass',
      password: 'abc',
      password_confirmation: 'abc',
    });
    expect(short.json().errors[0]).toMatchObject({
      field: 'password',
      message: 'Password must be at least 4 characters',
    });
    const mismatch = await change(c, {
      current_password: 'old-pass',
      password: 'abcd',
      password_confirmation: 'abce',
    });
    expect(mismatch.json().errors[0]).toMatchObject({
      field: 'password_confirmation',
      message: 'Passwords do not match',
    });
  });

  it('answers 401 without a signed-in user and 409 for an account without a password', async () => {
    const anonymous = client();
    const response = await anonymous.send('PUT', AUTH_PATHS.changePassword, {
      current_password: 'x',
      password: 'abcd',
      password_confirmation: 'abcd',
    });
    expect(response.statusCode).toBe(401);

    const user = await services.accounts.createUser({ email: 'nopass@example.com', passwordHash: null });
    const session = await services.sessions.start(user.id);
    const c = client();
    c.cookies.set(COOKIES.session, session.token);
    const refused = await change(c, {
      current_password: 'x',
      password: 'abcd',
      password_confirmation: 'abcd',
    });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the route', () => {
  it('is documented with the other auth calls', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths?.[AUTH_PATHS.changePassword]?.put).toBeDefined();
  });
});
