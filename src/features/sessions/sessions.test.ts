import { describe, expect, it } from 'vitest';
import { COOKIES, PATHS } from '~/shared/spec';
import { createTestApp } from '../../../tests/test-app';
import { hashToken, SESSION_ABSOLUTE_TIMEOUT_MS, SESSION_IDLE_TIMEOUT_MS } from './sessions.service';

const { app, client, db, clock, services } = await createTestApp();
const capture = { email: 'ada@example.com', consent: true };
const captures = () => db.selectFrom('email_captures').selectAll().execute();

describe('GET /api/v2/csrf-token', () => {
  it('starts a session in an HttpOnly, SameSite=Lax cookie and returns its token', async () => {
    const response = await app.inject({ method: 'GET', url: PATHS.csrfToken });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === COOKIES.session);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(response.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps one session and one token across calls', async () => {
    const c = client();
    const first = await c.csrfToken();
    expect(await c.csrfToken()).toBe(first);
    expect(await db.selectFrom('sessions').select('id').execute()).not.toHaveLength(0);
  });

  it('stores only a hash of the session token', async () => {
    const c = client();
    await c.csrfToken();
    const token = c.cookies.get(COOKIES.session)!;
    const rows = await db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });
});

describe('CSRF on non-GET calls', () => {
  it('refuses a call without a token with 422 and writes nothing', async () => {
    const c = client();
    await c.csrfToken();
    const response = await c.request({ method: 'POST', url: PATHS.emailCapture, payload: capture });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ status: 422, code: 'invalid_csrf_token' });
    expect(await captures()).toHaveLength(0);
  });

  it('refuses a token without a session, a wrong token and another session token', async () => {
    const other = await client().csrfToken();
    const noSession = await app.inject({
      method: 'POST',
      url: PATHS.emailCapture,
      headers: { 'x-csrf-token': other },
      payload: capture,
    });
    expect(noSession.statusCode).toBe(422);
    const c = client();
    await c.csrfToken();
    for (const token of ['nope', other]) {
      const response = await c.request({
        method: 'POST',
        url: PATHS.emailCapture,
        headers: { 'x-csrf-token': token },
        payload: capture,
      });
      expect(response.statusCode).toBe(422);
    }
    expect(await captures()).toHaveLength(0);
  });

  it('accepts the token in the header, or in a form field of a form post', async () => {
    const c = client();
    expect((await c.send('POST', PATHS.emailCapture, capture)).statusCode).toBe(201);
    const token = await c.csrfToken();
    const form = await c.request({
      method: 'POST',
      url: PATHS.emailCapture,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=form%40example.com&csrf_token=${token}`,
    });
    // The token passed; the body is then validated like any other (consent missing).
    expect(form.statusCode).toBe(400);
    expect(form.json().errors[0].field).toBe('consent');
  });
});

describe('session lifetime', () => {
  it('ends a session after the idle timeout', async () => {
    const c = client();
    await c.csrfToken();
    clock.advance(SESSION_IDLE_TIMEOUT_MS + 1000);
    const response = await c.request({ method: 'GET', url: PATHS.csrfToken });
    // The stale cookie is cleared and a new session begins.
    expect(response.cookies.find((x) => x.name === COOKIES.session)?.value).not.toBe('');
    expect(c.cookies.get(COOKIES.session)).toBeDefined();
  });

  it('ends a session at its absolute end even when active', async () => {
    const session = await services.sessions.start();
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_TIMEOUT_MS; elapsed += SESSION_IDLE_TIMEOUT_MS / 2) {
      clock.advance(SESSION_IDLE_TIMEOUT_MS / 2);
      if (elapsed + SESSION_IDLE_TIMEOUT_MS / 2 < SESSION_ABSOLUTE_TIMEOUT_MS)
        expect(await services.sessions.resolve(session.token)).not.toBeNull();
    }
    expect(await services.sessions.resolve(session.token)).toBeNull();
  });

  it('purges stale sessions', async () => {
    await services.sessions.start();
    clock.advance(SESSION_ABSOLUTE_TIMEOUT_MS + 1);
    expect(await services.sessions.purgeStale()).toBeGreaterThan(0);
  });
});
